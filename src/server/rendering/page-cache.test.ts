import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { acceptedEncoding, createPageSender } from './page-cache';

/* R44: server-drawn pages kept compressed per brand, origin, path and encoding, in bounded stores. */

const PAGE_BYTES = 10_000;
const pageHtml = (name: string) => `<html><body>${'page '.repeat(PAGE_BYTES / 5)}${name}</body></html>`;

function server(limits = { fixedBytes: 10 * 2 ** 20, passingBytes: 2 ** 20 }) {
  const sender = createPageSender(limits);
  const app = Fastify();
  let drawn = 0;
  // `fixed=1` stands for a fixed origin (PUBLIC_URL or a brand's own domain); `keep=0` for a page never kept.
  app.get<{ Params: { n: string }; Querystring: { fixed?: string; keep?: string } }>('/page/:n', (request, reply) =>
    sender(
      request,
      reply,
      () => {
        drawn++;
        return pageHtml(request.params.n);
      },
      request.query.keep === '0' ? undefined : { key: request.params.n, fixedOrigin: request.query.fixed === '1' },
    ),
  );
  return { app, sender, drawn: () => drawn };
}

const br = { 'accept-encoding': 'gzip, deflate, br' };

describe('kept pages', () => {
  const { app, sender, drawn } = server();
  afterAll(() => app.close());
  const get = (url: string, headers: Record<string, string> = br) => app.inject({ method: 'GET', url, headers });

  it('draws and compresses a page once for every origin, fixed or not, and sends the same bytes after', async () => {
    for (const fixed of ['1', '0']) {
      const before = drawn();
      const first = await get(`/page/home-${fixed}?fixed=${fixed}`);
      const again = await get(`/page/home-${fixed}?fixed=${fixed}`);
      expect(first.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(first.rawPayload).toString()).toBe(pageHtml(`home-${fixed}`));
      expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
      expect(drawn() - before).toBe(1);
    }
    expect(sender.kept()).toEqual({ fixed: 1, passing: 1 });
  });

  it('keeps one copy per encoding the browser asks for', async () => {
    const gz = await get('/page/enc?fixed=1', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(pageHtml('enc'));
    const plain = await get('/page/enc?fixed=1', {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(pageHtml('enc'));
    expect(plain.headers.vary).toBe('Accept-Encoding');
  });

  it('draws a page once while many requests for it arrive together', async () => {
    const before = drawn();
    const answers = await Promise.all(Array.from({ length: 20 }, () => get('/page/burst?fixed=1')));
    expect(new Set(answers.map((a) => a.rawPayload.toString('base64'))).size).toBe(1);
    expect(drawn() - before).toBe(1);
  });

  it('compresses a page that is never kept on every request, and keeps nothing of it', async () => {
    const kept = sender.kept();
    const before = drawn();
    await get('/page/odd?keep=0');
    const res = await get('/page/odd?keep=0');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(pageHtml('odd'));
    expect(drawn() - before).toBe(2);
    expect(sender.kept()).toEqual(kept);
  });
});

describe('the stores are bounded by bytes, and made-up hosts only churn their own', () => {
  // Room for about 10 compressed test pages in the passing store.
  const { app, sender } = server({ fixedBytes: 2 ** 20, passingBytes: 10 * 60 });
  afterAll(() => app.close());
  const get = (url: string) => app.inject({ method: 'GET', url, headers: br });

  it('evicts the least recently used passing pages and never the fixed ones', async () => {
    for (let n = 0; n < 5; n++) await get(`/page/real-${n}?fixed=1`);
    for (let n = 0; n < 200; n++) await get(`/page/made-up-host-${n}`);
    const { fixed, passing } = sender.kept();
    expect(fixed).toBe(5);
    expect(passing).toBeGreaterThan(0);
    expect(passing).toBeLessThan(20);
  });
});

describe('acceptedEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['identity', 'identity'],
    [undefined, 'identity'],
  ] as const)('%s -> %s', (header, expected) => {
    expect(acceptedEncoding(header)).toBe(expected);
  });
});
