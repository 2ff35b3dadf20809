import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/*
 * Compression for the JSON lists (R44): a traveller's bookings or an admin's page of e-mails can
 * run to hundreds of kilobytes of repetitive JSON, which gzip or brotli shrink ten times over.
 * Registered inside the routes' own plugins, not for the whole site: pages already arrive
 * precompressed (static files) or compressed by their own sender (the search page), and small
 * answers are not worth a compressor's start-up, hence the threshold.
 */

/** Below this many bytes an answer goes as it is. */
export const COMPRESS_THRESHOLD = 1024;

/** The route option that turns compression on for one route of a plugin that called `compressLists`. */
export const LIST_COMPRESSION = { threshold: COMPRESS_THRESHOLD } as const;

/**
 * Makes compression available to the calling plugin's routes: with `everyRoute` all of them, else
 * only those that set `compress: LIST_COMPRESSION`. Request bodies are never decompressed.
 */
export async function compressLists(app: FastifyInstance, { everyRoute = false } = {}): Promise<void> {
  await app.register(fastifyCompress, {
    globalCompression: everyRoute,
    globalDecompression: false,
    threshold: COMPRESS_THRESHOLD,
    // Brotli at the plugin's quality 4, else gzip: either costs far less than sending the bytes.
    encodings: ['br', 'gzip', 'deflate'],
  });
}
