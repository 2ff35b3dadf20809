import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkTestCard } from '../../providers/payments/test-cards';
import { CardError } from '../../providers/payments/types';

/*
 * A local stand-in for the part of Stripe's API the adapter uses, in Stripe's documented shapes
 * (Stripe's API as documented): form-encoded POSTs, Bearer secret key, 402 card errors for the test
 * numbers, and replay of the first answer for a repeated Idempotency-Key (400 idempotency_error
 * when the parameters differ). For tests only: it lets the real `stripe` package run here.
 */

interface Intent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_capturable: number;
  amount_received: number;
  currency: string;
  capture_method: string;
  status: 'requires_capture' | 'requires_action' | 'requires_payment_method' | 'succeeded' | 'canceled';
  latest_charge: string | null;
  refunded: number;
}

interface Answer {
  status: number;
  body: unknown;
}

export interface StripeStandIn {
  url: string;
  /** Every request as it arrived: method, path, headers and the decoded form fields. */
  requests: { method: string; path: string; headers: IncomingMessage['headers']; form: Record<string, string> }[];
  intents: Map<string, Intent>;
  close(): Promise<void>;
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

const invalid = (message: string, code?: string, param?: string): Answer => ({
  status: 400,
  body: { error: { type: 'invalid_request_error', message, ...(code ? { code } : {}), ...(param ? { param } : {}) } },
});

const unexpectedState = (intent: Intent, action: string): Answer =>
  invalid(
    `This PaymentIntent could not be ${action} because it has a status of ${intent.status}.`,
    'payment_intent_unexpected_state',
  );

function publicIntent(intent: Intent) {
  const { refunded: _refunded, ...rest } = intent;
  return rest;
}

export async function startStripeStandIn(secretKey = 'sk_test_standin'): Promise<StripeStandIn> {
  const intents = new Map<string, Intent>();
  const replays = new Map<string, { form: string; answer: Answer }>();
  const requests: StripeStandIn['requests'] = [];

  function createIntent(form: Record<string, string>): Answer {
    const amount = Number(form.amount);
    if (!Number.isInteger(amount) || amount < 1)
      return invalid('Invalid integer', 'parameter_invalid_integer', 'amount');
    const currency = form.currency ?? '';
    if (!/^[a-z]{3}$/.test(currency)) return invalid('Invalid currency', 'invalid_currency', 'currency');
    const intent: Intent = {
      id: id('pi'),
      object: 'payment_intent',
      amount,
      amount_capturable: 0,
      amount_received: 0,
      currency,
      capture_method: form.capture_method ?? 'automatic',
      status: 'requires_payment_method',
      latest_charge: null,
      refunded: 0,
    };
    intents.set(intent.id, intent);
    const year = Number(form['payment_method_data[card][exp_year]'] ?? '0');
    try {
      checkTestCard(
        {
          number: form['payment_method_data[card][number]'] ?? '',
          expiryMonth: form['payment_method_data[card][exp_month]'] ?? '',
          expiryYear: String(year % 100).padStart(2, '0'),
          cvv: form['payment_method_data[card][cvc]'] ?? '',
          holderName: form['payment_method_data[billing_details][name]'] ?? '',
        },
        new Date(),
      );
    } catch (error) {
      if (!(error instanceof CardError)) throw error;
      if (error.declineCode === 'authentication_required') {
        intent.status = 'requires_action';
        return { status: 200, body: publicIntent(intent) };
      }
      const charge = id('ch');
      intent.latest_charge = charge;
      return {
        status: 402,
        body: {
          error: {
            type: 'card_error',
            code: error.code,
            ...(error.declineCode ? { decline_code: error.declineCode } : {}),
            message: error.message,
            param: null,
            charge,
            payment_intent: publicIntent(intent),
            doc_url: `https://stripe.com/docs/error-codes/${error.code}`,
          },
        },
      };
    }
    intent.status = form.capture_method === 'manual' ? 'requires_capture' : 'succeeded';
    intent.latest_charge = id('ch');
    if (intent.status === 'requires_capture') intent.amount_capturable = amount;
    else intent.amount_received = amount;
    return { status: 200, body: publicIntent(intent) };
  }

  function capture(intent: Intent, form: Record<string, string>): Answer {
    if (intent.status !== 'requires_capture') return unexpectedState(intent, 'captured');
    const amount = form.amount_to_capture === undefined ? intent.amount : Number(form.amount_to_capture);
    if (!Number.isInteger(amount) || amount < 1 || amount > intent.amount) {
      return invalid('The amount to capture exceeds the amount capturable.', 'amount_too_large', 'amount_to_capture');
    }
    intent.status = 'succeeded';
    intent.amount_capturable = 0;
    intent.amount_received = amount;
    return { status: 200, body: publicIntent(intent) };
  }

  function cancel(intent: Intent): Answer {
    if (!['requires_capture', 'requires_action', 'requires_payment_method'].includes(intent.status)) {
      return unexpectedState(intent, 'canceled');
    }
    intent.status = 'canceled';
    intent.amount_capturable = 0;
    return { status: 200, body: publicIntent(intent) };
  }

  function refund(form: Record<string, string>): Answer {
    const intent = intents.get(form.payment_intent ?? '');
    if (!intent) return invalid(`No such payment_intent: '${form.payment_intent ?? ''}'`, 'resource_missing');
    if (intent.status !== 'succeeded')
      return invalid('This PaymentIntent has no charge to refund.', 'charge_not_refundable');
    const amount = form.amount === undefined ? intent.amount_received - intent.refunded : Number(form.amount);
    if (!Number.isInteger(amount) || amount < 1 || amount > intent.amount_received - intent.refunded) {
      return invalid(`Refund amount is greater than unrefunded amount on charge.`, 'amount_too_large', 'amount');
    }
    intent.refunded += amount;
    return {
      status: 200,
      body: {
        id: id('re'),
        object: 'refund',
        amount,
        currency: intent.currency,
        payment_intent: intent.id,
        status: 'succeeded',
      },
    };
  }

  function route(method: string, path: string, form: Record<string, string>): Answer {
    if (method === 'POST' && path === '/v1/payment_intents') return createIntent(form);
    if (method === 'POST' && path === '/v1/refunds') return refund(form);
    const match = /^\/v1\/payment_intents\/([^/]+)(?:\/(capture|cancel))?$/.exec(path);
    const intent = match ? intents.get(decodeURIComponent(match[1] ?? '')) : undefined;
    if (!match)
      return { status: 404, body: { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } } };
    if (!intent)
      return {
        status: 404,
        body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such payment_intent' } },
      };
    if (method === 'GET' && !match[2]) return { status: 200, body: publicIntent(intent) };
    if (method === 'POST' && match[2] === 'capture') return capture(intent, form);
    if (method === 'POST' && match[2] === 'cancel') return cancel(intent);
    return invalid('Unrecognized request');
  }

