import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  createCardProcessorsByMode,
  createModeFollowingCardProcessor,
  type CardProcessor,
} from '../../providers/payments';
import { createCardLimits, type CardLimits } from './card-limits';
import { processCard, type ProcessCardAnswer, type ProcessCardDeps } from './process-card';
import { createPaymentsService, type PaymentsService } from './service';

export type PaymentsApi = PaymentsService & {
  processCard(input: Parameters<typeof processCard>[1]): Promise<ProcessCardAnswer>;
  /** The processor that takes payments in the site's mode now: the payment page is drawn for it. */
  activeProcessor(): Promise<'test' | 'stripe'>;
  /** The refused-card limits every path that sends a card to the processor obeys (R36). */
  cardLimits: CardLimits;
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
    const byMode = createCardProcessorsByMode(app.config.providers, app.db);
    const service = createPaymentsService({
      db: app.db,
      processor: options.cardProcessor ?? createModeFollowingCardProcessor(byMode, app.mode),
      log: app.log,
    });
    const activeProcessor = async () =>
      options.cardProcessor?.name ?? byMode[await app.mode.current()]?.name ?? 'stripe';
    const deps: ProcessCardDeps = {
      db: app.db,
      payments: service,
      limits: createCardLimits(app.rateCounters, app.config.sessionSecret),
      requestHashSecret: app.config.sessionSecret,
    };
    app.decorate('payments', {
      ...service,
      processCard: (input) => processCard(deps, input),
      activeProcessor,
      cardLimits: deps.limits,
    } satisfies PaymentsApi);

    const sweep = setInterval(() => {
      service.voidAbandoned().catch((err: unknown) => app.log.error({ err }, 'voiding abandoned payments failed'));
    }, ABANDONED_SWEEP_MS);
    sweep.unref();
    app.addHook('onClose', async () => clearInterval(sweep));
  },
  { name: 'payments', dependencies: ['mode', 'scale-out'] },
);
