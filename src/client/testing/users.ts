import type { CurrentUser } from '../../shared/schemas/auth';

/** The signed-in traveller of the client tests, as GET /api/auth/user answers. */
export function testUser(more: Partial<CurrentUser> = {}): CurrentUser {
  return {
    username: 'ada',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    isAdmin: false,
    emailVerified: true,
    // R48: an administrator has two-factor sign-in on unless a test says otherwise.
    twoFactorEnabled: more.isAdmin ?? false,
    createdAt: '2025-06-09T10:00:00.000Z',
    ...more,
  };
}
