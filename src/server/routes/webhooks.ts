import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import { verifyStripeEvent, WebhookSignatureError } from '../providers/payments/stripe/webhooks';
import { handleStripeEvent } from '../services/payments';
import { auditLog } from '../db/schema';
import { readDuffelEvent } from '../providers/flights/duffel/events';
import { DuffelSignatureError, verifyDuffelEvent } from '../providers/flights/duffel/webhooks';

/*
 * POST /api/webhooks/stripe (R23): Stripe's events about our payments; POST /api/webhooks/duffel
 * (R42): the airline's events about our orders, signed with X-Duffel-Signature, the same rules. The signature is checked on
 * the raw body, so this route reads the body as bytes; a missing or bad signature is a 400 and
 * changes nothing; an event seen before, or of a type we do not use, is a 200 that changes nothing
 * (Stripe stops sending what was answered 2xx). Closed (404) without STRIPE_WEBHOOK_SECRET
 * (DUFFEL_WEBHOOK_SECRET). A refused Duffel signature leaves an audit line (who probes our webhook).
 */

/** Stripe's events are small; a few hundred kB is more than any of ours. */
const WEBHOOK_BODY_LIMIT = 512 * 1024;

interface WebhookSource<E> {
  provider: string;
  secret: string | undefined;
  /** The header that carries the signature. */
  header: string;
  verify: (raw: Buffer, signature: string | undefined, secret: string) => E;
  /** What `verify` throws for a signature that does not match. */
  SignatureError: new (message: string) => Error;
  /** Put on record before the 400 for a refused signature. */
  onRefused?: (error: Error) => Promise<void>;
}

/**
 * What both providers' events go through before they are acted on: webhooks configured here
 * (else 404), the body as the bytes that were signed, and the signature header matching it (else 400).
 */
async function verifiedEvent<E>(request: FastifyRequest, source: WebhookSource<E>): Promise<E> {
  const { provider, secret, header } = source;
  if (!secret) throw new AppError(404, 'NOT_FOUND', `${provider} webhooks are not configured on this site.`);
  if (!Buffer.isBuffer(request.body)) throw new AppError(400, 'INVALID_BODY', 'Send the event as application/json.');
  const signature = request.headers[header.toLowerCase()];
  try {
    return source.verify(request.body, typeof signature === 'string' ? signature : undefined, secret);
  } catch (error) {
    if (!(error instanceof source.SignatureError)) throw error;
    await source.onRefused?.(error);
    throw new AppError(400, 'INVALID_SIGNATURE', `The ${header} header does not match this event.`);
  }
}

export const webhookRoutes: FastifyPluginAsync = async (app) => {
  // This plugin's own scope: only here is JSON left as the bytes that were signed.
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
    (_req, body, done) => done(null, body),
  );

  app.post('/api/webhooks/stripe', async (request, reply) => {
    const event = await verifiedEvent(request, {
      provider: 'Stripe',
      secret: app.config.providers.stripeWebhookSecret,
      header: 'Stripe-Signature',
      verify: verifyStripeEvent,
      SignatureError: WebhookSignatureError,
    });
    const outcome = await handleStripeEvent({ db: app.db, log: app.log }, event);
    request.log.info({ event: event.id, type: event.type, outcome }, 'stripe event');
    return reply.status(200).send({ received: true });
  });

  app.post('/api/webhooks/duffel', async (request, reply) => {
    const event = await verifiedEvent(request, {
      provider: 'Duffel',
      secret: app.config.providers.duffelWebhookSecret,
      header: 'X-Duffel-Signature',
      verify: (raw, signature, secret) => verifyDuffelEvent(raw, signature, secret),
      SignatureError: DuffelSignatureError,
      onRefused: async (error) => {
        await app.db.insert(auditLog).values({
          action: 'duffel.webhook_refused',
          entity: 'webhook',
          entityId: 'duffel',
          after: { reason: error.message },
        });
      },
    });
    const outcome = await app.bookings.onAirlineEvent(event, readDuffelEvent(event));
    request.log.info({ event: event.id, type: event.type, outcome }, 'duffel event');
    if (outcome === 'duplicate' || outcome === 'ignored') {
      // What changed nothing is still on record: a replayed or unexpected event is worth knowing about.
      await app.db.insert(auditLog).values({
        action: `duffel.webhook_${outcome}`,
        entity: 'webhook',
        entityId: event.id,
        after: { type: event.type },
      });
    }
    return reply.status(200).send({ received: true });
  });
};
