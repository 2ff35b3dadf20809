import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  authenticate,
  decline,
  HOLD_LIFETIME_MS,
  holdAmount,
  id,
  makeToken,
  publicIntent,
  publicToken,
  type ConfirmationToken,
  type Intent,
} from './objects';
import { createEventSender, type EventSender, type WebhookTarget } from './events';
import { expandOf, invalid, metadataOf, RAW_CARD_MESSAGE, unexpectedState, type Answer } from './answers';

export { cardNumbersIn, RAW_CARD_MESSAGE } from './answers';

/*
 * A local stand-in for the part of Stripe's API the adapter uses, in Stripe's documented shapes:
 * form-encoded POSTs, Bearer secret key, confirmation tokens (made with the publishable key, as
 * Stripe.js makes them), raw card numbers refused as a normal account refuses them, 402 card errors
 * for the test cards, requires_action for the 3-D Secure ones, holds that lapse after 7 days, and
 * replay of the first answer for a repeated Idempotency-Key (400 idempotency_error when the
 * parameters differ). For tests only: it lets the real `stripe` package run here.
 */

export interface StripeStandIn {
  url: string;
  /** Every request as it arrived: method, path, headers and the decoded form fields. */
  requests: { method: string; path: string; headers: IncomingMessage['headers']; form: Record<string, string> }[];
  intents: Map<string, Intent>;
  tokens: Map<string, ConfirmationToken>;
  /** What Stripe.js's createConfirmationToken does in a browser: the card becomes a token here. */
  mintToken(card: string | { number: string; exp_month?: number; exp_year?: number; cvc?: string }): string;
  /** The traveller passes (or fails) their bank's 3-D Secure page for this intent. */
  authenticate(intentId: string, passed: boolean): void;
  /** The signed webhooks sent to the site (with a WebhookTarget), and a way to wait for them. */
  events: EventSender;
  /** The card's owner disputes a captured payment. */
  dispute(intentId: string): void;
  /** The next `count` PaymentIntent creations are carried out, but their answers never arrive (a timeout's effect). */
  dropAnswers(count: number): void;
  /** The next cancel of this PaymentIntent fails with Stripe's 500 api_error, not carried out (and replayed for its key). */
  failNextCancel(intentId: string): void;
  /** Moves the stand-in's clock on, e.g. past the 7 days an uncaptured hold lasts. */
  advance(ms: number): void;
  close(): Promise<void>;
}

