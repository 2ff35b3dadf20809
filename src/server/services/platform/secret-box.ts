import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/*
 * Personal data and secrets kept encrypted at rest (R49: passport numbers): AES-256-GCM with a
 * random 96-bit IV per value. A sealed value names the key that sealed it
 * (`v1:<keyId>:<iv>:<ciphertext>:<tag>`, base64url parts, keyId = first 8 hex of sha256(key)), so
 * the key can be rotated: the new key goes to DATA_ENCRYPTION_KEY, the old ones to
 * DATA_ENCRYPTION_KEYS_OLD (comma-separated); values sealed with an old key still open, and every
 * new value is sealed with the current one (docs/deploying.md).
 */

const VERSION = 'v1';
/** Outside production only: a fixed key so a fresh checkout runs with no configuration. */
const DEVELOPMENT_KEY = 'skybound-development-data-encryption-key-not-for-production';

export class SecretBoxError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SecretBoxError';
  }
}

interface Key {
  id: string;
  bytes: Buffer;
}

/** A key as configured: 64 hex digits or base64(url) of 32 bytes; any other text is hashed to 32 bytes. */
function keyBytes(text: string): Buffer {
  const trimmed = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(trimmed)) return Buffer.from(trimmed, 'hex');
  const decoded = Buffer.from(trimmed, 'base64url');
  if (decoded.length === 32 && /^[A-Za-z0-9+/_-]{43}=?$/.test(trimmed)) return decoded;
  return createHash('sha256').update(trimmed).digest();
}

function toKey(text: string): Key {
  const bytes = keyBytes(text);
  return { id: createHash('sha256').update(bytes).digest('hex').slice(0, 8), bytes };
}

interface Keys {
  current: Key;
  all: Map<string, Key>;
}

let cached: { source: string; keys: Keys } | null = null;
/** A key the configuration resolved (config.ts: generated into DATA_DIR when production sets none). */
let configuredKey: string | undefined;

/**
 * The key to use when DATA_ENCRYPTION_KEY is unset: loadConfig keeps one in DATA_DIR, as it does
 * the session secret, so `npm start` needs no key; several processes must share it (docs/deploying.md).
 */
export function useDataEncryptionKey(key: string | undefined): void {
  configuredKey = key;
}

/** Read from the environment each time it changes (tests set it; production sets it once). */
function keys(env: NodeJS.ProcessEnv = process.env): Keys {
  const source = `${env.NODE_ENV ?? ''}|${env.DATA_ENCRYPTION_KEY ?? ''}|${env.DATA_ENCRYPTION_KEYS_OLD ?? ''}|${configuredKey ?? ''}`;
  if (cached?.source === source) return cached.keys;
  let main = env.DATA_ENCRYPTION_KEY?.trim() || configuredKey;
  if (!main) {
    if (env.NODE_ENV === 'production') throw new SecretBoxError('DATA_ENCRYPTION_KEY is required in production');
    main = DEVELOPMENT_KEY;
  }
  const current = toKey(main);
  const all = new Map<string, Key>([[current.id, current]]);
  for (const old of (env.DATA_ENCRYPTION_KEYS_OLD ?? '').split(',')) {
    if (old.trim() === '') continue;
    const key = toKey(old);
    if (!all.has(key.id)) all.set(key.id, key);
  }
  const built = { current, all };
  cached = { source, keys: built };
  return built;
}

/** Seals a value with the current key; each call gives a different text for the same value. */
export function sealSecret(plain: string): string {
  const { current } = keys();
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', current.bytes, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [VERSION, current.id, iv.toString('base64url'), body.toString('base64url'), tag.toString('base64url')].join(
    ':',
  );
}

/** Opens a sealed value with the key it names; a changed value or an unknown key throws. */
export function openSecret(sealed: string): string {
  const parts = sealed.split(':');
  if (parts.length !== 5 || parts[0] !== VERSION) throw new SecretBoxError('Not a sealed value');
  const [, keyId, iv, body, tag] = parts as [string, string, string, string, string];
  const key = keys().all.get(keyId);
  if (!key) throw new SecretBoxError(`No configured key ${keyId} opens this value`);
  try {
    const decipher = createDecipheriv('aes-256-gcm', key.bytes, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    throw new SecretBoxError('The sealed value was changed or the key is wrong');
  }
}

/** The id of the key new values are sealed with (for the rotation check in docs/deploying.md). */
export function currentKeyId(): string {
  return keys().current.id;
}

/** True when a sealed value was sealed with an older key and should be sealed again. */
export function sealedWithOldKey(sealed: string): boolean {
  return sealed.split(':')[1] !== keys().current.id;
}
