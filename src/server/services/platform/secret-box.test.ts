import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { openSecret, SecretBoxError, sealSecret } from './secret-box';

/* R49: passports sealed with AES-256-GCM, the key named in each value so it can be rotated. */

const KEY_A = 'a'.repeat(64);
const KEY_B = 'b'.repeat(64);
const idOf = (hex: string) => createHash('sha256').update(Buffer.from(hex, 'hex')).digest('hex').slice(0, 8);
const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
});

describe('R49: secret box', () => {
  it('R49: seals as v1:<keyId>:<iv>:<ciphertext>:<tag>, differently each time, and opens again', () => {
    process.env.DATA_ENCRYPTION_KEY = KEY_A;
    const one = sealSecret('X12345678');
    const two = sealSecret('X12345678');
    expect(one).toMatch(new RegExp(`^v1:${idOf(KEY_A)}:[\\w-]{16}:[\\w-]+:[\\w-]{22}$`));
    expect(one).not.toBe(two);
    expect(one).not.toContain('X12345678');
    expect(openSecret(one)).toBe('X12345678');
  });

  it('R49: refuses a changed value', () => {
    process.env.DATA_ENCRYPTION_KEY = KEY_A;
    const parts = sealSecret('X12345678').split(':');
    parts[3] = Buffer.from('Y12345678').toString('base64url');
    expect(() => openSecret(parts.join(':'))).toThrow(SecretBoxError);
  });

  it('R49: after a rotation old values open with DATA_ENCRYPTION_KEYS_OLD, and not without it', () => {
    process.env.DATA_ENCRYPTION_KEY = KEY_A;
    const old = sealSecret('X12345678');
    process.env.DATA_ENCRYPTION_KEY = KEY_B;
    expect(() => openSecret(old)).toThrow(SecretBoxError);
    process.env.DATA_ENCRYPTION_KEYS_OLD = KEY_A;
    expect(openSecret(old)).toBe('X12345678');
    expect(sealSecret('X12345678').split(':')[1]).toBe(idOf(KEY_B));
  });

  it('R49: production without a key refuses to seal (no development default there)', () => {
    process.env.NODE_ENV = 'production';
    delete process.env.DATA_ENCRYPTION_KEY;
    expect(() => sealSecret('X12345678')).toThrow(/DATA_ENCRYPTION_KEY is required/);
  });
});
