import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../db/schema';
import { getAdminSettings } from '../services/admin/settings';
import { testConfig } from '../testing/app';
import { createAccountsTestApp, registerAndSignIn, signInAsAdmin, type AccountsTestApp } from '../testing/accounts';

const LIVE_KEYS = { duffelAccessToken: 'duffel_live_abc', stripeSecretKey: 'sk_live_abc' };

async function adminApp(providers: Partial<AccountsTestApp['app']['config']['providers']> = {}) {
  const base = testConfig().providers;
  const t = await createAccountsTestApp({ providers: { ...base, ...providers } });
  return { t, cookie: await signInAsAdmin(t) };
}

const getSettings = (t: AccountsTestApp, cookie?: string) =>
  t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: cookie ? { cookie } : {} });
const postSettings = (t: AccountsTestApp, cookie: string | undefined, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/admin/settings', payload, headers: cookie ? { cookie } : {} });

describe('GET/POST /api/admin/settings without live keys', () => {
  let t: AccountsTestApp;
  let cookie: string;
  beforeAll(async () => {
    ({ t, cookie } = await adminApp({ duffelAccessToken: 'duffel_test_abc' }));
  });
  afterAll(async () => t.close());

  it('reads test mode, which keys exist and which are live, and the environment', async () => {
    const res = await getSettings(t, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      enableLiveMode: false,
      duffelApiConfigured: true,
      stripeConfigured: false,
      environment: 'development',
      duffelLiveKey: false,
      stripeLiveKey: false,
      liveModeAvailable: false,
    });
  });

  it('refuses to go live with 409 naming both missing live keys, and changes nothing', async () => {
    const res = await postSettings(t, cookie, { enableLiveMode: true });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: 'LIVE_KEYS_MISSING',
      message:
        'Live mode needs a live Duffel access token (DUFFEL_ACCESS_TOKEN starting duffel_live_) and a live Stripe secret key (STRIPE_SECRET_KEY starting sk_live_). Missing: a live Duffel access token (DUFFEL_ACCESS_TOKEN) and a live Stripe secret key (STRIPE_SECRET_KEY).',
    });
    expect((await getSettings(t, cookie)).json()).toMatchObject({ enableLiveMode: false });
    expect(await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'settings.live_mode'))).toEqual([]);
  });

  it('answers 401 signed out and 403 for a traveller, before looking at the body', async () => {
    expect((await getSettings(t)).statusCode).toBe(401);
    expect((await postSettings(t, undefined, { nonsense: 1 })).statusCode).toBe(401);
    const traveller = await registerAndSignIn(t.app);
    expect((await getSettings(t, traveller.cookie)).statusCode).toBe(403);
    const res = await postSettings(t, traveller.cookie, { enableLiveMode: false });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'FORBIDDEN', message: 'You do not have permission to do this.' });
  });

  it('400 for a body without a boolean enableLiveMode', async () => {
    expect((await postSettings(t, cookie, { enableLiveMode: 'yes' })).statusCode).toBe(400);
  });
});

describe('the switch with one live key', () => {
  it('names only the missing one', async () => {
    const { t, cookie } = await adminApp({ duffelAccessToken: 'duffel_live_abc', stripeSecretKey: 'sk_test_abc' });
    try {
      const res = await postSettings(t, cookie, { enableLiveMode: true });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(/Missing: a live Stripe secret key \(STRIPE_SECRET_KEY\)\.$/);
      expect(res.json().message).not.toMatch(/Missing: a live Duffel/);
    } finally {
      await t.close();
    }
  });
});

describe('the switch with both live keys', () => {
  let t: AccountsTestApp;
  let cookie: string;
  beforeAll(async () => {
    ({ t, cookie } = await adminApp(LIVE_KEYS));
  });
  afterAll(async () => t.close());

  it('goes live and back, each change in the audit log with who, before, after and the address', async () => {
    expect((await getSettings(t, cookie)).json()).toMatchObject({ liveModeAvailable: true, duffelLiveKey: true });
    const on = await postSettings(t, cookie, { enableLiveMode: true });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ enableLiveMode: true });
    expect((await getSettings(t, cookie)).json()).toMatchObject({ enableLiveMode: true });
    expect((await t.app.inject({ method: 'GET', url: '/api/system/mode' })).json()).toEqual({
      isLiveMode: true,
      mode: 'live',
    });
    // Setting what is already set changes nothing and writes nothing.
    expect((await postSettings(t, cookie, { enableLiveMode: true })).statusCode).toBe(200);
    expect((await postSettings(t, cookie, { enableLiveMode: false })).json()).toEqual({ enableLiveMode: false });

    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'settings.live_mode'), eq(auditLog.entity, 'settings')))
      .orderBy(auditLog.id);
    expect(rows).toHaveLength(2);
    expect(rows.map((r) => [r.before, r.after])).toEqual([
      [{ enableLiveMode: false }, { enableLiveMode: true }],
      [{ enableLiveMode: true }, { enableLiveMode: false }],
    ]);
    expect(rows[0]?.actorUserId).toEqual(expect.any(String));
    expect(rows[0]?.ip).toBe('127.0.0.1');
  });

  it('reports production when NODE_ENV is production', async () => {
    const settings = await getAdminSettings(t.database.db, { env: 'production', providers: t.app.config.providers });
    expect(settings.environment).toBe('production');
  });
});