export async function startStripeStandIn(
  secretKey = 'sk_test_standin',
  publishableKey = 'pk_test_standin',
  webhook?: WebhookTarget,
): Promise<StripeStandIn> {
  const intents = new Map<string, Intent>();
  const tokens = new Map<string, ConfirmationToken>();
  const replays = new Map<string, { form: string; answer: Answer }>();
  const requests: StripeStandIn['requests'] = [];
  let offsetMs = 0;
  let dropping = 0;
  const failingCancels = new Set<string>();
  const nowMs = () => Date.now() + offsetMs;
  const nowSeconds = () => Math.floor(nowMs() / 1000);
  const events = createEventSender(webhook, nowSeconds);

  /** Stripe cancels an authorisation nobody captured within its lifetime. */
  function expireHolds() {
    for (const intent of intents.values()) {
      if (intent.status === 'requires_capture' && nowMs() - intent.created * 1000 >= HOLD_LIFETIME_MS) {
        intent.status = 'canceled';
        intent.cancellation_reason = 'automatic';
        intent.amount_capturable = 0;
        events.intent('canceled', intent);
      }
    }
  }

  /** The bank's check, and the event Stripe sends when it leaves the payment unpaid. */
  function authenticateAndTell(intent: Intent, passed: boolean) {
    authenticate(intent, passed);
    if (intent.status === 'requires_payment_method') events.intent('payment_failed', intent);
  }

  function mintToken(card: Parameters<StripeStandIn['mintToken']>[0]): string {
    const given = typeof card === 'string' ? { number: card } : card;
    const token = makeToken(
      {
        number: given.number,
        exp_month: given.exp_month ?? 12,
        exp_year: given.exp_year ?? new Date(nowMs()).getUTCFullYear() + 3,
        cvc: given.cvc ?? (given.number.startsWith('3') ? '1234' : '123'),
      },
      nowSeconds(),
    );
    tokens.set(token.id, token);
    return token.id;
  }

  function createToken(form: Record<string, string>): Answer {
    if (form['payment_method_data[type]'] !== 'card') return invalid('Only cards are accepted here.');
    return {
      status: 200,
      body: publicToken(
        tokens.get(
          mintToken({
            number: (form['payment_method_data[card][number]'] ?? '').replace(/\D/g, ''),
            exp_month: Number(form['payment_method_data[card][exp_month]']),
            exp_year: Number(form['payment_method_data[card][exp_year]']),
            cvc: form['payment_method_data[card][cvc]'] ?? '',
          }),
        )!,
      ),
    };
  }

  function createIntent(form: Record<string, string>): Answer {
    if (Object.keys(form).some((key) => key.includes('[card][number]'))) return invalid(RAW_CARD_MESSAGE);
    const amount = Number(form.amount);
    if (!Number.isInteger(amount) || amount < 1)
      return invalid('Invalid integer', 'parameter_invalid_integer', 'amount');
    const currency = form.currency ?? '';
    if (!/^[a-z]{3}$/.test(currency)) return invalid('Invalid currency', 'invalid_currency', 'currency');
    const token = tokens.get(form.confirmation_token ?? '');
    if (form.confirm === 'true' && !token) {
      return invalid(
        `No such confirmation_token: '${form.confirmation_token ?? ''}'`,
        'resource_missing',
        'confirmation_token',
      );
    }
    if (token && (token.payment_intent || token.expires_at <= nowSeconds())) {
      return invalid('This ConfirmationToken has already been used or has expired.', 'confirmation_token_invalid');
    }
    const intentId = id('pi');
    const metadata = metadataOf(form);
    const intent: Intent = {
      id: intentId,
      object: 'payment_intent',
      amount,
      amount_capturable: 0,
      amount_received: 0,
      currency,
      capture_method: form.capture_method ?? 'automatic',
      client_secret: `${intentId}_secret_${id('s')}`,
      status: 'requires_payment_method',
      cancellation_reason: null,
      latest_charge: null,
      payment_method: token ? id('pm') : null,
      next_action: null,
      last_payment_error: null,
      metadata,
      return_url: form.return_url ?? null,
      created: nowSeconds(),
      card: token?.payment_method_preview.card ?? null,
      outcome: token?.outcome ?? null,
      refunded: 0,
    };
    intents.set(intent.id, intent);
    if (!token) return { status: 200, body: publicIntent(intent, expandOf(form)) };
    token.payment_intent = intent.id;
    const { outcome } = token;
    if (outcome.authenticate) {
      intent.status = 'requires_action';
      intent.next_action = {
        type: 'use_stripe_sdk',
        use_stripe_sdk: { type: 'three_d_secure_redirect', source: id('src') },
      };
      return { status: 200, body: publicIntent(intent, expandOf(form)) };
    }
    if (outcome.failure) {
      decline(intent, outcome.failure);
      const { code, declineCode, message } = outcome.failure;
      return {
        status: 402,
        body: {
          error: {
            type: 'card_error',
            code,
            ...(declineCode ? { decline_code: declineCode } : {}),
            message,
            param: null,
            charge: intent.latest_charge,
            payment_intent: publicIntent(intent),
            doc_url: `https://stripe.com/docs/error-codes/${code}`,
          },
        },
      };
    }
    holdAmount(intent);
    return { status: 200, body: publicIntent(intent, expandOf(form)) };
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
    Object.assign(intent.metadata, metadataOf(form));
    events.intent('succeeded', intent);
    return { status: 200, body: publicIntent(intent) };
  }

  function cancel(intent: Intent): Answer {
    if (!['requires_capture', 'requires_action', 'requires_payment_method'].includes(intent.status)) {
      return unexpectedState(intent, 'canceled');
    }
    intent.status = 'canceled';
    intent.amount_capturable = 0;
    events.intent('canceled', intent);
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
    events.refunded(intent);
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

  const missing = (what: string): Answer => ({
    status: 404,
    body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` } },
  });

  function route(method: string, path: string, form: Record<string, string>): Answer {
    expireHolds();
    const tokenPath = /^\/v1\/confirmation_tokens\/([^/]+)$/.exec(path);
    if (tokenPath && method === 'GET') {
      const token = tokens.get(decodeURIComponent(tokenPath[1] ?? ''));
      return token ? { status: 200, body: publicToken(token) } : missing('confirmation_token');
    }
    if (method === 'POST' && path === '/v1/payment_intents') return createIntent(form);
    if (method === 'POST' && path === '/v1/refunds') return refund(form);
    const match = /^\/v1\/payment_intents\/([^/]+)(?:\/(capture|cancel))?$/.exec(path);
    const intent = match ? intents.get(decodeURIComponent(match[1] ?? '')) : undefined;
    if (!match)
      return { status: 404, body: { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } } };
    if (!intent) return missing('payment_intent');
    if (method === 'GET' && !match[2]) return { status: 200, body: publicIntent(intent) };
    if (method === 'POST' && match[2] === 'capture') return capture(intent, form);
    if (method === 'POST' && match[2] === 'cancel') {
      if (failingCancels.delete(intent.id)) {
        return { status: 500, body: { error: { type: 'api_error', message: 'An unknown error occurred' } } };
      }
      return cancel(intent);
    }
    return invalid('Unrecognized request');
  }

  /**
   * What Stripe.js may do with the publishable key: make a confirmation token, read a PaymentIntent
   * by its client secret, and (standing in for Stripe's 3-D Secure page) pass or fail its check.
   */
  function browserRoute(method: string, path: string, form: Record<string, string>): Answer {
    expireHolds();
    if (method === 'POST' && path === '/v1/confirmation_tokens') return createToken(form);
    const match = /^\/v1\/payment_intents\/([^/]+)(\/stand_in_authenticate)?$/.exec(path);
    const intent = intents.get(decodeURIComponent(match?.[1] ?? ''));
    if (!intent || form.client_secret !== intent.client_secret) return missing('payment_intent');
    if (method === 'GET' && !match?.[2]) return { status: 200, body: publicIntent(intent) };
    if (method === 'POST' && match?.[2]) {
      authenticateAndTell(intent, form.result === 'complete');
      return { status: 200, body: publicIntent(intent) };
    }
    return invalid('Unrecognized request');
  }

  function handle(req: IncomingMessage, res: ServerResponse, raw: string) {
    const [path = '/', query = ''] = (req.url ?? '/').split('?', 2);
    const method = req.method ?? 'GET';
    const form = Object.fromEntries(new URLSearchParams(method === 'GET' ? query : raw));
    requests.push({ method, path, headers: req.headers, form });
    const send = (answer: Answer, replayed = false) => {
      if (dropping > 0 && method === 'POST' && path === '/v1/payment_intents') {
        // Done, but the answer is lost on the way: the caller cannot know what happened.
        dropping--;
        res.destroy();
        return;
      }
      res.writeHead(answer.status, {
        'content-type': 'application/json',
        'access-control-allow-origin': '*',
        'request-id': id('req'),
        ...(replayed ? { 'idempotent-replayed': 'true' } : {}),
      });
      res.end(JSON.stringify(answer.body));
    };
    // Stripe.js sends the publishable key in the form (no preflight); servers send the secret key.
    if (form.key === publishableKey || req.headers.authorization === `Bearer ${publishableKey}`) {
      return send(browserRoute(method, path, form));
    }
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
    tokens,
    mintToken,
    authenticate(intentId, passed) {
      const intent = intents.get(intentId);
      if (intent) authenticateAndTell(intent, passed);
    },
    events,
    dispute(intentId) {
      const intent = intents.get(intentId);
      if (intent) events.disputed(intent);
    },
    advance(ms) {
      offsetMs += ms;
    },
    dropAnswers(count) {
      dropping = count;
    },
    failNextCancel(intentId) {
      failingCancels.add(intentId);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
