import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMailer, expireOutboxBodies, type Mailer } from './mailer';
import { pruneSentOutbox } from './retention';

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
    // R12: old bodies go; R44: old sent mail goes. Unref'd, so it never keeps the process alive;
    // every process sweeps, and the statements are safe to run side by side.
    const sweeper = setInterval(() => {
      const now = new Date();
      expireOutboxBodies(app.db, now).catch((error: unknown) =>
        app.log.warn({ err: error }, 'could not expire old outbox bodies'),
      );
      pruneSentOutbox(app.db, now, app.config.outboxRetentionDays)
        .then((deleted) => {
          if (deleted > 0) app.log.info({ deleted }, 'deleted sent e-mail past the outbox retention');
        })
        .catch((error: unknown) => app.log.warn({ err: error }, 'could not prune the outbox'));
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
