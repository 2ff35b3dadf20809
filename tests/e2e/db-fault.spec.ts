import { randomBytes } from 'node:crypto';
import { createServer, connect, type Server, type Socket } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from './support/server';

/*
 * The database going away under a running site (a restart, a failover, a cut cable) and coming
 * back. The built server talks to PostgreSQL through a TCP proxy this test controls: cutting it
 * destroys every open connection and refuses new ones, restoring it lets them through again.
 * While cut, requests that need the database must fail fast with a JSON 503, the process must
 * stay up, and once restored the same process must serve again, with no restart.
 */

const ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const DB_NAME = `fb_dbfault_${randomBytes(4).toString('hex')}`;

/**
 * Forwards to 127.0.0.1:5432 until cut; while cut, every connection is closed on arrival. While
 * stalled, connections stay open and nothing passes either way: a frozen server or a network that
 * drops packets without a word, which no error ever reports.
 */
class CuttableProxy {
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();
  private cut = false;
  private stalled = false;
  port = 0;

  async start(): Promise<void> {
    this.server = createServer((client) => {
      if (this.cut) {
        client.destroy();
        return;
      }
      if (this.stalled) {
        this.sockets.add(client);
        client.on('close', () => this.sockets.delete(client));
        client.on('error', () => undefined);
        client.pause();
        return;
      }
      const upstream = connect(5432, '127.0.0.1');
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    const address = this.server.address();
    this.port = typeof address === 'object' && address ? address.port : 0;
  }

  sever(): void {
    this.cut = true;
    for (const socket of this.sockets) socket.destroy();
  }

  restore(): void {
    this.cut = false;
  }

  stall(): void {
    this.stalled = true;
    for (const socket of this.sockets) socket.pause();
  }

  unstall(): void {
    this.stalled = false;
    // Connections opened while stalled were never forwarded: their clients give up and reconnect.
    for (const socket of this.sockets) socket.resume();
  }

  get open(): number {
    return this.sockets.size;
  }

  async close(): Promise<void> {
    this.sever();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }
}

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const proxy = new CuttableProxy();
let server: RunningServer;

beforeAll(async () => {
  await admin(`CREATE DATABASE ${DB_NAME}`);
  await proxy.start();
  server = await startServer({
    NODE_ENV: 'test',
    DATABASE_URL: `postgres://postgres@127.0.0.1:${proxy.port}/${DB_NAME}`,
  });
});

afterAll(async () => {
  await server?.stop();
  await proxy.close();
  await admin(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
});

interface Answer {
  status: number;
  body: Record<string, unknown>;
  ms: number;
}

async function call(path: string, init: RequestInit = {}): Promise<Answer> {
  const started = performance.now();
  const res = await fetch(`${server.url}${path}`, { ...init, signal: AbortSignal.timeout(30_000) });
  const text = await res.text();
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    body = { unparsed: text };
  }
  return { status: res.status, body, ms: performance.now() - started };
}

const postJson = (path: string, payload: unknown) =>
  call(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(payload) });

const user = { username: `dbfault_${Date.now().toString(36)}`, password: 'secret-pass' };
let cookie = '';
const signIn = () => postJson('/api/auth/login', user);
/** Requests that each need the database: a plain read, a session look-up, a sign-in. */
const needsDatabase = () =>
  Promise.all([call('/api/system/mode'), call('/api/auth/user', { headers: { cookie } }), signIn()]);

describe('the database cut and restored under a running server', () => {
  it('serves while connected', async () => {
    const registered = await postJson('/api/auth/register', {
      ...user,
      email: `${user.username}@example.com`,
      firstName: 'Ada',
      lastName: 'Lovelace',
      acceptTerms: true,
    });
    expect(registered.status, JSON.stringify(registered.body)).toBe(201);
    expect((await call('/readyz')).status).toBe(200);
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(user),
    });
    expect(login.status).toBe(200);
    cookie = (login.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
    expect((await call('/api/auth/user', { headers: { cookie } })).status).toBe(200);
    expect(proxy.open).toBeGreaterThan(0);
  });

  it('while cut: 503 JSON without a stack, in bounded time; /readyz not ready; /healthz alive', async () => {
    proxy.sever();
    const answers = await needsDatabase();
    for (const answer of answers) {
      expect(answer.status, JSON.stringify(answer.body)).toBe(503);
      expect(answer.body).toEqual({
        error: 'SERVICE_UNAVAILABLE',
        message: 'The service is temporarily unavailable. Please try again in a moment.',
      });
      expect(JSON.stringify(answer.body)).not.toMatch(/ at |stack|ECONN|5432/);
      // The pool waits at most connectionTimeoutMillis (5 s) for a connection.
      expect(answer.ms).toBeLessThan(10_000);
    }
    const ready = await call('/readyz');
    expect([ready.status, ready.body.error]).toEqual([503, 'NOT_READY']);
    expect((await call('/healthz')).status).toBe(200);
    expect(server.process.exitCode).toBeNull();
  });

  it('after restoring: the same process serves again', async () => {
    proxy.restore();
    const deadline = Date.now() + 15_000;
    let ready = await call('/readyz');
    while (ready.status !== 200 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      ready = await call('/readyz');
    }
    expect(ready.status).toBe(200);
    const [mode, me, login] = await needsDatabase();
    expect(mode.status, JSON.stringify(mode.body)).toBe(200);
    expect(me.status, JSON.stringify(me.body)).toBe(200);
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    expect(server.process.exitCode).toBeNull();
    expect(server.output()).not.toMatch(/uncaught|unhandled/i);
  });

  it('while stalled (open, silent): 503 JSON within the query timeout, then serves again (R37)', async () => {
    const me = () => call('/api/auth/user', { headers: { cookie } });
    expect((await me()).status).toBe(200);
    proxy.stall();
    try {
      // Both need the database each time (the site mode may be answered from memory).
      const answers = await Promise.all([me(), signIn()]);
      for (const answer of answers) {
        expect(answer.status, JSON.stringify(answer.body)).toBe(503);
        expect(answer.body.error).toBe('SERVICE_UNAVAILABLE');
        // query_timeout is 10 s, a new connection's wait 5 s (src/server/db/client.ts).
        expect(answer.ms).toBeLessThan(15_000);
      }
    } finally {
      proxy.unstall();
    }
    const deadline = Date.now() + 20_000;
    let after = await me();
    while (after.status !== 200 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      after = await me();
    }
    expect(after.status).toBe(200);
    expect(server.process.exitCode).toBeNull();
  }, 60_000);
});
