import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createAccountsService, type AccountsService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    accounts: AccountsService;
  }
}

/** Decorates app.accounts; needs the mailer and app.auth (the hasher and clock tests may swap). */
export const accountsPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('accounts', createAccountsService({ db: app.db, mailer: app.mailer, runtime: () => app.auth }));
  },
  { name: 'accounts', dependencies: ['email', 'auth'] },
);
