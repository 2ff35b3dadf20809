import { DrizzleQueryError } from 'drizzle-orm/errors';

/*
 * Whether an error means "the database cannot be reached" (a restart, a failover, a cut network)
 * rather than "this query is wrong": the first is a 503 the client may retry, the second our 500.
 */

/**
 * pg and pg-pool's own words when a connection is lost, refused in time, already broken, or
 * stalled past query_timeout (db/client.ts).
 */
const CONNECTION_LOST =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable|Query read timeout)/;

/**
 * SQLSTATE: class 08 (connection exception), the server shutting down or starting (57P01-57P03),
 * too many connections (53300), a statement cancelled by statement_timeout (57014): a database too
 * slow to answer in time is, for the request, a database that is not there.
 */
const SERVER_GONE = /^(08[0-9A-Z]{3}|57P0[123]|57014|53300)$/;

/** Socket errors: only the database's when a query carried them or they name its port. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH']);

/** The port in a postgres:// URL (5432 when absent); undefined without a URL (PGlite). */
export function databasePort(url: string | undefined): number | undefined {
  if (!url) return undefined;
  try {
    return Number(new URL(url).port || 5432);
  } catch {
    return undefined;
  }
}

export function isDatabaseUnavailable(error: unknown, port?: number): boolean {
  let inQuery = false;
  // Drizzle wraps the driver's error; pool.connect() for a transaction throws it bare.
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if (e instanceof DrizzleQueryError) inQuery = true;
    const { code, port: errorPort } = e as { code?: unknown; port?: unknown };
    if (typeof code === 'string' && SERVER_GONE.test(code)) return true;
    if (CONNECTION_LOST.test(e.message)) return true;
    if (typeof code === 'string' && NETWORK_CODES.has(code) && (inQuery || (port && errorPort === port))) return true;
  }
  return false;
}
