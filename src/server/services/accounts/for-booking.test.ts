import { describe, expect, it } from 'vitest';
import { hasEveryCharacterClass } from '../../../shared/schemas/auth';
import { itMapsEach } from '../../../shared/testing/rules';
import { useTestDatabase } from '../../testing/database';
import { authenticate, createUser } from './users';
import { findOrCreateAccountForBooking, usernameBaseFromEmail } from './for-booking';
import { fastHasher, newUser } from '../../testing/accounts';

const database = useTestDatabase();

const hasher = fastHasher();

describe('usernameBaseFromEmail', () => {
  itMapsEach(usernameBaseFromEmail, [
    ['Jane.Doe@example.com', 'jane.doe'],
    ['jane+trips@example.com', 'jane'],
    ['José_Ñ@example.com', 'jose_n'],
    ['ab@example.com', 'ab-traveller'],
    ['+++@example.com', 'traveller'],
  ]);

  it('stays short enough for a suffix within the 50-character limit', () => {
    expect(usernameBaseFromEmail(`${'a'.repeat(80)}@example.com`)).toHaveLength(44);
  });
});

describe('findOrCreateAccountForBooking (R6)', () => {
  it('creates an account from the e-mail with a strong random password that signs in', async () => {
    const result = await findOrCreateAccountForBooking(
      database.db,
      { email: 'Mary.Major@example.com', firstName: 'Mary', lastName: 'Major' },
      hasher,
    );
    expect(result.created).toBe(true);
    if (!result.created) return;
    expect(result.user).toMatchObject({
      username: 'mary.major',
      email: 'Mary.Major@example.com',
      firstName: 'Mary',
      lastName: 'Major',
      isAdmin: false,
    });
    expect(result.password).toHaveLength(20);
    expect(hasEveryCharacterClass(result.password)).toBe(true);
    expect(await authenticate(database.db, hasher, 'mary.major', result.password)).toBeDefined();
  });

  it('returns the existing account for a known e-mail in any case, without a password', async () => {
    const result = await findOrCreateAccountForBooking(
      database.db,
      { email: 'MARY.MAJOR@EXAMPLE.COM', firstName: 'Someone', lastName: 'Else' },
      hasher,
    );
    expect(result).toEqual({ user: expect.objectContaining({ username: 'mary.major' }), created: false });
    expect('password' in result).toBe(false);
  });

  it('picks another username when the derived one is taken', async () => {
    await createUser(database.db, hasher, newUser({ username: 'sam', firstName: 'Sam', lastName: 'One' }));
    const result = await findOrCreateAccountForBooking(
      database.db,
      { email: 'sam@second.example', firstName: 'Sam', lastName: 'Two' },
      hasher,
    );
    expect(result.created).toBe(true);
    expect(result.user.username).toMatch(/^sam-\d{2,5}$/);
  });

  it('creates one account when two bookings with the same new e-mail arrive together', async () => {
    const buyer = { email: 'race@example.com', firstName: 'Race', lastName: 'Condition' };
    const results = await Promise.all([
      findOrCreateAccountForBooking(database.db, buyer, hasher),
      findOrCreateAccountForBooking(database.db, buyer, hasher),
    ]);
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(results[0]?.user.id).toBe(results[1]?.user.id);
  });
});
