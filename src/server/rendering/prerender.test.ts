import { brotliDecompressSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createPageSender } from './prerender';

/* The compressed prerendered pages kept in memory: bounded, and never filled by made-up Host headers. */

const sender = createPageSender();
const app = Fastify();
// `keep` stands for a fixed origin (PUBLIC_URL or a brand's own domain): the page is then kept under its name.
app.get<{ Params: { n: string }; Querystring: { keep?: string } }>('/page/:n', (request, reply) =>
  sender(
    request,
    reply,
    () => `<html><body>${'page '.repeat(2_000)}${request.params.n}</body></html>`,
    request.query.keep === '1' ? request.params.n : undefined,
  ),
);
afterAll(() => app.close());

const get = (url: string) => app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });

describe('the prerendered page sender', () => {
  it('compresses every page, keeps a fixed-origin page once, and never a page whose address came from the Host', async () => {
    for (let n = 0; n < 150; n++) {
      const res = await get(`/page/host-${n}`);
      expect(res.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(res.rawPayload).toString()).toContain(`host-${n}</body>`);
    }
    expect(sender.kept()).toBe(0);

    const first = await get('/page/home?keep=1');
    const again = await get('/page/home?keep=1');
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(sender.kept()).toBe(1);
  });

  it('keeps at most 100 pages', async () => {
    for (let n = 0; n < 120; n++) await get(`/page/brand-${n}?keep=1`);
    expect(sender.kept()).toBe(100);
  });
});
