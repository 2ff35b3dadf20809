import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/app';
import { databasePort, isDatabaseUnavailable } from './unavailable';

/*
 * The shapes below are the ones pg, pg-pool and drizzle really throw when the connection goes
 * (seen through a proxy that cuts it: tests/e2e/db-fault.spec.ts runs the whole story).
 */

const withCode = (message: string, code: string, extra: object = {}) =>
  Object.assign(new Error(message), { code, ...extra });
const inQuery = (cause: Error) => new DrizzleQueryError('select 1', [], cause);

describe('isDatabaseUnavailable', () => {
  it.each<[string, Error]>([
    ['a connection cut mid-query', inQuery(new Error('Connection terminated unexpectedly'))],
    ['a transaction that cannot start (pool.connect, unwrapped)', new Error('Connection terminated unexpectedly')],
    ['the pool waiting past connectionTimeoutMillis', new Error('timeout exceeded when trying to connect')],
    ['a refused connection in a query', inQuery(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))],
    ['a refused connection naming the database port', withCode('connect ECONNREFUSED', 'ECONNREFUSED', { port: 6543 })],
    ['the server shutting down', inQuery(withCode('terminating connection due to administrator command', '57P01'))],
    ['the server starting up', withCode('the database system is starting up', '57P03')],
    ['a connection exception', withCode('connection failure', '08006')],
    ['too many connections', withCode('sorry, too many clients already', '53300')],
    ['a statement past statement_timeout', inQuery(withCode('canceling statement due to statement timeout', '57014'))],
    ['a stalled connection past query_timeout', inQuery(new Error('Query read timeout'))],
  ])('yes: %s', (_name, error) => {
    expect(isDatabaseUnavailable(error, 6543)).toBe(true);
  });

  it.each<[string, unknown]>([
    ['a wrong query', inQuery(withCode('relation "x" does not exist', '42P01'))],
    ['a unique violation', inQuery(withCode('duplicate key', '23505'))],
    ['a bad value', inQuery(withCode('invalid input syntax', '22P02'))],
    [
      'another service refusing (SMTP, Stripe) on another port',
      withCode('connect ECONNREFUSED', 'ECONNREFUSED', { port: 587 }),
    ],
    ['a plain bug', new TypeError('x is undefined')],
    ['not an error', 'Connection terminated'],
  ])('no: %s', (_name, error) => {
    expect(isDatabaseUnavailable(error, 6543)).toBe(false);
  });
});

describe('databasePort', () => {
  it('reads the port, 5432 by default, nothing for PGlite', () => {
    expect(databasePort('postgres://u@db:6543/x')).toBe(6543);
    expect(databasePort('postgres://u@db/x')).toBe(5432);
    expect(databasePort(undefined)).toBeUndefined();
    expect(databasePort('not a url')).toBeUndefined();
  });
});

describe('the error handler', () => {
  it(
    'answers a lost database with 503 SERVICE_UNAVAILABLE, Retry-After and no detail',
    { timeout: 60_000 },
    async () => {
      const t = await createTestApp({ logLevel: 'error' }, async (app) => {
        app.get('/api/test/db-gone', async () => {
          throw inQuery(withCode('connect ECONNREFUSED 10.0.0.9:5432', 'ECONNREFUSED'));
        });
      });
      try {
        const res = await t.app.inject({ url: '/api/test/db-gone' });
        expect([res.statusCode, res.json()]).toEqual([
          503,
          {
            error: 'SERVICE_UNAVAILABLE',
            message: 'The service is temporarily unavailable. Please try again in a moment.',
          },
        ]);
        expect(res.headers['retry-after']).toBe('5');
        expect(t.logs.some((line) => line.msg === 'database unavailable' && line.level === 50)).toBe(true);
      } finally {
        await t.close();
      }
    },
  );
});
