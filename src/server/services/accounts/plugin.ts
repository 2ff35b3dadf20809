import { domainPlugin } from '../platform';
import { createAccountsService, type AccountsService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    accounts: AccountsService;
  }
}

/** Decorates app.accounts; needs the mailer and app.auth (the hasher and clock tests may swap). */
export const accountsPlugin = domainPlugin(
  'accounts',
  (app) => createAccountsService({ db: app.db, mailer: app.mailer, runtime: () => app.auth }),
  ['email', 'auth'],
);
