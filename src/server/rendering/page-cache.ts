import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';

/*
 * Server-drawn pages (R44): each is drawn and compressed once per (brand, origin, path, encoding)
 * and then sent as kept bytes, whatever PUBLIC_URL says. Compression runs on zlib's worker threads,
 * never on the event loop, and requests that arrive while a page is being made wait for that one
 * copy rather than each making their own.
 *
 * Two bounded stores, by bytes: one for pages whose origin is fixed (PUBLIC_URL or a brand's own
 * domain), one for pages whose origin came from whatever Host the request named (the default
 * start on localhost, a bare IP). Made-up Host headers can only churn the second; the real site's
 * pages stay.
 */

export type Encoding = 'br' | 'gzip' | 'identity';

/** The encodings the request accepts, by name (an encoding with q=0 is refused). */
export function acceptedEncoding(header: string | string[] | undefined): Encoding {
  const names = new Set<string>();
  for (const part of (header ?? '').toString().split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    if (name && (q === undefined || Number(q) > 0)) names.add(name);
  }
  return names.has('br') ? 'br' : names.has('gzip') ? 'gzip' : 'identity';
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Quality 5: most of brotli's gain for a few milliseconds, paid once per kept page. */
export function encodePage(encoding: Encoding, html: string): Promise<Buffer> {
  const body = Buffer.from(html);
  if (encoding === 'br') return brotli(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } });
  if (encoding === 'gzip') return gzipAsync(body, { level: 6 });
  return Promise.resolve(body);
}

export interface PageCacheLimits {
  /** Bytes kept for pages on a fixed origin. */
  fixedBytes: number;
  /** Bytes kept for pages on an origin the request named. */
  passingBytes: number;
}

/** A home page is ~20 KB compressed and a results page ~40 KB: room for hundreds of each. */
export const PAGE_CACHE_LIMITS: PageCacheLimits = { fixedBytes: 32 * 2 ** 20, passingBytes: 8 * 2 ** 20 };

/** Which page a request is for: `key` names its brand, origin, path and variant; undefined is never kept. */
export interface KeepAs {
  key: string;
  fixedOrigin: boolean;
}

export interface PageSender {
  (request: FastifyRequest, reply: FastifyReply, page: () => string, keepAs: KeepAs | undefined): Promise<FastifyReply>;
  /** How many encoded pages are kept, by store (tests). */
  kept(): { fixed: number; passing: number };
}

export function createPageSender(limits: PageCacheLimits = PAGE_CACHE_LIMITS): PageSender {
  const store = (maxSize: number) =>
    new LRUCache<string, Buffer>({ maxSize, sizeCalculation: (body) => Math.max(1, body.length) });
  const fixed = store(limits.fixedBytes);
  const passing = store(limits.passingBytes);
  const making = new Map<string, Promise<Buffer>>();

  function bodyFor(encoding: Encoding, page: () => string, keepAs: KeepAs | undefined): Buffer | Promise<Buffer> {
    if (keepAs === undefined) return encodePage(encoding, page());
    const kept = keepAs.fixedOrigin ? fixed : passing;
    const key = `${encoding}:${keepAs.key}`;
    const body = kept.get(key);
    if (body !== undefined) return body;
    let made = making.get(key);
    if (made === undefined) {
      made = encodePage(encoding, page())
        .then((bytes) => {
          kept.set(key, bytes);
          return bytes;
        })
        .finally(() => making.delete(key));
      making.set(key, made);
    }
    return made;
  }

  const send = async (
    request: FastifyRequest,
    reply: FastifyReply,
    page: () => string,
    keepAs: KeepAs | undefined,
  ): Promise<FastifyReply> => {
    reply.header('Vary', 'Accept-Encoding');
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
    return reply.send(await bodyFor(encoding, page, keepAs));
  };
  return Object.assign(send, { kept: () => ({ fixed: fixed.size, passing: passing.size }) });
}
