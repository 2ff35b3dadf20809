import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { JobQueue } from './queue';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
  }
}

/**
 * Decorates app.jobs. The app does not poll by itself (tests drive the queue); main.ts starts the
 * worker once the site listens, and closing the app stops it before the database closes.
 */
export const jobsPlugin = fp(
  async (app: FastifyInstance) => {
    const queue = new JobQueue(app.db, { log: app.log });
    app.decorate('jobs', queue);
    app.addHook('onClose', async () => {
      await queue.stop();
    });
  },
  { name: 'jobs' },
);
