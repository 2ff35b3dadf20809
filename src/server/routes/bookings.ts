import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BookingSchema,
  BookingsListQuerySchema,
  BookingsListSchema,
  CancelBookingRequestSchema,
  CancelBookingResponseSchema,
  CancellationQuoteResponseSchema,
  CreateBookingRequestSchema,
  CreateBookingResponseSchema,
  HoldPriceSchema,
  PayHoldRequestSchema,
} from '../../shared/schemas/booking';
import { ApiErrorSchema } from '../../shared/schemas/errors';
import { LoyaltyPriceRequestSchema, LoyaltyPriceResponseSchema } from '../../shared/schemas/loyalty-price';
import { requireUser, setSessionCookie } from '../plugins/auth';
import { compressLists, LIST_COMPRESSION } from '../plugins/compress';
import { visitorOf } from '../plugins/visitor';
import { idempotencyKeyFrom } from '../services/platform';
import { noStore } from '../plugins/no-store';

/*
 * The booking API (J7, A7).
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
  429: ApiErrorSchema,
  502: ApiErrorSchema,
};

const IdParams = z.object({ id: z.string().max(100) });

export const bookingsRoutes: FastifyPluginAsyncZod = async (app) => {
  // A booking answers for one traveller at one moment: never kept by a cache.
  noStore(app);
  await compressLists(app);

  app.post(
    '/api/bookings',
    // 503: a new traveller's account cannot be hashed for now (R44), refused before any money is held.
    {
      schema: {
        body: CreateBookingRequestSchema,
        response: { 201: CreateBookingResponseSchema, ...errors, 503: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const answer = await app.bookings.book({
        body: request.body,
        user: request.user,
        idempotencyKey: idempotencyKeyFrom(request.headers),
        brand: request.brand,
        site: { publicUrl: app.config.publicUrl, host: request.host, protocol: request.protocol },
        client: {
          ip: request.ip,
          userAgent: request.headers['user-agent'],
          visitor: visitorOf(request, reply, app.config),
        },
      });
      if (answer.replayed) reply.header('idempotent-replayed', 'true');
      if (answer.session)
        setSessionCookie(reply, app.config, answer.session.token, { remember: false, ...answer.session });
      return reply.status(answer.statusCode).send(answer.body);
    },
  );

  app.post(
    '/api/flights/offer/:id/loyalty-price',
    // R50: the member fare the airline gives once it knows the loyalty numbers, at the brand's price.
    {
      schema: {
        params: IdParams,
        body: LoyaltyPriceRequestSchema,
        response: { 200: LoyaltyPriceResponseSchema, ...errors },
      },
    },
    async (request) => app.bookings.loyaltyPrice(request.params.id, request.body, request.brand),
  );

  app.get(
    '/api/bookings',
    {
      preHandler: requireUser,
      compress: LIST_COMPRESSION,
      schema: {
        querystring: BookingsListQuerySchema,
        response: { 200: BookingsListSchema, 400: ApiErrorSchema, 401: ApiErrorSchema },
      },
    },
    async (request) => app.bookings.list(request.user?.id ?? '', request.query),
  );

  app.get(
    '/api/bookings/:id',
    { schema: { params: IdParams, response: { 200: BookingSchema, 404: ApiErrorSchema } } },
    async (request) => app.bookings.get(request.params.id, request.user),
  );

  // R47: the trip in the traveller's calendar (text/calendar: a string is sent as it is, not as JSON).
  app.get(
    '/api/bookings/:id/calendar.ics',
    {
      schema: {
        params: IdParams,
        response: { 200: z.string().describe('An RFC 5545 calendar'), 404: ApiErrorSchema, 409: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const file = await app.bookings.calendar(request.params.id, request.user);
      return reply
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .type('text/calendar; charset=utf-8')
        .send(file.body);
    },
  );

  app.post(
    '/api/bookings/:id/cancel',
    {
      schema: {
        params: IdParams,
        body: CancelBookingRequestSchema,
        response: { 200: CancelBookingResponseSchema, ...errors },
      },
    },
    async (request) => app.bookings.cancel(request.params.id, request.user, request.body?.quoteId),
  );

  // R42: the traveller takes the airline's new flights.
  app.post(
    '/api/bookings/:id/airline-changes/:changeId/accept',
    {
      schema: {
        params: z.object({ id: IdParams.shape.id, changeId: z.string().min(1).max(100) }),
        response: { 200: BookingSchema, ...errors },
      },
    },
    async (request) => app.bookings.acceptChange(request.params.id, request.user, request.params.changeId),
  );

  // R55: what paying a hold costs now; re-priced once the airline's price guarantee has passed.
  app.get(
    '/api/bookings/:id/hold-price',
    { schema: { params: IdParams, response: { 200: HoldPriceSchema, ...errors } } },
    async (request) => app.bookings.holdPrice(request.params.id, request.user),
  );

  // R55: pay a hold (once per Idempotency-Key); after its deadline 410, re-priced 409: nothing charged.
  app.post(
    '/api/bookings/:id/pay',
    { schema: { params: IdParams, body: PayHoldRequestSchema, response: { 200: BookingSchema, ...errors } } },
    async (request, reply) => {
      const answer = await app.bookings.payHold(request.params.id, request.user, {
        body: request.body,
        idempotencyKey: idempotencyKeyFrom(request.headers),
        client: {
          ip: request.ip,
          userAgent: request.headers['user-agent'],
          visitor: visitorOf(request, reply, app.config),
        },
      });
      if (answer.replayed) reply.header('idempotent-replayed', 'true');
      return reply.status(answer.statusCode as 200).send(answer.body as never);
    },
  );

  // R55: let a hold go; the airline cancels it and nothing is charged.
  app.post(
    '/api/bookings/:id/release',
    { schema: { params: IdParams, response: { 200: BookingSchema, ...errors } } },
    async (request) => app.bookings.releaseHold(request.params.id, request.user),
  );

  // R28: the airline's quote first; /cancel then confirms it with { quoteId }.
  app.post(
    '/api/bookings/:id/cancellation-quote',
    { schema: { params: IdParams, response: { 200: CancellationQuoteResponseSchema, ...errors } } },
    async (request) => app.bookings.quoteCancel(request.params.id, request.user),
  );
};
