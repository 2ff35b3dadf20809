import { connect, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { useTestDatabase } from './testing/database';
import { testConfig } from './testing/app';

/*
 * app.close() with keep-alive clients, over a real socket: what a proxy's upstream pool or a
 * browser sees when the process is told to stop. (tests/e2e/shutdown-under-load.spec.ts does the
 * same under autocannon load against the built server.)
 */

const database = useTestDatabase();
let app: FastifyInstance | undefined;
afterEach(async () => {
  if (app?.server.listening) await app.close();
  app = undefined;
});

/** The app with a route that takes 300 ms, listening on a free loopback port. */
async function listening() {
  const built = await buildApp(testConfig(), database);
  built.get('/test/slow', async () => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    return { ok: true };
  });
  await built.listen({ host: '127.0.0.1', port: 0 });
  app = built;
  return { app: built, port: (built.server.address() as { port: number }).port };
}

/** A raw HTTP/1.1 keep-alive connection that records what comes back. */
function keepAliveClient(port: number) {
  const socket: Socket = connect(port, '127.0.0.1');
  const state = { received: '', ended: false };
  socket.on('data', (chunk: Buffer) => (state.received += chunk.toString('latin1')));
  socket.on('end', () => (state.ended = true));
  socket.on('error', () => {});
  const send = (path: string) => socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
  const responses = () => state.received.split('HTTP/1.1 ').slice(1);
  return { socket, state, send, responses };
}

const until = async (check: () => boolean, ms = 3_000) => {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

describe('closing with keep-alive connections open', () => {
  it('finishes a request in flight, tells the client to close, and is closed long before the keep-alive timeout', async () => {
    const { app, port } = await listening();
    const client = keepAliveClient(port);
    client.send('/test/slow');
    await new Promise((resolve) => setTimeout(resolve, 100));

    const started = Date.now();
    await app.close();

    expect(Date.now() - started).toBeLessThan(2_000);
    await until(() => client.state.ended);
    const [answer] = client.responses();
    expect(answer).toMatch(/^200 OK/);
    expect(answer).toMatch(/\r\nconnection: close\r\n/i);
  });

  it('serves a request that is arriving while closing, with Connection: close, not a 503', async () => {
    const { app, port } = await listening();
    const client = keepAliveClient(port);
    client.send('/healthz');
    await until(() => client.responses().length === 1);
    // Half a request is on the wire when the signal comes: the connection is not idle, so it stays
    // open, and the rest of the request arrives after closing began.
    client.socket.write('GET /healthz HTTP/1.1\r\nHost: local');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const closed = app.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    client.socket.write('host\r\n\r\n');
    await closed;
    await until(() => client.state.ended);

    const [, second] = client.responses();
    expect(second).toMatch(/^200 OK/);
    expect(second).toMatch(/\r\nconnection: close\r\n/i);
    expect(second).toContain('{"status":"ok"}');
  });

  it('closes an idle keep-alive connection at once', async () => {
    const { app, port } = await listening();
    const client = keepAliveClient(port);
    client.send('/healthz');
    await until(() => client.responses().length === 1);
    expect(client.responses()[0]).toMatch(/\r\nconnection: keep-alive\r\n/i);

    const started = Date.now();
    await app.close();
    expect(Date.now() - started).toBeLessThan(1_000);
    await until(() => client.state.ended || client.socket.destroyed);
  });

  it('lets a password hash in flight finish, then stops the hashing threads with the app (R44)', async () => {
    const { app } = await listening();
    // At the production work factor, on the app's own pool: still running when close begins.
    const hashing = app.auth.hasher.hash('hash-in-flight');
    await app.close();
    expect(await hashing).toMatch(/^\$scrypt\$ln=17,r=8,p=1\$/);
    await expect(app.auth.hasher.hash('after-close')).rejects.toThrow('closed');
  });
});
