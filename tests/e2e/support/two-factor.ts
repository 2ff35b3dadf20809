import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';

/*
 * R48 in the browser tests: codes an authenticator app would show for a secret, never one whose
 * time-step the account already spent (the server refuses a replay), and enrolment through the API.
 */

const PERIOD_MS = 30_000;
const lastStep = new Map<string, number>();

const totp = (secret: string) =>
  new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });

/** The code of the earliest step the account has not spent, within the one-step drift the server allows. */
export function nextCode(shown: string): string | undefined {
  // As shown ('JBSW Y3DP ...') or as the API gives it: one account, one record of spent steps.
  const secret = shown.replace(/\s/g, '');
  const now = Math.floor(Date.now() / PERIOD_MS);
  const step = Math.max(now - 1, (lastStep.get(secret) ?? -Infinity) + 1);
  if (step > now + 1) return undefined;
  lastStep.set(secret, step);
  return totp(secret).generate({ timestamp: step * PERIOD_MS + 1 });
}

/** nextCode, waiting for the next step when the allowed ones are spent (at most 30 s). */
export async function freshCode(secret: string): Promise<string> {
  for (;;) {
    const code = nextCode(secret);
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
}

type Requester = (path: string, body: unknown) => Promise<{ status: number; json: () => Promise<unknown> }>;

async function enrolWith(post: Requester) {
  const setup = await post('/api/auth/two-factor/setup', {});
  if (setup.status !== 200) throw new Error(`two-factor set-up answered ${setup.status}`);
  const { secret } = (await setup.json()) as { secret: string };
  const enable = await post('/api/auth/two-factor/enable', { code: await freshCode(secret) });
  if (enable.status !== 200) throw new Error(`two-factor enable answered ${enable.status}`);
  const { recoveryCodes } = (await enable.json()) as { recoveryCodes: string[] };
  return { secret, recoveryCodes };
}

/** Turns two-factor sign-in on for the session of a page's browser context. */
export const enrolInPage = (page: Page, url: string) =>
  enrolWith(async (route, body) => {
    const res = await page.request.post(`${url}${route}`, { data: body });
    return { status: res.status(), json: () => res.json() };
  });

/** Turns two-factor sign-in on for a session cookie ('sid=...'), from Node's fetch. */
export const enrolWithCookie = (url: string, cookie: string) =>
  enrolWith(async (route, body) => {
    const res = await fetch(`${url}${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify(body),
    });
    return { status: res.status, json: () => res.json() };
  });
