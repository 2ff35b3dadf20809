import { Cookie, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { trackPageView, withdrawAnalytics } from '../lib/analytics';
import { useBottomBarsHeight } from '../lib/bottom-bars';
import { useBrandOrDefault } from '../lib/brand';
import {
  closeConsentSettings,
  consentSettingsRequested,
  onConsentEvent,
  readConsent,
  saveConsent,
  type ConsentChoice,
} from '../lib/consent';
import { Button } from './ui/button';

/*
 * The cookie choice (R15). A labelled region, not a dialog: the page stays usable and
 * focus is never trapped. Fixed to the bottom, so the page never moves when it appears; on a
 * phone it is a compact sheet that sits above any bottom bar (the booking steps' total and
 * button), so it never hides the button that books.
 */

/** The two answers, the cautious one first and quieter. */
const CHOICES = [
  { choice: 'essential', label: 'Essential only', variant: 'outline' },
  { choice: 'all', label: 'Accept all', variant: 'default' },
] as const satisfies readonly { choice: ConsentChoice; label: string; variant: 'outline' | 'default' }[];

/** `configured`: the brand has an analytics or ads id, so there is something to consent to. */
export function ConsentBanner({ configured }: { configured: boolean }) {
  const brand = useBrandOrDefault();
  const { pathname, search } = useLocation();
  const [visible, setVisible] = useState(() => (configured && readConsent() === null) || consentSettingsRequested());
  const ref = useRef<HTMLElement>(null);
  const lift = useBottomBarsHeight(visible, ref, pathname);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const current = readConsent();

  useEffect(
    () =>
      onConsentEvent((event) => {
        setVisible(event.type === 'open');
      }),
    [],
  );

  useEffect(() => {
    // Reopened from a link: take keyboard and screen-reader users straight to it. Shown by
    // itself on a first visit it does not steal focus from the page.
    if (visible && consentSettingsRequested()) headingRef.current?.focus();
  }, [visible]);

  if (!visible) return null;

  const choose = (choice: ConsentChoice) => {
    const before = readConsent();
    saveConsent(choice);
    // The page the visitor is on was not counted before the choice: count it now.
    if (choice === 'all') trackPageView(`${pathname}${search}`);
    else if (before === 'all') withdrawAnalytics();
  };

  return (
    <section
      ref={ref}
      aria-labelledby="consent-banner-title"
      style={{ bottom: lift }}
      className="fixed inset-x-0 z-40 p-0 sm:p-4 print:hidden"
    >
      <div className="bg-background text-foreground mx-auto flex max-w-5xl flex-col gap-3 rounded-t-xl border p-4 shadow-[0_-6px_24px_rgb(0_0_0/0.12)] sm:flex-row sm:items-center sm:gap-6 sm:rounded-xl">
        <div className="min-w-0 flex-1">
          <h2
            id="consent-banner-title"
            ref={headingRef}
            tabIndex={-1}
            className="flex items-center gap-2 text-sm font-semibold outline-none sm:text-base"
          >
            <Cookie className="text-primary size-4 shrink-0" aria-hidden="true" />
            Cookies on {brand.name}
          </h2>
          <p className="text-muted-foreground mt-1 text-xs leading-relaxed sm:text-sm">
            We use essential cookies to run this site. With your permission we would also use analytics and advertising
            cookies from Google to understand how the site is used and to measure our ads. See our{' '}
            <Link to="/cookies" className="text-primary font-medium underline-offset-4 hover:underline">
              Cookie Policy
            </Link>
            .
          </p>
        </div>
        <div className="flex shrink-0 gap-2">
          {CHOICES.map(({ choice, label, variant }) => (
            <Button
              key={choice}
              variant={variant}
              size="sm"
              className="flex-1 sm:flex-none"
              aria-pressed={current === choice ? true : undefined}
              onClick={() => choose(choice)}
            >
              {label}
            </Button>
          ))}
          {current !== null && (
            <Button variant="ghost" size="icon" className="size-9" aria-label="Close" onClick={closeConsentSettings}>
              <X aria-hidden="true" />
            </Button>
          )}
        </div>
      </div>
    </section>
  );
}
