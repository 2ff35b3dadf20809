import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SearchResponseSchema, type SearchResponse } from '../../shared/schemas/flights';

/*
 * A page of 30 offers is 100-200 KB of JSON: checking it against the schema and writing it costs
 * milliseconds, and sending it raw costs more. While its search is cached the flights service
 * hands back the very same page object, so each page is checked and written once, compressed
 * once per encoding the browser accepts (brotli, else gzip: about a tenth of the size), and
 * then sent as those bytes.
 */

type Encoding = 'br' | 'gzip' | 'identity';

const compressors: Record<Exclude<Encoding, 'identity'>, (body: Buffer) => Promise<Buffer>> = {
  // Quality 5: most of brotli's gain for a few milliseconds, paid once per page.
  br: (body) => promisify(brotliCompress)(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (body) => promisify(gzip)(body),
};

const written = new WeakMap<SearchResponse, Map<Encoding, Promise<Buffer>>>();

/** The best encoding both sides know, from an Accept-Encoding header ("gzip, deflate, br;q=1"). */
export function pickEncoding(header: string | undefined): Encoding {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
    if (name && (q === undefined || Number(q) > 0)) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return 'identity';
}

function bytesFor(page: SearchResponse, encoding: Encoding): Promise<Buffer> {
  let byEncoding = written.get(page);
  if (!byEncoding) written.set(page, (byEncoding = new Map()));
  let bytes = byEncoding.get(encoding);
  if (!bytes) {
    bytes =
      encoding === 'identity'
        ? Promise.resolve(Buffer.from(JSON.stringify(SearchResponseSchema.encode(page))))
        : bytesFor(page, 'identity').then(compressors[encoding]);
    byEncoding.set(encoding, bytes);
    bytes.catch(() => byEncoding.delete(encoding)); // a failure is not kept
  }
  return bytes;
}

export async function sendSearchPage(request: FastifyRequest, reply: FastifyReply, page: SearchResponse) {
  const encoding = pickEncoding(request.headers['accept-encoding']);
  const body = await bytesFor(page, encoding);
  reply.header('vary', 'accept-encoding').type('application/json; charset=utf-8');
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.send(body);
}
