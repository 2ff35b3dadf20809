import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  configureAnalytics,
  GTAG_SRC,
  onAnalyticsEvent,
  resetAnalyticsForTests,
  trackAdConversion,
  trackEvent,
  trackPageView,
  trackPhoneCall,
  withdrawAnalytics,
  type AnalyticsEvent,
} from './analytics';
import { saveConsent } from './consent';

const tags = () => document.head.querySelectorAll(`script[src^="${GTAG_SRC}"]`);
/** What gtag.js would read: each dataLayer entry is an `arguments` object. */
const layer = () => (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
const events = () => layer().filter((args) => args[0] === 'event');

function clearConsent() {
  localStorage.clear();
  document.cookie = 'cookie_consent=; Max-Age=0; Path=/';
}

beforeEach(() => {
  resetAnalyticsForTests();
  clearConsent();
  document.head.innerHTML = '';
});
afterEach(clearConsent);

describe('analytics (R15)', () => {
  it.each([
    ['without a configured id, even with consent', () => saveConsent('all')],
    ['with an id but without consent', () => configureAnalytics({ googleAnalyticsId: 'G-TEST1234' })],
    [
      'with an id and "Essential only"',
      () => {
        configureAnalytics({ googleAnalyticsId: 'G-TEST1234' });
        saveConsent('essential');
      },
    ],
  ])('is a no-op %s: no script, no dataLayer', (_, arrange) => {
    arrange();
    trackPageView('/');
    trackPhoneCall('header_phone');
    trackEvent('search', { label: 'JFK-LHR' });
    expect(tags()).toHaveLength(0);
    expect(window.dataLayer).toBeUndefined();
  });

  it('loads gtag.js once, as a script element, after consent with an id, and sends events with category, label, value', () => {
    configureAnalytics({ googleAnalyticsId: 'G-TEST1234' });
    saveConsent('all');
    trackPageView('/search?origin=JFK');
    trackEvent('search', { category: 'flights', label: 'JFK-LHR round-trip', value: 2 });
    trackPhoneCall('footer_phone');
    expect(tags()).toHaveLength(1);
    expect(tags()[0]).toHaveAttribute('src', `${GTAG_SRC}?id=G-TEST1234`);
    expect((tags()[0] as HTMLScriptElement).async).toBe(true);
    expect(layer().filter((args) => args[0] === 'config')).toEqual([
      ['config', 'G-TEST1234', { send_page_view: false }],
    ]);
    expect(events()).toEqual([
      [
        'event',
        'page_view',
        { page_path: '/search?origin=JFK', page_location: window.location.href, page_title: document.title },
      ],
      ['event', 'search', { event_category: 'flights', event_label: 'JFK-LHR round-trip', value: 2 }],
      ['event', 'phone_call', { event_category: 'engagement', event_label: 'footer_phone' }],
    ]);
    // gtag.js ignores arrays: every entry must be an arguments object.
    expect(Object.prototype.toString.call(window.dataLayer?.[0])).toBe('[object Arguments]');
  });

  it('labels phone events for listeners whether or not anything is sent', () => {
    const heard: AnalyticsEvent[] = [];
    const stop = onAnalyticsEvent((event) => heard.push(event));
    trackPhoneCall('header_phone');
    trackPhoneCall('footer_phone');
    stop();
    expect(heard).toEqual([
      { name: 'phone_call', category: 'engagement', label: 'header_phone' },
      { name: 'phone_call', category: 'engagement', label: 'footer_phone' },
    ]);
  });

  it('sends an Ads conversion for a landing-page phone link when the brand has an Ads id', () => {
    configureAnalytics({ googleAdsId: 'AW-123456789' });
    saveConsent('all');
    trackAdConversion('landing_hero');
    expect(tags()[0]).toHaveAttribute('src', `${GTAG_SRC}?id=AW-123456789`);
    expect(events()).toEqual([
      ['event', 'phone_call', { event_category: 'engagement', event_label: 'landing_hero' }],
      ['event', 'conversion', { send_to: 'AW-123456789', event_label: 'landing_hero' }],
    ]);
  });

  it('stops sending, tells the tag and removes its cookies when consent is withdrawn', () => {
    configureAnalytics({ googleAnalyticsId: 'G-TEST1234' });
    saveConsent('all');
    trackPageView('/');
    document.cookie = '_ga=GA1.1.123; Path=/';
    saveConsent('essential');
    withdrawAnalytics();
    trackPageView('/about');
    expect(document.cookie).not.toContain('_ga=');
    expect(layer().at(-1)).toEqual(['consent', 'update', { analytics_storage: 'denied', ad_storage: 'denied' }]);
    expect(events()).toHaveLength(1);
  });
});
