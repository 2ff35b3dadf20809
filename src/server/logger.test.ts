import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { REDACT_PATHS } from './logger';
import { createTestApp } from './testing/app';

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  return { lines, logger: pino({ redact: { paths: REDACT_PATHS, censor: '[redacted]' } }, stream) };
}

describe('log redaction', () => {
  it('never writes a card number, CVV or password, however deep it sits', () => {
    const { lines, logger } = capture();
    logger.info({
      body: {
        paymentDetails: {
          cardDetails: { number: '4242424242424242', cvv: '123', expiryMonth: '12', expiryYear: '30' },
        },
      },
      password: 'hunter2-hunter2',
      user: { currentPassword: 'OldPassword!123', newPassword: 'NewPassword!456' },
      cvv: '999',
    });
    const out = lines.join('');
    // '"999"', quoted: the line's timestamp may hold the digits 999 (it did, at 1795787599908).
    for (const secret of ['4242424242424242', '"123"', 'hunter2', 'OldPassword', 'NewPassword', '"999"']) {
      expect(out).not.toContain(secret);
    }
    expect(out).toContain('[redacted]');
  });

  it('never writes the cookie or authorization header of a request', async () => {
    const t = await createTestApp({ logLevel: 'info' }, async (app) => {
      app.get('/api/test/log-request', async (request) => {
        request.log.info({ headers: request.headers }, 'with headers');
        return { ok: true };
      });
    });
    await t.app.inject({
      method: 'GET',
      url: '/api/test/log-request',
      headers: { cookie: 'sid=super-secret-session', authorization: 'Bearer secret-token-value' },
    });
    await t.close();
    const out = JSON.stringify(t.logs);
    expect(out).not.toContain('super-secret-session');
    expect(out).not.toContain('secret-token-value');
    const line = t.logs.find((l) => l.msg === 'with headers');
    expect(line?.headers).toMatchObject({ cookie: '[redacted]', authorization: '[redacted]' });
    expect(typeof line?.reqId).toBe('string');
  });
});

describe('card data in logs (R4)', () => {
  it('blanks number and cvv on their own and inside cardDetails', () => {
    const { lines, logger } = capture();
    logger.info({ number: '4000056655665556', cvv: '4321' }, 'a card on its own');
    logger.info({ card: { number: '5555555555554444', cvv: '8765' } }, 'a card in an object');
    logger.info({ cardDetails: { number: '378282246310005', cvv: '9876' } }, 'cardDetails');
    const out = lines.join('');
    for (const secret of ['4000056655665556', '4321', '5555555555554444', '8765', '378282246310005', '9876']) {
      expect(out).not.toContain(secret);
    }
  });

  it('never writes the card of a process-card request, even when a handler logs the body', async () => {
    const t = await createTestApp({ logLevel: 'trace' }, async (app) => {
      app.addHook('preHandler', async (request) => {
        request.log.info({ body: request.body }, 'request body');
      });
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/payments/process-card',
      payload: {
        amount: '12.00',
        currency: 'USD',
        cardDetails: {
          number: '4000 0566 5566 5556',
          expiryMonth: '12',
          expiryYear: '34',
          cvv: '246',
          holderName: 'Ada Lovelace',
        },
      },
    });
    await t.close();
    expect(response.statusCode).toBe(200);
    expect(t.logs.some((line) => line.msg === 'request body')).toBe(true);
    const out = JSON.stringify(t.logs);
    expect(out).not.toMatch(/4000 ?0566 ?5566 ?5556/);
    expect(out).not.toContain('"246"');
  });
});

describe('logged request URLs', () => {
  it('blank the values of token and password query parameters, keeping the rest', async () => {
    const t = await createTestApp({ logLevel: 'debug' });
    await t.app.inject({ method: 'GET', url: '/reset-password?token=tok-in-the-query&brand=sky' });
    await t.app.inject({ method: 'GET', url: '/api/test/none?Password=hunter2-query&resetToken=abc-query' });
    await t.close();
    const out = JSON.stringify(t.logs);
    for (const secret of ['tok-in-the-query', 'hunter2-query', 'abc-query']) expect(out).not.toContain(secret);
    const urls = (msg: string) =>
      t.logs.filter((line) => line.msg === msg).map((line) => (line.req as { url?: string } | undefined)?.url);
    const expected = [
      '/reset-password?token=[redacted]&brand=sky',
      '/api/test/none?Password=[redacted]&resetToken=[redacted]',
    ];
    expect(urls('incoming request')).toEqual(expected);
    expect(urls('request completed')).toEqual(expected);
    // One line as each request arrives (debug) and one as it is answered (info), tied by the request's id.
    const incoming = t.logs.filter((line) => line.msg === 'incoming request');
    const completed = t.logs.filter((line) => line.msg === 'request completed');
    expect(completed.map((line) => line.reqId)).toEqual(incoming.map((line) => line.reqId));
    expect(incoming.every((line) => line.level === 20) && completed.every((line) => line.level === 30)).toBe(true);
    expect(completed.map((line) => (line.res as { statusCode: number }).statusCode)).toEqual([404, 404]);
    expect(completed.every((line) => typeof line.responseTime === 'number')).toBe(true);
  });
});
