import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMailer, expireOutboxBodies, type Mailer } from './mailer';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** Decorates app.mailer (the outbox, and SMTP when configured); sends what is queued before closing. */
export const emailPlugin = fp(
  async (app: FastifyInstance) => {
    const mailer = createMailer(app.db, app.config.providers, app.log, app.config.env);
    app.decorate('mailer', mailer);
    // R12: old bodies go; unref'd, so it never keeps the process alive.
    const sweeper = setInterval(() => {
      expireOutboxBodies(app.db, new Date()).catch((error: unknown) =>
        app.log.warn({ err: error }, 'could not expire old outbox bodies'),
      );
    }, 60 * 60_000);
    sweeper.unref();
    app.addHook('onClose', async () => {
      clearInterval(sweeper);
      await mailer.drain();
      mailer.close();
    });
  },
  { name: 'email' },
);
