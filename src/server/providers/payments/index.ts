import type { Mode } from '../../../shared/schemas/system';
import type { Db } from '../../db/client';
import { createStripeProcessor } from './stripe';
import { createTestProcessor } from './test-processor';
import { ProcessorError, type CardProcessor } from './types';

/*
 * Which card processor takes payments (R17): Stripe when a secret key is configured,
 * else the built-in test processor. A test key (sk_test_) serves test mode; a live key
 * (sk_live_, or a restricted rk_live_) serves live mode only: never a live key in test mode.
 */

export interface CardProcessorSettings {
  stripeSecretKey: string | undefined;
  stripeApiBase?: string | undefined;
}

export function isLiveStripeKey(key: string | undefined): boolean {
  return /^(sk|rk)_live_/.test(key ?? '');
}

export function createCardProcessor(settings: CardProcessorSettings, db: Db): CardProcessor {
  if (settings.stripeSecretKey) {
    return createStripeProcessor({ secretKey: settings.stripeSecretKey, apiBase: settings.stripeApiBase });
  }
  return createTestProcessor(db);
}

/** The processor for each mode; live mode has none without a live key (see the flight providers). */
export function createCardProcessorsByMode(
  settings: CardProcessorSettings,
  db: Db,
): Record<Mode, CardProcessor | null> {
  const live = isLiveStripeKey(settings.stripeSecretKey);
  return {
    test: createCardProcessor({ ...settings, stripeSecretKey: live ? undefined : settings.stripeSecretKey }, db),
    live: live ? createCardProcessor(settings, db) : null,
  };
}

/** One processor that asks the mode (cached) on every call: an admin's switch reaches every process. */
export function createModeFollowingCardProcessor(
  byMode: Record<Mode, CardProcessor | null>,
  mode: { current(): Promise<Mode>; last(): Mode },
): CardProcessor {
  const pick = async (): Promise<CardProcessor> => {
    const processor = byMode[await mode.current()];
    if (!processor) throw new ProcessorError('Live mode is on but no live Stripe key is configured');
    return processor;
  };
  /**
   * Capture, void and refund go to the processor that holds the payment, whatever the mode is
   * now: a test booking cancelled after the switch to live is refunded by the test processor,
   * a live one after a switch back by Stripe. Test processor references start 'tp_'.
   */
  const holderOf = async (ref: string): Promise<CardProcessor> => {
    const wanted = ref.startsWith('tp_') ? 'test' : 'stripe';
    return [byMode.test, byMode.live].find((p) => p?.name === wanted) ?? pick();
  };
  return {
    // Read after authorize() as the payment row records it: the processor of the mode that call saw.
    get name() {
      return byMode[mode.last()]?.name ?? 'stripe';
    },
    previewToken: async (token, owner) => (await pick()).previewToken(token, owner),
    authorize: async (input) => (await pick()).authorize(input),
    retrieve: async (ref) => (await holderOf(ref)).retrieve(ref),
    capture: async (ref, amountMinor, key, metadata) => (await holderOf(ref)).capture(ref, amountMinor, key, metadata),
    void: async (ref, key) => (await holderOf(ref)).void(ref, key),
    refund: async (ref, amountMinor, key) => (await holderOf(ref)).refund(ref, amountMinor, key),
  };
}

export type { CardProcessor } from './types';
