/*
 * Where the spec fires analytics events (a search, a phone-number click). Decision 15: no tag
 * loads unless a brand configures an id and the visitor accepts cookies, and neither exists yet,
 * so the events go nowhere; the calls mark the places a consented tag will listen.
 */

export type AnalyticsEvent =
  { name: 'search'; origin: string; destination: string; tripType: string } | { name: 'phone_call'; label: string };

const listeners = new Set<(event: AnalyticsEvent) => void>();

export function trackEvent(event: AnalyticsEvent): void {
  for (const listener of listeners) listener(event);
}

/** For a consented tag (and tests): receives every event until the returned function is called. */
export function onAnalyticsEvent(listener: (event: AnalyticsEvent) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function trackPhoneCall(label: string): void {
  trackEvent({ name: 'phone_call', label });
}
