import type { FastifyInstance } from 'fastify';
import { domainPlugin } from '../platform';
import { listContactMessages, listEmails } from './inbox';
import { createTotalsCache } from './totals';
import { getAdminSettings, setLiveMode, type ModeChange } from './settings';

/** What the admin area reads and changes: the outbox, the contact messages and the live-mode switch. */
function createAdminService(app: FastifyInstance) {
  const totals = createTotalsCache();
  return {
    listEmails: (query: Parameters<typeof listEmails>[1]) => listEmails(app.db, query, totals),
    listContactMessages: (query: Parameters<typeof listContactMessages>[1]) =>
      listContactMessages(app.db, query, totals),
    settings: () => getAdminSettings(app.db, app.config),
    async setLiveMode(change: ModeChange) {
      const result = await setLiveMode(app.db, app.config.providers, change);
      // This process acts on the new mode at once; the others within the cache's TTL.
      app.mode.invalidate();
      return result;
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;

declare module 'fastify' {
  interface FastifyInstance {
    admin: AdminService;
  }
}

export const adminPlugin = domainPlugin('admin', createAdminService, ['mode']);
