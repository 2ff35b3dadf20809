import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { hasEveryCharacterClass } from '../../../shared/schemas/auth';
import { createTestDatabase } from '../../testing/database';
import { authenticate, createUser } from './users';
import { FAST_SCRYPT } from '../../testing/accounts';
import { generatePassword, PasswordHasher, PRODUCTION_SCRYPT } from './password';

describe('password hashing at the production work factor', () => {
  const hasher = new PasswordHasher();

  it('uses scrypt N=2^17, r=8, p=1 with a per-user salt, and verifies within a second', async () => {
    expect(PRODUCTION_SCRYPT).toEqual({ logN: 17, r: 8, p: 1 });
    const started = performance.now();
    const encoded = await hasher.hash('correct horse battery staple');
    const hashMs = performance.now() - started;
    expect(encoded).toMatch(/^\$scrypt\$ln=17,r=8,p=1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(await hasher.hash('correct horse battery staple')).not.toBe(encoded);
    expect(await hasher.verify('correct horse battery staple', encoded)).toBe(true);
    expect(await hasher.verify('correct horse battery stapler', encoded)).toBe(false);
    // OWASP: a hash should take under a second; below ~50 ms the parameters would be too weak.
    expect(hashMs).toBeGreaterThan(50);
    expect(hashMs).toBeLessThan(1_000);
  });

  it('takes about as long for an unknown user as for a wrong password, and answers the same', async () => {
    const database = await createTestDatabase();
    try {
      const user = await createUser(database.db, hasher, {
        username: 'timing-user',
        email: 'timing@example.com',
        firstName: 'T',
        lastName: 'U',
        password: 'the-real-password',
      });
      const time = async (username: string) => {
        const started = performance.now();
        const result = await authenticate(database.db, hasher, username, 'a-wrong-password');
        return { ms: performance.now() - started, result };
      };
      await time('nobody-at-all'); // the dummy hash is made once, on first use
      const wrong: number[] = [];
      const unknown: number[] = [];
      for (let i = 0; i < 3; i++) {
        const w = await time(user.username);
        const u = await time('nobody-at-all');
        expect(w.result).toBeUndefined();
        expect(u.result).toBeUndefined();
        wrong.push(w.ms);
        unknown.push(u.ms);
      }
      const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[1] ?? 0;
      const ratio = median(unknown) / median(wrong);
      expect(ratio).toBeGreaterThan(0.75);
      expect(ratio).toBeLessThan(1.33);
    } finally {
      await database.destroy();
    }
  }, 60_000);
});

describe('password hashing rules', () => {
  const hasher = new PasswordHasher(FAST_SCRYPT);

  it('keeps the parameters in the hash, so a hash made at another work factor still verifies', async () => {
    const old = await hasher.hash('pass-word');
    const stronger = new PasswordHasher({ logN: 11, r: 8, p: 1 });
    expect(await stronger.verify('pass-word', old)).toBe(true);
    expect(stronger.needsRehash(old)).toBe(true);
    expect(hasher.needsRehash(old)).toBe(false);
  });

  it('upgrades a hash made with older parameters at the next successful sign-in', async () => {
    const database = await createTestDatabase();
    try {
      await createUser(database.db, hasher, {
        username: 'upgrade-me',
        email: 'upgrade@example.com',
        firstName: 'U',
        lastName: 'P',
        password: 'pass-word',
      });
      const stronger = new PasswordHasher({ logN: 11, r: 8, p: 1 });
      const user = await authenticate(database.db, stronger, 'upgrade-me', 'pass-word');
      expect(user?.passwordHash).toMatch(/^\$scrypt\$ln=11,/);
      expect(await authenticate(database.db, stronger, 'upgrade-me', 'pass-word')).toBeDefined();
    } finally {
      await database.destroy();
    }
  });

  it('never matches a malformed stored hash or one asking for absurd work', async () => {
    expect(await hasher.verify('x', 'plain-text-password')).toBe(false);
    expect(await hasher.verify('x', '$scrypt$ln=40,r=8,p=1$AAAA$AAAA')).toBe(false);
    expect(hasher.needsRehash('garbage')).toBe(true);
  });

  it('generates 20-character random passwords with every character class', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const password = generatePassword();
      expect(password).toHaveLength(20);
      expect(hasEveryCharacterClass(password)).toBe(true);
      seen.add(password);
    }
    expect(seen.size).toBe(200);
  });
});
