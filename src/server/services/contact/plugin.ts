import type { FastifyInstance } from 'fastify';
import { domainPlugin } from '../platform';
import { submitContactMessage, type SubmitContact } from './submit';

function createContactService(app: FastifyInstance) {
  const deps = { db: app.db, mailer: app.mailer, counters: app.rateCounters };
  return {
    /** Stores the message, e-mails the brand's desk and acknowledges to the sender; 429 past the limit. */
    submit: (submit: SubmitContact) => submitContactMessage(deps, submit),
  };
}

export type ContactService = ReturnType<typeof createContactService>;

declare module 'fastify' {
  interface FastifyInstance {
    contact: ContactService;
  }
}

export const contactPlugin = domainPlugin('contact', createContactService, ['email', 'scale-out']);
