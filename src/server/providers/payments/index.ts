import type { Db } from '../../db/client';
import { createStripeProcessor } from './stripe';
import { createTestProcessor } from './test-processor';
import type { CardProcessor } from './types';

/*
 * Which card processor takes payments (decision 17): Stripe when a secret key is configured,
 * else the built-in test processor. Going live with a live key is the admin switch's check.
 */

export interface CardProcessorSettings {
  stripeSecretKey: string | undefined;
  stripeApiBase?: string | undefined;
}

export function createCardProcessor(settings: CardProcessorSettings, db: Db): CardProcessor {
  if (settings.stripeSecretKey) {
    return createStripeProcessor({ secretKey: settings.stripeSecretKey, apiBase: settings.stripeApiBase });
  }
  return createTestProcessor(db);
}

export type { CardProcessor } from './types';
