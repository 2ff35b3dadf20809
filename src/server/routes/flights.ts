import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  OfferSchema,
  SearchResponseSchema,
  SeatMapsResponseSchema,
  VerifyOfferSchema,
} from '../../shared/schemas/flights';
import { ApiErrorSchema } from '../../shared/schemas/errors';
import { DateGridResponseSchema } from '../../shared/schemas/date-grid';
import { DateGridQuerySchema, SearchRequestBodySchema, SearchRequestQuerySchema } from '../../shared/schemas/search';
import { sendSearchPage } from './search-page-sender';

/* The flight calls of J7; the work is in services/flights.ts. */

/** Provider ids are word characters and dashes (Duffel: off_0000...); anything else is a 400, never a 500. */
export const OfferIdParamsSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, 'The offer id is not valid'),
});

const OfferSwitchQuerySchema = z.object({ from: OfferIdParamsSchema.shape.id.optional() });

/** x-cache: hit when the offer cache (shared by every process with Redis) answered, miss when the airline did. */
const cacheHeader = (reply: FastifyReply) => (hit: boolean) => void reply.header('x-cache', hit ? 'hit' : 'miss');

/** What the airline's failures become (services/flight-errors.ts), for the API document. */
const providerErrors = { 400: ApiErrorSchema, 429: ApiErrorSchema, 502: ApiErrorSchema, 504: ApiErrorSchema };
const offerErrors = { ...providerErrors, 404: ApiErrorSchema, 410: ApiErrorSchema };

export const flightsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Page 1 (30 offers unless told): the search form's submit.
  app.post(
    '/api/flights/search',
    { schema: { body: SearchRequestBodySchema, response: { 200: SearchResponseSchema, ...providerErrors } } },
    async (request, reply) =>
      sendSearchPage(request, reply, await app.flights.search(request.body, request.brand, cacheHeader(reply))),
  );

  // Later pages and Load More (limit up to 100); reads adults/children/infants too (R20).
  app.get(
    '/api/flights/search',
    { schema: { querystring: SearchRequestQuerySchema, response: { 200: SearchResponseSchema, ...providerErrors } } },
    async (request, reply) =>
      sendSearchPage(request, reply, await app.flights.search(request.query, request.brand, cacheHeader(reply))),
  );

  // R46: the ± 3 days price grid around a one-way or round-trip search.
  app.get(
    '/api/flights/date-grid',
    { schema: { querystring: DateGridQuerySchema, response: { 200: DateGridResponseSchema, ...providerErrors } } },
    async (request) => app.flights.dateGrid(request.query.search, request.query.days, request.brand),
  );

  // R52: `from` names the offer a fare-brand switch leaves; the new id must be one of its group (409).
  app.get(
    '/api/flights/offer/:id',
    {
      schema: {
        params: OfferIdParamsSchema,
        querystring: OfferSwitchQuerySchema,
        response: { 200: OfferSchema, ...offerErrors, 409: ApiErrorSchema },
      },
    },
    async (request) => app.flights.getOffer(request.params.id, request.brand, request.query.from),
  );

  app.get(
    '/api/flights/seatmaps/:id',
    { schema: { params: OfferIdParamsSchema, response: { 200: SeatMapsResponseSchema, ...offerErrors } } },
    async (request) => app.flights.getSeatMaps(request.params.id, request.brand),
  );

  // 200 valid, 410 expired, 404 unknown: the client reads the same body shape in all three.
  app.get(
    '/api/flights/verify-offer/:id',
    {
      schema: {
        params: OfferIdParamsSchema,
        response: { ...providerErrors, 200: VerifyOfferSchema, 404: VerifyOfferSchema, 410: VerifyOfferSchema },
      },
    },
    async (request, reply) => {
      const outcome = await app.flights.verifyOffer(request.params.id);
      return reply.status(outcome.status).send(outcome.body);
    },
  );
};
