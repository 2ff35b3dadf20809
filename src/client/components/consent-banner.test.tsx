import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useEffect } from 'react';
import { createMemoryRouter, Link, Outlet, RouterProvider, useLocation } from 'react-router';
import { configureAnalytics, GTAG_SRC, resetAnalyticsForTests, trackPageView } from '../lib/analytics';
import { BrandProvider, DEFAULT_PUBLIC_BRAND, useBrand } from '../lib/brand';
import { closeConsentSettings, openConsentSettings, readConsent, saveConsent } from '../lib/consent';
import { DeferredConsentBanner } from './deferred-consent-banner';

const tags = () => document.head.querySelectorAll(`script[src^="${GTAG_SRC}"]`);
const pageViews = () =>
  (window.dataLayer ?? [])
    .map((entry) => Array.from(entry as ArrayLike<unknown>))
    .filter((args) => args[0] === 'event' && args[1] === 'page_view')
    .map((args) => (args[2] as { page_path: string }).page_path);

function injectBrand(analytics: Record<string, string>) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'brand-data';
  script.textContent = JSON.stringify({ ...DEFAULT_PUBLIC_BRAND, name: 'Acme Air', analytics });
  document.body.append(script);
}

function renderLayout() {
  // As SiteLayout does: the brand's ids to the analytics module, a page view per path.
  const Layout = () => {
    const { brand } = useBrand();
    const { pathname } = useLocation();
    useEffect(() => configureAnalytics(brand.analytics), [brand.analytics]);
    useEffect(() => trackPageView(pathname), [pathname, brand.analytics]);
    return (
      <>
        <Link to="/about">About</Link>
        <Outlet />
        <DeferredConsentBanner />
      </>
    );
  };
  const router = createMemoryRouter(
    [{ path: '/', element: <Layout />, children: [{ index: true }, { path: 'about' }, { path: 'cookies' }] }],
    { initialEntries: ['/'] },
  );
  return render(
    <BrandProvider>
      <RouterProvider router={router} />
    </BrandProvider>,
  );
}

const banner = () => screen.findByRole('region', { name: 'Cookies on Acme Air' });

/** A brand with Google Analytics, the layout drawn, its banner up: the visitor about to choose. */
async function bannerWithAnalytics() {
  injectBrand({ googleAnalyticsId: 'G-ACME1234' });
  renderLayout();
  const user = userEvent.setup();
  await banner();
  return user;
}

beforeEach(() => {
  // The banner waits for an idle browser; here the browser is always idle.
  vi.stubGlobal('requestIdleCallback', (run: () => void) => window.setTimeout(run, 0));
  vi.stubGlobal('cancelIdleCallback', (handle: number) => window.clearTimeout(handle));
  resetAnalyticsForTests();
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.getElementById('brand-data')?.remove();
  document.head.innerHTML = '';
  localStorage.clear();
  document.cookie = 'cookie_consent=; Max-Age=0; Path=/';
  closeConsentSettings();
});

describe('consent banner', () => {
  it('is not shown when the brand has no analytics or ads id: there is nothing to consent to', async () => {
    injectBrand({});
    renderLayout();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(tags()).toHaveLength(0);
  });

  it('asks when the brand has an id, as a labelled region (not a modal), and loads nothing before the choice', async () => {
    injectBrand({ googleAnalyticsId: 'G-ACME1234' });
    renderLayout();
    const region = await banner();
    expect(region.tagName).toBe('SECTION');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Cookies on Acme Air' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cookie Policy' })).toHaveAttribute('href', '/cookies');
    expect(region.className).toContain('fixed');
    expect(tags()).toHaveLength(0);
  });

  it.each([
    {
      choice: 'Accept all',
      consent: 'all',
      effect: 'loads gtag once and counts this page and the next',
      scripts: 1,
      counted: ['/', '/about'],
    },
    { choice: 'Essential only', consent: 'essential', effect: 'and never loads a tag', scripts: 0, counted: [] },
  ])('$choice: remembers it, hides, $effect', async ({ choice, consent, scripts, counted }) => {
    const user = await bannerWithAnalytics();
    await user.click(screen.getByRole('button', { name: choice }));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(readConsent()).toBe(consent);
    expect(tags()).toHaveLength(scripts);
    await user.click(screen.getByRole('link', { name: 'About' }));
    expect(pageViews()).toEqual(counted);
    expect(tags()).toHaveLength(scripts);
  });

  it('does not ask again once chosen, and counts page views for a visitor who accepted earlier', async () => {
    saveConsent('all');
    injectBrand({ googleAnalyticsId: 'G-ACME1234' });
    renderLayout();
    await waitFor(() => expect(pageViews()).toEqual(['/']));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('reopens from openConsentSettings() with focus on it, showing the current choice and a Close button', async () => {
    saveConsent('essential');
    injectBrand({ googleAnalyticsId: 'G-ACME1234' });
    renderLayout();
    act(() => openConsentSettings());
    await banner();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Cookies on Acme Air' })).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Essential only' })).toHaveAttribute('aria-pressed', 'true');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(readConsent()).toBe('essential');
    act(() => openConsentSettings());
    await banner();
    await user.click(screen.getByRole('button', { name: 'Accept all' }));
    expect(readConsent()).toBe('all');
    expect(tags()).toHaveLength(1);
  });
});
