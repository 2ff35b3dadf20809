import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AlertListSchema,
  AlertMessageSchema,
  AlertParamsSchema,
  AlertSchema,
  AlertTokenSchema,
  CreateAlertResponseSchema,
  CreateAlertSchema,
  UpdateAlertSchema,
} from '../../shared/schemas/alerts';
import { apiErrors } from '../../shared/schemas/errors';
import { requireUser } from '../plugins/auth';
import { trustedSiteOrigin } from '../services/accounts';
import { noStore } from '../plugins/no-store';

const errors = apiErrors(400, 401, 403, 404, 409, 422, 429);

/** The page a person reaches from the e-mail's link: one button that POSTs, as RFC 8058 wants a GET harmless. */
/**
 * A page with one button that POSTs the link's token: mail scanners (Safe Links and the like) open
 * every link in a message, and must neither unsubscribe nor confirm anyone by doing so.
 */
function oneButtonPage(title: string, question: string, action: string, button: string, token: string): string {
  const escaped = token.replace(/[^A-Za-z0-9_.-]/g, '');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head>
<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem">
<h1>${question}</h1>
<form method="post" action="${action}?token=${escaped}"><button type="submit" style="font-size:1rem;padding:.6rem 1.2rem">${button}</button></form>
</body></html>`;
}

const unsubscribePage = (token: string) =>
  oneButtonPage(
    'Stop price alert e-mails',
    'Stop e-mails about this price alert?',
    '/api/alerts/unsubscribe',
    'Unsubscribe',
    token,
  );

const confirmPage = (token: string) =>
  oneButtonPage(
    'Confirm your price alert',
    'Send me an e-mail when this price drops?',
    '/api/alerts/confirm',
    'Confirm price alert',
    token,
  );

/** R51: price alerts. Owners manage theirs; e-mail links act through signed tokens, with no session. */
export const alertsRoutes: FastifyPluginAsyncZod = async (app) => {
  noStore(app);
  // RFC 8058: the body is `List-Unsubscribe=One-Click`, form-encoded either way; the token in the
  // address is all that counts, so the body is read (bounded) and set aside. Only these routes.
  app.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'multipart/form-data'],
    { parseAs: 'string', bodyLimit: 4_096 },
    (_request, _body, done) => done(null, {}),
  );

  app.post(
    '/api/alerts',
    { schema: { body: CreateAlertSchema, response: { 201: CreateAlertResponseSchema, ...errors } } },
    async (request, reply) => {
      const site = { publicUrl: app.config.publicUrl, host: request.host, protocol: request.protocol };
      const origin = (await trustedSiteOrigin(app.db, site)) ?? `${request.protocol}://localhost`;
      const user = request.user ? { id: request.user.id, email: request.user.email } : null;
      const answer = await app.alerts.create({
        body: request.body,
        user,
        brand: request.brand,
        siteOrigin: origin,
        ip: request.ip,
      });
      return reply.status(201).send(answer);
    },
  );

  app.get(
    '/api/alerts',
    { preHandler: requireUser, schema: { response: { 200: AlertListSchema, ...errors } } },
    async (request) => app.alerts.list(request.user?.id ?? ''),
  );

  app.patch(
    '/api/alerts/:id',
    {
      preHandler: requireUser,
      schema: { params: AlertParamsSchema, body: UpdateAlertSchema, response: { 200: AlertSchema, ...errors } },
    },
    async (request) => app.alerts.setStatus(request.user?.id ?? '', request.params.id, request.body.status),
  );

  app.delete(
    '/api/alerts/:id',
    { preHandler: requireUser, schema: { params: AlertParamsSchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await app.alerts.remove(request.user?.id ?? '', request.params.id);
      return reply.status(204).send(null);
    },
  );

  // RFC 8058: the mail program POSTs `List-Unsubscribe=One-Click` to the header's address.
  app.post(
    '/api/alerts/unsubscribe',
    { schema: { querystring: AlertTokenSchema, response: { 200: AlertMessageSchema, ...errors } } },
    async (request) => app.alerts.unsubscribe(request.query.token),
  );

  app.get(
    '/api/alerts/unsubscribe',
    { schema: { querystring: AlertTokenSchema, response: { 200: z.string(), ...errors } } },
    async (request, reply) => reply.type('text/html; charset=utf-8').send(unsubscribePage(request.query.token)),
  );

  // The e-mailed link opens a page whose button confirms (a scanner's GET confirms nothing).
  app.get(
    '/api/alerts/confirm',
    { schema: { querystring: AlertTokenSchema, response: { 200: z.string(), ...errors } } },
    async (request, reply) => reply.type('text/html; charset=utf-8').send(confirmPage(request.query.token)),
  );

  app.post(
    '/api/alerts/confirm',
    { schema: { querystring: AlertTokenSchema, response: { ...errors } } },
    async (request, reply) => {
      const { searchPath } = await app.alerts.confirm(request.query.token);
      return reply.redirect(`${searchPath}&alert=confirmed`, 303);
    },
  );
};
