import { afterEach, describe, expect, it } from 'vitest';
import {
  CONSENT_COOKIE,
  closeConsentSettings,
  consentSettingsRequested,
  onConsentEvent,
  openConsentSettings,
  readConsent,
  saveConsent,
} from './consent';
import { CONSENT_STORAGE_KEY } from './storage-keys';

const DAY = 24 * 60 * 60_000;

afterEach(() => {
  localStorage.clear();
  document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/`;
  closeConsentSettings();
});

describe('cookie consent', () => {
  it('has no choice until the visitor makes one', () => {
    expect(readConsent()).toBeNull();
  });

  it('remembers the choice in localStorage and in a cookie_consent cookie', () => {
    saveConsent('essential');
    expect(readConsent()).toBe('essential');
    expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? '{}')).toMatchObject({ choice: 'essential' });
    expect(document.cookie).toContain('cookie_consent=essential');
    saveConsent('all');
    expect(readConsent()).toBe('all');
  });

  it('still knows the choice from the cookie when storage was cleared', () => {
    saveConsent('all');
    localStorage.clear();
    expect(readConsent()).toBe('all');
  });

  it('forgets a stored choice after 90 days (preferences last 90 days)', () => {
    const at = Date.now();
    saveConsent('all', at);
    document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/`;
    expect(readConsent(at + 89 * DAY)).toBe('all');
    expect(readConsent(at + 91 * DAY)).toBeNull();
  });

  it('ignores values it did not write', () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, 'yes please');
    document.cookie = `${CONSENT_COOKIE}=maybe; Path=/`;
    expect(readConsent()).toBeNull();
  });

  it('reopens the settings for listeners, and remembers the request for a banner not yet loaded', () => {
    const heard: string[] = [];
    const stop = onConsentEvent((event) => heard.push(event.type));
    openConsentSettings();
    expect(consentSettingsRequested()).toBe(true);
    saveConsent('essential');
    expect(consentSettingsRequested()).toBe(false);
    stop();
    expect(heard).toEqual(['open', 'change']);
  });
});
