import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { acceptedEncoding } from './page-cache';

/*
 * The built client's files, served from memory (R44). The build does not change while the server
 * runs and its files are small (~3 MB with their .br and .gz copies), so they are read once at
 * start: a script or stylesheet then never waits for a disk read on libuv's thread pool, which
 * other work (zlib, DNS, the file system) shares. Source maps, only ever fetched by developer
 * tools, stay on disk and are read when asked for.
 */

const ONE_YEAR = 'public, max-age=31536000, immutable';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};

interface StaticFile {
  type: string;
  cacheControl: string;
  etag: string;
  /** Undefined for a file read from disk on each request (source maps). */
  bodies?: { identity: Buffer; br?: Buffer; gzip?: Buffer };
  file: string;
}

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile()) yield full;
  }
}

const readIfThere = (file: string) => {
  try {
    return statSync(file).isFile() ? readFileSync(file) : undefined;
  } catch {
    return undefined;
  }
};

/** Every file of the build by its URL path; index.html is the pages' template, not a file to send. */
export function loadStaticFiles(clientDir: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  const assets = path.join(clientDir, 'assets') + path.sep;
  for (const file of filesUnder(clientDir)) {
    if (/\.(br|gz)$/.test(file)) continue;
    const urlPath = '/' + path.relative(clientDir, file).split(path.sep).join('/');
    if (urlPath === '/index.html') continue;
    const ext = path.extname(file).toLowerCase();
    const cacheControl = file.startsWith(assets) ? ONE_YEAR : 'no-cache';
    const type = TYPES[ext] ?? 'application/octet-stream';
    if (ext === '.map') {
      const { size, mtimeMs } = statSync(file);
      files.set(urlPath, {
        type,
        cacheControl,
        etag: `W/"${size.toString(16)}-${Math.round(mtimeMs).toString(16)}"`,
        file,
      });
      continue;
    }
    const identity = readFileSync(file);
    const br = readIfThere(`${file}.br`);
    const gzip = readIfThere(`${file}.gz`);
    const etag = `"${createHash('sha1').update(identity).digest('base64url')}"`;
    files.set(urlPath, {
      type,
      cacheControl,
      etag,
      file,
      bodies: { identity, ...(br ? { br } : {}), ...(gzip ? { gzip } : {}) },
    });
  }
  return files;
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const weak = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || weak(tag) === weak(etag));
}

async function sendFile(entry: StaticFile, request: FastifyRequest, reply: FastifyReply) {
  reply.header('Cache-Control', entry.cacheControl).header('ETag', entry.etag).type(entry.type);
  const compressed = entry.bodies && (entry.bodies.br || entry.bodies.gzip);
  if (compressed) reply.header('Vary', 'Accept-Encoding');
  if (matches(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
  if (!entry.bodies) return reply.send(await readFile(entry.file));
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  const body = encoding === 'identity' ? undefined : entry.bodies[encoding];
  if (body) return reply.header('Content-Encoding', encoding).send(body);
  return reply.send(entry.bodies.identity);
}

/**
 * One GET (and HEAD) route per built file: every other path falls through to the page or the JSON
 * 404, and no request can name a file outside the build.
 */
export function registerStaticFiles(app: FastifyInstance, clientDir: string): number {
  const files = loadStaticFiles(clientDir);
  for (const [urlPath, entry] of files) {
    app.get(urlPath, { schema: { hide: true } }, (request, reply) => sendFile(entry, request, reply));
  }
  return files.size;
}
