import { randomBytes, randomInt, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import type { HashPool, ScryptJob } from './hash-pool';

/**
 * Password hashing with scrypt at OWASP's parameters (N=2^17, r=8, p=1: 128 MiB, ~300 ms).
 * Each hash carries its parameters ('$scrypt$ln=17,r=8,p=1$salt$hash'), so they can be raised
 * later: old hashes still verify, and `needsRehash` tells sign-in to upgrade them.
 */
export interface ScryptParams {
  /** log2 of N, the CPU and memory cost. */
  logN: number;
  r: number;
  p: number;
}

export const PRODUCTION_SCRYPT: ScryptParams = { logN: 17, r: 8, p: 1 };
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
const PREFIX = '$scrypt$';

function scryptJob(password: string, salt: Buffer, params: ScryptParams): ScryptJob {
  const N = 2 ** params.logN;
  return {
    password: password.normalize('NFC'),
    salt,
    N,
    r: params.r,
    p: params.p,
    keyLength: KEY_LENGTH,
    // Node's default 32 MiB ceiling is below what N=2^17 needs (128 * N * r bytes); allow twice that.
    maxmem: 256 * N * params.r * params.p,
  };
}

/** In this process, on libuv's pool: for scripts (admin:create) and tests, never the serving app. */
function scryptHere(job: ScryptJob): Promise<Buffer> {
  const { password, salt, keyLength, ...options } = job;
  return new Promise((resolve, reject) => {
    scrypt(password, salt, keyLength, options satisfies ScryptOptions, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

function encode(params: ScryptParams, salt: Buffer, key: Buffer): string {
  return `${PREFIX}ln=${params.logN},r=${params.r},p=${params.p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

interface Decoded {
  params: ScryptParams;
  salt: Buffer;
  key: Buffer;
}

const ENCODED = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9_-]+)\$([A-Za-z0-9_-]+)$/;

function decode(encoded: string): Decoded | undefined {
  const match = ENCODED.exec(encoded);
  if (!match) return undefined;
  const [, logN, r, p, salt, key] = match;
  const params = { logN: Number(logN), r: Number(r), p: Number(p) };
  // A stored hash asking for absurd work would hang the process; no sane setting goes this high.
  if (params.logN < 1 || params.logN > 22 || params.r < 1 || params.r > 32 || params.p < 1 || params.p > 16) {
    return undefined;
  }
  return {
    params,
    salt: Buffer.from(salt ?? '', 'base64url'),
    key: Buffer.from(key ?? '', 'base64url'),
  };
}

/**
 * Hashes and verifies passwords at one work factor; tests that are not about hashing use a cheap
 * one. The site's hasher works on its HashPool (R44), which refuses with BusyError when full.
 */
export class PasswordHasher {
  constructor(
    readonly params: ScryptParams = PRODUCTION_SCRYPT,
    /** Where the work runs; without one, in this process (scripts, tests). */
    readonly pool?: HashPool,
    private readonly evenWhenFull = false,
  ) {}

  /**
   * The same hasher, never refused by a full pool: it waits its turn. For work that must not fail
   * once started (a booking's account, made after the money is taken).
   */
  evenWhenBusy(): PasswordHasher {
    return new PasswordHasher(this.params, this.pool, true);
  }

  /** BusyError now if hashing would be refused: lets a caller refuse before it changes anything. */
  refuseIfBusy(): void {
    if (!this.evenWhenFull) this.pool?.refuseIfFull();
  }

  private derive(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
    const job = scryptJob(password, salt, params);
    return this.pool ? this.pool.derive(job, { evenWhenFull: this.evenWhenFull }) : scryptHere(job);
  }

  async hash(password: string): Promise<string> {
    const salt = randomBytes(SALT_LENGTH);
    return encode(this.params, salt, await this.derive(password, salt, this.params));
  }

  /** Constant-time comparison; a malformed stored hash never matches. */
  async verify(password: string, encoded: string): Promise<boolean> {
    const decoded = decode(encoded);
    if (!decoded || decoded.key.length !== KEY_LENGTH) return false;
    const key = await this.derive(password, decoded.salt, decoded.params);
    return timingSafeEqual(key, decoded.key);
  }

  /**
   * Spends the same time as `verify` and always fails: used when the username is unknown, so
   * the answer's timing does not tell whether an account exists. Against a random key of our
   * parameters: the same scrypt work as a real hash, with no hash to make first.
   */
  async verifyDummy(password: string): Promise<false> {
    await this.verify(password, encode(this.params, randomBytes(SALT_LENGTH), randomBytes(KEY_LENGTH)));
    return false;
  }

  /** True when a stored hash was made with other parameters than ours (raised since, say). */
  needsRehash(encoded: string): boolean {
    const decoded = decode(encoded);
    if (!decoded) return true;
    const { logN, r, p } = decoded.params;
    return logN !== this.params.logN || r !== this.params.r || p !== this.params.p;
  }
}

const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const SPECIAL = '!#$%&*+-=?@^_';

/**
 * A strong random password for accounts the site creates (R6): 20 characters from a
 * CSPRNG, at least one of each class, so it also passes the change-password rules.
 */
export function generatePassword(length = 20): string {
  const all = LOWER + UPPER + DIGITS + SPECIAL;
  const pick = (set: string) => set.charAt(randomInt(set.length));
  const chars = [pick(LOWER), pick(UPPER), pick(DIGITS), pick(SPECIAL)];
  while (chars.length < length) chars.push(pick(all));
  // Fisher-Yates, so the guaranteed classes are not always in front.
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j] as string, chars[i] as string];
  }
  return chars.join('');
}
