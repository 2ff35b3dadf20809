import { describe, expect, it } from 'vitest';
import {
  createTestAdmin,
  registerAndSignIn,
  signIn,
  TEST_ADMIN,
  useAccountsTestApp,
  whoAmI,
} from '../testing/accounts';

const t = useAccountsTestApp({}, createTestAdmin);

const adminLogin = (cookie?: string) =>
  t.app.inject({ method: 'POST', url: '/api/admin/login', payload: {}, headers: cookie ? { cookie } : {} });

describe('POST /api/admin/login (re-verification before and after a mode change)', () => {
  it('answers an admin {success, message} and gives the session a new id', async () => {
    const { cookie } = await signIn(t.app, TEST_ADMIN);
    expect((await whoAmI(t.app, cookie)).json()).toMatchObject({ username: 'boss', isAdmin: true });
    const res = await adminLogin(cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Admin privileges verified' });
    const rotated = res.cookies.find((c) => c.name === 'sid')?.value;
    expect(rotated).toBeDefined();
    expect((await whoAmI(t.app, cookie)).statusCode).toBe(401);
    expect((await whoAmI(t.app, `sid=${rotated}`)).statusCode).toBe(200);
  });

  it('refuses a signed-in traveller who is not an admin with 403', async () => {
    const { cookie } = await registerAndSignIn(t.app);
    const res = await adminLogin(cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'FORBIDDEN', message: 'You do not have permission to do this.' });
    expect((await whoAmI(t.app, cookie)).statusCode).toBe(200);
  });

  it('refuses a signed-out visitor with 401', async () => {
    const res = await adminLogin();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: 'Not authenticated' });
  });
});
