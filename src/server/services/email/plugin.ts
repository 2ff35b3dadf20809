import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMailer, type Mailer } from './mailer';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** Decorates app.mailer (the outbox, and SMTP when configured); sends what is queued before closing. */
export const emailPlugin = fp(
  async (app: FastifyInstance) => {
    const mailer = createMailer(app.db, app.config.providers, app.log);
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => {
      await mailer.drain();
      mailer.close();
    });
  },
  { name: 'email' },
);
