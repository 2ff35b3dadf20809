import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/*
 * R48: secrets the site must read back (a two-factor secret) are sealed with AES-256-GCM under a
 * key from the environment, never stored in the clear. Each sealed value names its key
 * ('v1.{keyId}.{iv}.{tag}.{ciphertext}'), so keys can rotate: DATA_ENCRYPTION_KEY seals, and the
 * keys in DATA_ENCRYPTION_KEYS_OLD (comma-separated) still open what they sealed. A key is 32
 * bytes as base64 or hex; its id is the first 8 hex digits of its SHA-256, so no list has to say it.
 */

interface Key {
  id: string;
  bytes: Buffer;
}

/** Only where NODE_ENV is not production: a database copied from a laptop is no secret anyway. */
const DEVELOPMENT_KEY = createHash('sha256').update('flights development data key, never for production').digest();

export class SecretBoxError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SecretBoxError';
  }
}

export function parseKey(text: string): Buffer {
  const trimmed = text.trim();
  const bytes = /^[0-9a-f]{64}$/i.test(trimmed) ? Buffer.from(trimmed, 'hex') : Buffer.from(trimmed, 'base64');
  if (bytes.length !== 32)
    throw new SecretBoxError('a data encryption key must be 32 bytes, as base64 or 64 hex digits');
  return bytes;
}

const keyOf = (bytes: Buffer): Key => ({ id: createHash('sha256').update(bytes).digest('hex').slice(0, 8), bytes });

export interface Keyring {
  current: Key;
  all: Map<string, Key>;
}

/** The keys from the environment; throws in production when DATA_ENCRYPTION_KEY is missing. */
export function keyringFrom(env: NodeJS.ProcessEnv): Keyring {
  const given = env.DATA_ENCRYPTION_KEY?.trim();
  if (!given && env.NODE_ENV === 'production') {
    throw new SecretBoxError('DATA_ENCRYPTION_KEY must be set in production (32 bytes: openssl rand -base64 32)');
  }
  const current = keyOf(given ? parseKey(given) : DEVELOPMENT_KEY);
  const old = (env.DATA_ENCRYPTION_KEYS_OLD ?? '')
    .split(',')
    .filter((part) => part.trim() !== '')
    .map((part) => keyOf(parseKey(part)));
  return { current, all: new Map([...old, current].map((key) => [key.id, key])) };
}

let ring: Keyring | undefined;
/** Read once from the environment, on first use (or set by tests through useKeyring). */
const keyring = () => (ring ??= keyringFrom(process.env));

/** For tests of rotation: the keyring to use from now on (undefined: the environment's again). */
export function useKeyring(next: Keyring | undefined): void {
  ring = next;
}

/** Fails at start, not at the first two-factor set-up, when the key is missing or malformed. */
export function checkSecretBoxKeys(): void {
  keyring();
}

/** True for a value sealSecret made (its format, not whether a key here opens it). */
export function isSealedSecret(value: string): boolean {
  return /^v1\.[0-9a-f]{8}\.[A-Za-z0-9_-]*\.[A-Za-z0-9_-]*\.[A-Za-z0-9_-]*$/.test(value);
}

export function sealSecret(plain: string): string {
  const { current } = keyring();
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', current.bytes, iv);
  // The key id is bound in as associated data: a value cannot be relabelled to another key.
  cipher.setAAD(Buffer.from(current.id));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url'));
  return ['v1', current.id, ...parts].join('.');
}

export function openSecret(sealed: string): string {
  const [version, id, iv, tag, body, ...rest] = sealed.split('.');
  if (version !== 'v1' || !id || iv === undefined || tag === undefined || body === undefined || rest.length) {
    throw new SecretBoxError('not a sealed value');
  }
  const key = keyring().all.get(id);
  if (!key) throw new SecretBoxError(`sealed with key ${id}, which is not configured (DATA_ENCRYPTION_KEYS_OLD?)`);
  const decipher = createDecipheriv('aes-256-gcm', key.bytes, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(id));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}

/** True when a value was sealed with an older key and should be sealed again. */
export function needsReseal(sealed: string): boolean {
  return sealed.split('.')[1] !== keyring().current.id;
}

/**
 * A keyed hash (HMAC-SHA-256 under a key derived from the current data key) for values only ever
 * compared, never read back: recovery codes. Prefixed with the key id like sealed values, so a
 * rotation keeps old hashes checkable while their key is in DATA_ENCRYPTION_KEYS_OLD.
 */
export function keyedHash(value: string): string {
  const { current } = keyring();
  return `${current.id}.${hmac(current, value)}`;
}

export function keyedHashMatches(value: string, stored: string): boolean {
  const [id, digest] = stored.split('.');
  const key = id ? keyring().all.get(id) : undefined;
  if (!key || !digest) return false;
  const expected = Buffer.from(hmac(key, value), 'base64url');
  const given = Buffer.from(digest, 'base64url');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

function hmac(key: Key, value: string): string {
  // A key of its own for hashing, derived from the data key: one key, one use.
  const hashKey = createHmac('sha256', key.bytes).update('keyed-hash').digest();
  return createHmac('sha256', hashKey).update(value).digest('base64url');
}
