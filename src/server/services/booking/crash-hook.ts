import type { BookingContext } from './context';
import { BOOKING_STEPS, type BookingStep } from './types';

/*
 * R2 says to test recovery "by killing the process between steps". This lets the
 * end-to-end test do it to the real server: BOOKING_TEST_PAUSE_AFTER_STEP=order_created makes
 * every booking stop for good after that step, so the test can SIGKILL the process there.
 * Honoured only outside production (NODE_ENV development or test): a production server never
 * waits on purpose, whatever its environment says.
 */

export const PAUSE_ENV = 'BOOKING_TEST_PAUSE_AFTER_STEP';

export function pauseForCrashTests(
  ctx: Pick<BookingContext, 'afterStep' | 'log'>,
  nodeEnv: string,
  env: NodeJS.ProcessEnv = process.env,
): BookingStep | null {
  const wanted = env[PAUSE_ENV];
  if (!wanted || nodeEnv === 'production') return null;
  const target = BOOKING_STEPS.find((s) => s === wanted);
  if (!target) throw new Error(`${PAUSE_ENV} must be one of ${BOOKING_STEPS.join(', ')}; got '${wanted}'.`);
  ctx.log.warn({ step: target }, `${PAUSE_ENV}: bookings will stop after this step (crash tests only)`);
  ctx.afterStep = async (step, bookingId) => {
    if (step !== target) return;
    ctx.log.warn({ step, bookingId }, 'booking paused for a crash test');
    // Never settles: the test kills the process while the booking waits here.
    await new Promise<never>(() => {});
  };
  return target;
}
