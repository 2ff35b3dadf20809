import { describe, expect, it } from 'vitest';
import {
  signInAsAdminWithoutTwoFactor,
  signInAsAdminWithTwoFactor,
  useAccountsTestApp,
  whoAmI,
} from '../testing/accounts';
import { rawBrandInput } from '../testing/brands';
import { enrolTwoFactor } from '../testing/two-factor';

const t = useAccountsTestApp();

const REQUIRED = {
  error: 'TWO_FACTOR_REQUIRED',
  message: 'Turn on two-factor sign-in in your account settings before you change settings or brands.',
};

describe('R48: an administrator changes settings and brands only with two-factor sign-in on', () => {
  it('refuses every settings and brand change 403 TWO_FACTOR_REQUIRED, and lets the admin read', async () => {
    const cookie = await signInAsAdminWithoutTwoFactor(t);
    expect((await whoAmI(t.app, cookie)).json()).toMatchObject({ isAdmin: true, twoFactorEnabled: false });
    const headers = { cookie };
    const writes = [
      t.app.inject({ method: 'POST', url: '/api/admin/settings', headers, payload: { enableLiveMode: false } }),
      t.app.inject({ method: 'POST', url: '/api/admin/brands', headers, payload: rawBrandInput('two-factor-brand') }),
      t.app.inject({ method: 'PUT', url: '/api/admin/brands/default', headers, payload: rawBrandInput('default') }),
      t.app.inject({ method: 'DELETE', url: '/api/admin/brands/two-factor-brand', headers }),
    ];
    for (const res of await Promise.all(writes)) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(REQUIRED);
    }
    const brands = await t.app.inject({ method: 'GET', url: '/api/admin/brands', headers });
    expect(brands.json<{ brands: { id: string }[] }>().brands.map((b) => b.id)).not.toContain('two-factor-brand');
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers })).statusCode).toBe(200);

    // Turned on in the same session: the change goes through.
    await enrolTwoFactor(t.app, cookie);
    const after = await t.app.inject({
      method: 'POST',
      url: '/api/admin/settings',
      headers,
      payload: { enableLiveMode: false },
    });
    expect(after.statusCode).toBe(200);
  });

  it('asks the admin with two-factor sign-in on for a code at sign-in, and then allows changes', async () => {
    const { cookie } = await signInAsAdminWithTwoFactor(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/brands',
      headers: { cookie },
      payload: rawBrandInput('after-two-factor'),
    });
    expect(res.statusCode).toBe(201);
  });
});
