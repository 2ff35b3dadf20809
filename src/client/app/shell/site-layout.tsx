import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { DeferredConsentBanner } from '../../components/deferred-consent-banner';
import { configureAnalytics, trackPageView } from '../../lib/analytics';
import { useBrand } from '../../lib/brand';
import { DeferredFooter } from './deferred-footer';
import { ScreenErrorBoundary } from './screen-error-boundary';
import { ScrollRestoration } from './scroll-restoration';
import { SiteHeader } from './site-header';

/** Brand ids reach the analytics module, and every path change is a page view (A2). */
function useAnalytics() {
  const { brand } = useBrand();
  const { pathname } = useLocation();
  useEffect(() => configureAnalytics(brand.analytics), [brand.analytics]);
  useEffect(() => trackPageView(pathname), [pathname, brand.analytics]);
}

/** The frame every screen sits in: the fixed header, the page, the footer. */
export function SiteLayout() {
  useAnalytics();
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="focus:bg-background sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:px-4 focus:py-2 focus:shadow"
      >
        Skip to content
      </a>
      <SiteHeader />
      {/* The header is fixed: the page starts below it, so no screen's top hides under it. */}
      <main id="main" className="flex-1 pt-16 print:pt-0">
        {/* A first visit waits here for the screen's code. A screen's height is held meanwhile: with
            the footer below the fold, the screen's arrival moves nothing on the page. */}
        <ScreenErrorBoundary resetKey={pathname}>
          <Suspense
            fallback={
              <div className="min-h-svh">
                <p className="text-muted-foreground p-8 text-center">Loading...</p>
              </div>
            }
          >
            <Outlet />
            {/* Inside the boundary and after the screen: it places the page once the screen has
                been drawn and has run its own layout effects (the results list measures itself). */}
            <ScrollRestoration />
          </Suspense>
        </ScreenErrorBoundary>
      </main>
      <DeferredFooter />
      <DeferredConsentBanner />
    </div>
  );
}
