import { domainPlugin, sharedInvalidation } from '../platform';
import { createModeCache, type ModeCache } from './mode';

declare module 'fastify' {
  interface FastifyInstance {
    /** Test or live (R18), read from the database at most every 5 s. */
    mode: ModeCache;
  }
}

/** Decorates app.mode; an admin's switch in any process drops every process's copy (with Redis). */
export const modePlugin = domainPlugin(
  'mode',
  (app) => sharedInvalidation(createModeCache(app.db), app.invalidation, 'mode'),
  ['scale-out'],
);
