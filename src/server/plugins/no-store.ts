import type { FastifyInstance } from 'fastify';

/**
 * For a plugin whose every answer is one person's at one moment (sessions, bookings, card holds,
 * personal data): no browser or proxy may keep it.
 */
export function noStore(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
}
