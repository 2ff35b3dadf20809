import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  createCardProcessorsByMode,
  createModeFollowingCardProcessor,
  type CardProcessor,
} from '../../providers/payments';
import { processCard, type ProcessCardAnswer, type ProcessCardDeps } from './process-card';
import { createPaymentsService, type PaymentsService } from './service';

export type PaymentsApi = PaymentsService & {
  processCard(input: Parameters<typeof processCard>[1]): Promise<ProcessCardAnswer>;
};

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentsApi;
  }
}

/** How often holds that never became a booking are looked for and released. */
const ABANDONED_SWEEP_MS = 5 * 60_000;

/**
 * Decorates app.payments (R2-R5, R17): holds, captures, voids and refunds over the card
 * processor that the site's mode picks on every call (a live key is never used in test mode).
 */
export const paymentsPlugin = fp(
  async (app: FastifyInstance, options: { cardProcessor?: CardProcessor | undefined }) => {
    const service = createPaymentsService({
      db: app.db,
      processor:
        options.cardProcessor ??
        createModeFollowingCardProcessor(createCardProcessorsByMode(app.config.providers, app.db), app.mode),
      log: app.log,
    });
    const deps: ProcessCardDeps = {
      db: app.db,
      payments: service,
      counters: app.rateCounters,
      requestHashSecret: app.config.sessionSecret,
    };
    app.decorate('payments', { ...service, processCard: (input) => processCard(deps, input) } satisfies PaymentsApi);

    const sweep = setInterval(() => {
      service.voidAbandoned().catch((err: unknown) => app.log.error({ err }, 'voiding abandoned payments failed'));
    }, ABANDONED_SWEEP_MS);
    sweep.unref();
    app.addHook('onClose', async () => clearInterval(sweep));
  },
  { name: 'payments', dependencies: ['mode', 'scale-out'] },
);
