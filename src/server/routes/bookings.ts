import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BookingSchema,
  BookingsListSchema,
  CancelBookingResponseSchema,
  CreateBookingRequestSchema,
  CreateBookingResponseSchema,
  type CreateBookingResponse,
} from '../../shared/schemas/booking';
import { ApiErrorSchema, type ApiError } from '../../shared/schemas/errors';
import { requireUser, setSessionCookie } from '../plugins/auth';
import type { AccountOutcome } from '../services/booking';
import { IDEMPOTENCY_SCOPE } from '../services/booking';
import { idempotencyKeyFrom, keyedRequestHash, withIdempotency, type StoredResponse } from '../services/booking';
import { createSession } from '../services/accounts';

/*
 * The booking API (booking-journey.md section 7, accounts-trips-admin-shell.md section 7).
 * Thin: the booking service decides; this turns its answers into HTTP, cookies included.
 */

const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  402: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
  410: ApiErrorSchema,
  422: ApiErrorSchema,
  502: ApiErrorSchema,
};

const IdParams = z.object({ id: z.string().max(100) });

/** How long a concurrent retry waits for the first attempt before being told it is still running. */
const IDEMPOTENT_WAIT_MS = 120_000;

export const bookingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/bookings',
    { schema: { body: CreateBookingRequestSchema, response: { 201: CreateBookingResponseSchema, ...errors } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const key = idempotencyKeyFrom(request.headers);
      let account: AccountOutcome = { kind: 'none' };

      const run = async (): Promise<StoredResponse> => {
        const created = await app.bookings.create({
          body: request.body,
          user: request.user,
          idempotencyKey: key,
          brand: { id: request.brand.id, name: request.brand.name },
        });
        account = created.account;
        const { response } = created;
        // Decision 6: the password is shown once. The stored answer, which a retry with this key
        // replays, carries an empty password: the credentials also went out by e-mail.
        const stored: CreateBookingResponse = response.accountInfo
          ? { ...response, accountInfo: { ...response.accountInfo, password: '' } }
          : response;
        return { statusCode: 201, body: stored };
      };

      const result = key
        ? await withIdempotency(
            app.db,
            {
              scope: IDEMPOTENCY_SCOPE,
              key,
              hash: keyedRequestHash(app.config.sessionSecret, request.body),
              waitMs: IDEMPOTENT_WAIT_MS,
            },
            run,
          )
        : { ...(await run()), replayed: false };

      if (result.replayed) {
        reply.header('idempotent-replayed', 'true');
        return reply.status(result.statusCode).send(result.body as CreateBookingResponse | ApiError);
      }
      const body = result.body as CreateBookingResponse;
      const made = account as AccountOutcome;
      if (made.kind === 'created' && body.accountInfo) {
        // The new account's owner is the person at this screen: sign them in (decision 6).
        const session = await createSession(app.db, {
          userId: made.userId,
          remember: false,
          ip: request.ip,
          userAgent: request.headers['user-agent'],
          now: app.auth.clock(),
        });
        setSessionCookie(reply, app.config, session.token, { remember: false, expiresAt: session.expiresAt });
        return reply.status(201).send({ ...body, accountInfo: { ...body.accountInfo, password: made.password } });
      }
      return reply.status(result.statusCode).send(body);
    },
  );

  app.get(
    '/api/bookings',
    { preHandler: requireUser, schema: { response: { 200: BookingsListSchema, 401: ApiErrorSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { bookings: await app.bookings.list(request.user?.id ?? '') };
    },
  );

  app.get(
    '/api/bookings/:id',
    { schema: { params: IdParams, response: { 200: BookingSchema, 404: ApiErrorSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return app.bookings.get(request.params.id, request.user);
    },
  );

  app.post(
    '/api/bookings/:id/cancel',
    { schema: { params: IdParams, response: { 200: CancelBookingResponseSchema, ...errors } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return app.bookings.cancel(request.params.id, request.user);
    },
  );
};
