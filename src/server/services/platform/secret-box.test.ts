import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import {
  keyedHash,
  keyedHashMatches,
  keyringFrom,
  needsReseal,
  openSecret,
  sealSecret,
  SecretBoxError,
  useKeyring,
} from './secret-box';

const key = () => randomBytes(32).toString('base64');

afterEach(() => useKeyring(undefined));

describe('R48: secret-box seals secrets with AES-256-GCM under a key that can rotate', () => {
  it('opens what it sealed, and seals the same text differently each time', () => {
    useKeyring(keyringFrom({ DATA_ENCRYPTION_KEY: key() }));
    const a = sealSecret('JBSWY3DPEHPK3PXP');
    expect(a).toMatch(/^v1\.[0-9a-f]{8}\./);
    expect(a).not.toContain('JBSWY3DPEHPK3PXP');
    expect(sealSecret('JBSWY3DPEHPK3PXP')).not.toBe(a);
    expect(openSecret(a)).toBe('JBSWY3DPEHPK3PXP');
  });

  it('refuses a tampered value, and a key id relabelled onto another key', () => {
    const first = key();
    const second = key();
    useKeyring(keyringFrom({ DATA_ENCRYPTION_KEY: first, DATA_ENCRYPTION_KEYS_OLD: second }));
    const sealed = sealSecret('secret');
    const parts = sealed.split('.');
    const body = Buffer.from(parts[4] ?? '', 'base64url');
    body[0] = (body[0] ?? 0) ^ 1;
    expect(() => openSecret([...parts.slice(0, 4), body.toString('base64url')].join('.'))).toThrow();
    const otherId = [...keyringFrom({ DATA_ENCRYPTION_KEY: second }).all.keys()][0] ?? '';
    expect(() => openSecret([parts[0], otherId, ...parts.slice(2)].join('.'))).toThrow();
    expect(() => openSecret('plain text')).toThrow(SecretBoxError);
  });

  it('rotates: a new key seals, the old one (DATA_ENCRYPTION_KEYS_OLD) still opens, and without it the value is refused', () => {
    const old = key();
    useKeyring(keyringFrom({ DATA_ENCRYPTION_KEY: old }));
    const sealed = sealSecret('before rotation');
    const hash = keyedHash('ABCDEFGH23');
    const next = key();
    useKeyring(keyringFrom({ DATA_ENCRYPTION_KEY: next, DATA_ENCRYPTION_KEYS_OLD: old }));
    expect(openSecret(sealed)).toBe('before rotation');
    expect(needsReseal(sealed)).toBe(true);
    expect(needsReseal(sealSecret('after'))).toBe(false);
    expect(keyedHashMatches('ABCDEFGH23', hash)).toBe(true);
    useKeyring(keyringFrom({ DATA_ENCRYPTION_KEY: next }));
    expect(() => openSecret(sealed)).toThrow(/not configured/);
    expect(keyedHashMatches('ABCDEFGH23', hash)).toBe(false);
  });

  it('keyed hashes match only their value', () => {
    useKeyring(keyringFrom({ DATA_ENCRYPTION_KEY: key() }));
    const hash = keyedHash('ABCDEFGH23');
    expect(hash).not.toContain('ABCDEFGH23');
    expect(keyedHashMatches('ABCDEFGH23', hash)).toBe(true);
    expect(keyedHashMatches('ABCDEFGH24', hash)).toBe(false);
    expect(keyedHashMatches('ABCDEFGH23', 'garbage')).toBe(false);
  });

  it('needs DATA_ENCRYPTION_KEY in production and refuses a key of the wrong size', () => {
    expect(() => keyringFrom({ NODE_ENV: 'production' })).toThrow(/DATA_ENCRYPTION_KEY must be set/);
    expect(() => keyringFrom({ NODE_ENV: 'development' })).not.toThrow();
    expect(() => keyringFrom({ DATA_ENCRYPTION_KEY: 'c2hvcnQ=' })).toThrow(/32 bytes/);
    expect(() => keyringFrom({ DATA_ENCRYPTION_KEY: 'ab'.repeat(32) })).not.toThrow();
  });
});
