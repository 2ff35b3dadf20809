import { CONSENT_STORAGE_KEY } from './storage-keys';

/*
 * The visitor's cookie choice (R15): 'all' lets the brand's analytics and ads tags load,
 * 'essential' keeps only what the site needs to work. Remembered for 90 days (the spec's preferences lifetime) in localStorage and
 * in a 'cookie_consent' cookie (the cookie outlives a cleared storage and the server can read it).
 * No choice yet -> null: nothing optional runs until the visitor says so.
 */

export type ConsentChoice = 'all' | 'essential';

export const CONSENT_COOKIE = 'cookie_consent';
export const CONSENT_MAX_AGE_DAYS = 90;
const MAX_AGE_MS = CONSENT_MAX_AGE_DAYS * 24 * 60 * 60_000;

type Listener = (event: { type: 'change'; choice: ConsentChoice } | { type: 'open' }) => void;
const listeners = new Set<Listener>();
let settingsRequested = false;

const isChoice = (value: unknown): value is ConsentChoice => value === 'all' || value === 'essential';

function fromStorage(now: number): ConsentChoice | null {
  try {
    const raw = localStorage.getItem(CONSENT_STORAGE_KEY);
    if (!raw) return null;
    const stored = JSON.parse(raw) as { choice?: unknown; at?: unknown };
    if (!isChoice(stored.choice) || typeof stored.at !== 'number') return null;
    return now - stored.at < MAX_AGE_MS ? stored.choice : null;
  } catch {
    // Storage blocked (privacy mode) or a value we did not write: the cookie may still know.
    return null;
  }
}

function fromCookie(): ConsentChoice | null {
  for (const part of document.cookie.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === CONSENT_COOKIE && isChoice(value)) return value;
  }
  return null;
}

/** The remembered choice, or null while the visitor has not chosen (or the choice is older than 90 days). */
export function readConsent(now: number = Date.now()): ConsentChoice | null {
  return fromStorage(now) ?? fromCookie();
}

export function hasAnalyticsConsent(): boolean {
  return readConsent() === 'all';
}

export function saveConsent(choice: ConsentChoice, now: number = Date.now()): void {
  try {
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ choice, at: now }));
  } catch {
    // The cookie below still remembers it.
  }
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${CONSENT_COOKIE}=${choice}; Max-Age=${CONSENT_MAX_AGE_DAYS * 24 * 60 * 60}; Path=/; SameSite=Lax${secure}`;
  settingsRequested = false;
  for (const listener of listeners) listener({ type: 'change', choice });
}

/** Shows the banner again so the visitor can change their choice (the cookies page links this). */
export function openConsentSettings(): void {
  // The banner loads lazily; if it is not listening yet, it finds the request when it mounts.
  settingsRequested = true;
  for (const listener of listeners) listener({ type: 'open' });
}

/** Hides a reopened banner without changing the choice already made. */
export function closeConsentSettings(): void {
  settingsRequested = false;
  const choice = readConsent();
  if (choice) for (const listener of listeners) listener({ type: 'change', choice });
}

/** True once openConsentSettings() was called and no choice has been made since. */
export function consentSettingsRequested(): boolean {
  return settingsRequested;
}

export function onConsentEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
