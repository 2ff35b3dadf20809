import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../testing/database';
import { authenticate, createUser, setPassword } from './users';
import { FAST_SCRYPT, fastHasher, newUser } from '../../testing/accounts';
import { PasswordHasher } from './password';

const database = useTestDatabase();

/** Runs `beforeNextHash` just before its next hash: the moment another request's write can land. */
class InterleavingHasher extends PasswordHasher {
  beforeNextHash: (() => Promise<void>) | undefined;

  override async hash(password: string): Promise<string> {
    const hook = this.beforeNextHash;
    this.beforeNextHash = undefined;
    if (hook) await hook();
    return super.hash(password);
  }
}

const OLDER = new PasswordHasher({ ...FAST_SCRYPT, logN: FAST_SCRYPT.logN - 1 });

describe('upgrading an old password hash at sign-in', () => {
  it('never undoes a password change that lands between the check and the upgrade', async () => {
    const body = newUser({ password: 'old-pass-word' });
    const user = await createUser(database.db, OLDER, body);
    const upgrading = new InterleavingHasher(FAST_SCRYPT);
    upgrading.beforeNextHash = () =>
      setPassword(database.db, fastHasher(), user.id, 'N3w-Passw0rd!', {
        action: 'user.password_changed',
        actorUserId: user.id,
        now: new Date(),
      });
    expect(await authenticate(database.db, upgrading, body.username, 'old-pass-word')).toBeUndefined();
    expect(await authenticate(database.db, fastHasher(), body.username, 'N3w-Passw0rd!')).toBeDefined();
    expect(await authenticate(database.db, fastHasher(), body.username, 'old-pass-word')).toBeUndefined();
  });

  it('lets two sign-ins that both upgrade the same hash succeed', async () => {
    const body = newUser({ password: 'old-pass-word' });
    await createUser(database.db, OLDER, body);
    const results = await Promise.all([
      authenticate(database.db, fastHasher(), body.username, 'old-pass-word'),
      authenticate(database.db, fastHasher(), body.username, 'old-pass-word'),
    ]);
    expect(results.every((user) => user !== undefined)).toBe(true);
    const [user] = results;
    expect(user?.passwordHash).toMatch(/^\$scrypt\$ln=10,/);
  });
});
