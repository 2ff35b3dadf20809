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

/**
 * What both providers' events need before their signature is checked: webhooks configured here
 * (else 404), the body as the bytes that were signed, and the signature header; `refused` is the
 * 400 for an event that header does not match.
 */
function signedRequest(request: FastifyRequest, provider: string, secret: string | undefined, header: string) {
  if (!secret) throw new AppError(404, 'NOT_FOUND', `${provider} webhooks are not configured on this site.`);
  if (!Buffer.isBuffer(request.body)) throw new AppError(400, 'INVALID_BODY', 'Send the event as application/json.');
  const signature = request.headers[header.toLowerCase()];
  return {
    secret,
    body: request.body,
    signature: typeof signature === 'string' ? signature : undefined,
    refused: () => new AppError(400, 'INVALID_SIGNATURE', `The ${header} header does not match this event.`),
  };
}

export const webhookRoutes: FastifyPluginAsync = async (app) => {
  // This plugin's own scope: only here is JSON left as the bytes that were signed.
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
    (_req, body, done) => done(null, body),
  );

  app.post('/api/webhooks/stripe', async (request, reply) => {
    const signed = signedRequest(request, 'Stripe', app.config.providers.stripeWebhookSecret, 'Stripe-Signature');
    let event;
    try {
      event = verifyStripeEvent(signed.body, signed.signature, signed.secret);
    } catch (error) {
      if (error instanceof WebhookSignatureError) throw signed.refused();
      throw error;
    }
    const outcome = await handleStripeEvent({ db: app.db, log: app.log }, event);
    request.log.info({ event: event.id, type: event.type, outcome }, 'stripe event');
    return reply.status(200).send({ received: true });
  });

  app.post('/api/webhooks/duffel', async (request, reply) => {
    const signed = signedRequest(request, 'Duffel', app.config.providers.duffelWebhookSecret, 'X-Duffel-Signature');
    let event;
    try {
      event = verifyDuffelEvent(signed.body, signed.signature, signed.secret);
    } catch (error) {
      if (error instanceof DuffelSignatureError) {
        await app.db.insert(auditLog).values({
          action: 'duffel.webhook_refused',
          entity: 'webhook',
          entityId: 'duffel',
          after: { reason: error.message },
        });
        throw signed.refused();
      }
      throw error;
    }
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
