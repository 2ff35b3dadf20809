import { lazy, Suspense, useEffect, useState } from 'react';
import { useBrandOrDefault } from '../lib/brand';
import { consentSettingsRequested, onConsentEvent, readConsent } from '../lib/consent';

const ConsentBanner = lazy(async () => ({ default: (await import('./consent-banner')).ConsentBanner }));

function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: 3000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(run, 1500);
  return () => window.clearTimeout(timer);
}

/**
 * Mounted once in the layout. Loads the banner's code only when there is something to ask (the
 * brand has an analytics or ads id and the visitor has not chosen yet) or the visitor reopens
 * it, and then only once the browser is idle, so the first paint and the home page's script
 * budget are untouched. (The layout hands the ids to the analytics module and reports page views.)
 */
export function DeferredConsentBanner() {
  const { googleAnalyticsId, googleAdsId } = useBrandOrDefault().analytics;
  const configured = Boolean(googleAnalyticsId || googleAdsId);
  // Already asked for (the cookies page's link) before this mounted: show it at once.
  const [needed, setNeeded] = useState(consentSettingsRequested);

  useEffect(() => {
    if (needed) return;
    const stop = onConsentEvent((event) => {
      if (event.type === 'open') setNeeded(true);
    });
    const cancel = configured && readConsent() === null ? whenIdle(() => setNeeded(true)) : () => undefined;
    return () => {
      stop();
      cancel();
    };
  }, [needed, configured]);

  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ConsentBanner configured={configured} />
    </Suspense>
  );
}