  function handle(req: IncomingMessage, res: ServerResponse, raw: string) {
    const path = (req.url ?? '/').split('?', 1)[0] ?? '/';
    const method = req.method ?? 'GET';
    const form = Object.fromEntries(new URLSearchParams(method === 'GET' ? '' : raw));
    requests.push({ method, path, headers: req.headers, form });
    const send = (answer: Answer, replayed = false) => {
      res.writeHead(answer.status, {
        'content-type': 'application/json',
        'request-id': id('req'),
        ...(replayed ? { 'idempotent-replayed': 'true' } : {}),
      });
      res.end(JSON.stringify(answer.body));
    };
    if (req.headers.authorization !== `Bearer ${secretKey}`) {
      send({ status: 401, body: { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } } });
      return;
    }
    const key = req.headers['idempotency-key'];
    if (method === 'POST' && typeof key === 'string') {
      const seen = replays.get(key);
      if (seen && seen.form !== raw) {
        send({
          status: 400,
          body: {
            error: {
              type: 'idempotency_error',
              message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
            },
          },
        });
        return;
      }
      if (seen) return send(seen.answer, true);
      const answer = route(method, path, form);
      replays.set(key, { form: raw, answer });
      return send(answer);
    }
    send(route(method, path, form));
  }

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => handle(req, res, Buffer.concat(chunks).toString('utf8')));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    intents,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
