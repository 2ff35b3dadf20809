import { hasAnalyticsConsent } from './consent';

/*
 * The one analytics module (A2 and A7; docs/product/journey.md
 * J7; R15). Every call is a no-op for the outside world unless the brand configures
 * a Google Analytics or Ads id AND the visitor accepted cookies; then gtag.js is loaded once, as a
 * script element from googletagmanager.com (the CSP forbids inline scripts, so the dataLayer is
 * set up here), and events are sent. Listeners (tests, a future in-page consumer) hear every
 * event either way: nothing leaves the browser through them.
 */

export interface EventParams {
  category?: string;
  label?: string;
  value?: number;
}

export interface AnalyticsEvent extends EventParams {
  name: string;
}

export interface AnalyticsIds {
  googleAnalyticsId?: string | undefined;
  googleAdsId?: string | undefined;
}

export const GTAG_SRC = 'https://www.googletagmanager.com/gtag/js';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

let ids: AnalyticsIds = {};
let tagLoaded = false;
const listeners = new Set<(event: AnalyticsEvent) => void>();

/** The brand's ids; the layout calls this with `brand.analytics` whenever the brand changes. */
export function configureAnalytics(next: AnalyticsIds): void {
  ids = { googleAnalyticsId: next.googleAnalyticsId || undefined, googleAdsId: next.googleAdsId || undefined };
}

export function analyticsConfigured(): boolean {
  return Boolean(ids.googleAnalyticsId || ids.googleAdsId);
}

function active(): boolean {
  return analyticsConfigured() && hasAnalyticsConsent();
}

/**
 * gtag.js reads `arguments` objects from the dataLayer, not arrays: Google's own snippet pushes
 * `arguments`, and an array is silently ignored. Hence the one function that uses it.
 */
function gtag(..._args: unknown[]): void {
  // eslint-disable-next-line prefer-rest-params
  (window.dataLayer ??= []).push(arguments);
}

/** Loads gtag.js once and configures each id; page views are sent by trackPageView, not automatically. */
function ensureTag(): void {
  if (tagLoaded) return;
  const first = ids.googleAnalyticsId ?? ids.googleAdsId;
  if (!first) return;
  tagLoaded = true;
  window.dataLayer ??= [];
  gtag('js', new Date());
  if (ids.googleAnalyticsId) gtag('config', ids.googleAnalyticsId, { send_page_view: false });
  if (ids.googleAdsId) gtag('config', ids.googleAdsId);
  const script = document.createElement('script');
  script.async = true;
  script.src = `${GTAG_SRC}?id=${encodeURIComponent(first)}`;
  document.head.append(script);
}

function send(...args: unknown[]): void {
  if (!active()) return;
  ensureTag();
  gtag(...args);
}

export function trackEvent(name: string, params: EventParams = {}): void {
  const event: AnalyticsEvent = { name, ...params };
  for (const listener of listeners) listener(event);
  send('event', name, {
    ...(params.category !== undefined ? { event_category: params.category } : {}),
    ...(params.label !== undefined ? { event_label: params.label } : {}),
    ...(params.value !== undefined ? { value: params.value } : {}),
  });
}

/** A tel: link was used: 'header_phone', 'footer_phone', 'contact_page'... */
export function trackPhoneCall(label: string): void {
  trackEvent('phone_call', { category: 'engagement', label });
}

/** A phone link on the /expedia landing page: the engagement event plus an Ads conversion. */
export function trackAdConversion(label: string): void {
  trackPhoneCall(label);
  if (ids.googleAdsId) send('event', 'conversion', { send_to: ids.googleAdsId, event_label: label });
}

export function trackPageView(path: string): void {
  send('event', 'page_view', { page_path: path, page_location: window.location.href, page_title: document.title });
}

/**
 * After 'Essential only' replaces an earlier 'Accept all': the loaded tag is told consent is
 * withdrawn (no further calls reach it anyway) and its first-party cookies are removed.
 */
export function withdrawAnalytics(): void {
  if (tagLoaded) gtag('consent', 'update', { analytics_storage: 'denied', ad_storage: 'denied' });
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim() ?? '';
    if (/^(_ga|_gid|_gcl)/.test(name)) {
      document.cookie = `${name}=; Max-Age=0; Path=/`;
      document.cookie = `${name}=; Max-Age=0; Path=/; Domain=.${window.location.hostname}`;
    }
  }
}

/** Receives every event (consented or not) until the returned function is called; for tests. */
export function onAnalyticsEvent(listener: (event: AnalyticsEvent) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Back to the first-load state; for tests. */
export function resetAnalyticsForTests(): void {
  ids = {};
  tagLoaded = false;
  delete window.dataLayer;
}
