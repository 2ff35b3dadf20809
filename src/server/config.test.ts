import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseEnv, passwordHashing } from './config';

const tmp = () => mkdtempSync(path.join(tmpdir(), 'fb-config-'));

describe('configuration', () => {
  it('runs on a fresh machine with no variables: port 3000, ./data, PGlite', () => {
    const cwd = tmp();
    const config = loadConfig({}, cwd);
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe(path.join(cwd, 'data'));
    expect(config.databaseUrl).toBeUndefined();
  });

  it('names every bad variable at once', () => {
    let error: unknown;
    try {
      parseEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x', PUBLIC_URL: 'not a url' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toMatch(/^PORT: .*"eighty"/m);
    expect(problems).toMatch(/^DATABASE_URL: must be a postgres:\/\/ or postgresql:\/\/ URL/m);
    expect(problems).toMatch(/^PUBLIC_URL: must be an absolute URL/m);
  });

  it('R48: refuses a data encryption key that is not 32 bytes, and old keys likewise', () => {
    expect(() => parseEnv({ DATA_ENCRYPTION_KEY: 'short' })).toThrow(/DATA_ENCRYPTION_KEY: must be 32 bytes/);
    expect(() => parseEnv({ DATA_ENCRYPTION_KEYS_OLD: `${'ab'.repeat(32)},nope` })).toThrow(
      /DATA_ENCRYPTION_KEYS_OLD: must be comma-separated keys/,
    );
    expect(loadConfig({ DATA_ENCRYPTION_KEY: 'ab'.repeat(32) }, tmp()).dataEncryption?.key).toBe('ab'.repeat(32));
  });

  it('R48: no development key in production: without DATA_ENCRYPTION_KEY one is generated into DATA_DIR once', () => {
    const cwd = tmp();
    expect(loadConfig({}, cwd).dataEncryption?.key).toBeUndefined();
    const first = loadConfig({ NODE_ENV: 'production' }, cwd).dataEncryption?.key;
    expect(Buffer.from(first ?? '', 'base64')).toHaveLength(32);
    expect(readFileSync(path.join(cwd, 'data', 'data-encryption-key'), 'utf8').trim()).toBe(first);
    expect(loadConfig({ NODE_ENV: 'production' }, cwd).dataEncryption?.key).toBe(first);
  });

  it('refuses a port out of range', () => {
    expect(() => parseEnv({ PORT: '70000' })).toThrow(/PORT/);
  });

  it('refuses a short SESSION_SECRET without printing it', () => {
    let error: unknown;
    try {
      parseEnv({ SESSION_SECRET: 'short-secret' });
    } catch (e) {
      error = e;
    }
    expect((error as ConfigError).message).toMatch(/SESSION_SECRET: must be at least 32 characters/);
    expect((error as ConfigError).message).not.toContain('short-secret');
  });

  it('generates a session secret once and keeps it in DATA_DIR across restarts', () => {
    const cwd = tmp();
    const first = loadConfig({ DATA_DIR: 'store' }, cwd).sessionSecret;
    const second = loadConfig({ DATA_DIR: 'store' }, cwd).sessionSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(second).toBe(first);
    expect(readFileSync(path.join(cwd, 'store', 'session-secret'), 'utf8').trim()).toBe(first);
  });

  it('uses a given SESSION_SECRET and PostgreSQL when DATABASE_URL is set', () => {
    const config = loadConfig(
      { SESSION_SECRET: 'x'.repeat(40), DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/app', PORT: '8080' },
      tmp(),
    );
    expect(config.sessionSecret).toBe('x'.repeat(40));
    expect(config.databaseUrl).toBe('postgres://postgres@127.0.0.1:5432/app');
    expect(config.port).toBe(8080);
  });

  it.each([
    [undefined, false],
    ['false', false],
    ['0', false],
    ['true', 1],
    ['1', 1],
    ['2', 2],
    ['10.0.0.0/8, 127.0.0.1', ['10.0.0.0/8', '127.0.0.1']],
    ['loopback,fd00::/8', ['loopback', 'fd00::/8']],
  ])('reads TRUST_PROXY=%s as %o: a hop count or proxy addresses, never "trust every hop"', (value, expected) => {
    expect(parseEnv(value === undefined ? {} : { TRUST_PROXY: value }).TRUST_PROXY).toEqual(expected);
  });

  it.each(['yes', '-1', '10.0.0.0/33', 'proxy.example.com'])('refuses TRUST_PROXY=%s', (value) => {
    expect(() => parseEnv({ TRUST_PROXY: value })).toThrow(/^ *- TRUST_PROXY: must be/m);
  });

  it('treats empty provider keys as absent', () => {
    const config = loadConfig({ DUFFEL_ACCESS_TOKEN: '', STRIPE_SECRET_KEY: '  ' }, tmp());
    expect(config.providers.duffelAccessToken).toBeUndefined();
    expect(config.providers.stripeSecretKey).toBeUndefined();
  });

  it('reads STRIPE_API_BASE (a stand-in for tests) and refuses one with a path', () => {
    const config = loadConfig({ STRIPE_API_BASE: 'http://127.0.0.1:4010' }, tmp());
    expect(config.providers.stripeApiBase).toBe('http://127.0.0.1:4010');
    expect(loadConfig({}, tmp()).providers.stripeApiBase).toBeUndefined();
    expect(() => parseEnv({ STRIPE_API_BASE: 'http://127.0.0.1:4010/v1' })).toThrow(/STRIPE_API_BASE/);
  });

  it("takes Stripe's keys as a pair of one mode: the server's secret and the page's publishable key (R23)", () => {
    const pair = { STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_PUBLISHABLE_KEY: 'pk_test_abc' };
    expect(loadConfig(pair, tmp()).providers.stripePublishableKey).toBe('pk_test_abc');
    expect(() => parseEnv({ STRIPE_SECRET_KEY: 'sk_test_abc' })).toThrow(
      /STRIPE_PUBLISHABLE_KEY: is needed with STRIPE_SECRET_KEY/,
    );
    expect(() => parseEnv({ STRIPE_PUBLISHABLE_KEY: 'pk_test_abc' })).toThrow(/STRIPE_SECRET_KEY: is needed/);
    expect(() => parseEnv({ ...pair, STRIPE_PUBLISHABLE_KEY: 'pk_live_abc' })).toThrow(/same mode/);
    expect(() => parseEnv({ ...pair, STRIPE_PUBLISHABLE_KEY: 'sk_test_abc' })).toThrow(/publishable key/);
    // The key is never echoed in the message.
    expect(() => parseEnv({ ...pair, STRIPE_PUBLISHABLE_KEY: 'pk_live_secretish' })).not.toThrow(/secretish/);
  });

  it('hashes passwords on a thread per core, shared out among the processes, 16 waiting per thread (R44)', () => {
    const env = (more: Record<string, string>) => parseEnv(more);
    expect(passwordHashing(env({}), 8)).toEqual({ threads: 8, queueLimit: 128 });
    expect(passwordHashing(env({ WEB_CONCURRENCY: '4' }), 8)).toEqual({ threads: 2, queueLimit: 32 });
    expect(passwordHashing(env({ WEB_CONCURRENCY: '4' }), 2)).toEqual({ threads: 1, queueLimit: 16 });
    expect(passwordHashing(env({ PASSWORD_HASH_THREADS: '3', PASSWORD_HASH_QUEUE_LIMIT: '0' }), 8)).toEqual({
      threads: 3,
      queueLimit: 0,
    });
    expect(passwordHashing(env({ PASSWORD_HASH_THREADS: '', PASSWORD_HASH_QUEUE_LIMIT: '' }), 2)).toEqual({
      threads: 2,
      queueLimit: 32,
    });
    expect(loadConfig({}, tmp()).passwordHashing.threads).toBeGreaterThanOrEqual(1);
    expect(() => parseEnv({ PASSWORD_HASH_THREADS: '0' })).toThrow(/PASSWORD_HASH_THREADS: must be a whole number/);
    expect(() => parseEnv({ PASSWORD_HASH_QUEUE_LIMIT: 'lots' })).toThrow(/PASSWORD_HASH_QUEUE_LIMIT/);
  });
});
