import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { brands } from '../db/schema';
import type { FlightProvider } from '../providers/flights/types';
import type { Mailer } from './email';
import type { FlightsService } from './flights';
import type { PasswordHasher } from './password';
import { recordStep, type StepChange } from './booking-store';
import type { AfterStep, BookingPayments, BookingRow, BookingStep } from './booking-types';

/** Everything the booking service works with; built once in app.ts, swapped in tests. */
export interface BookingContext {
  db: Db;
  flights: Pick<FlightsService, 'quoteForBooking'>;
  provider: FlightProvider;
  payments: BookingPayments;
  mailer: Pick<Mailer, 'send'>;
  /** app.auth.hasher: accounts made at booking hash like every other. */
  hasher: () => PasswordHasher;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  brand: { id: string; name: string };
  /** Where the account e-mail sends people to sign in. */
  signInUrl: string;
  now: () => Date;
  /** Test hook: runs after each durable step; a SimulatedCrash thrown here stands for the process dying. */
  afterStep?: AfterStep | undefined;
}

/** The context speaking for the brand a booking was sold under (its e-mails, its name). */
export async function contextForBrand(ctx: BookingContext, brandId: string): Promise<BookingContext> {
  if (brandId === ctx.brand.id) return ctx;
  const [found] = await ctx.db.select({ id: brands.id, name: brands.name }).from(brands).where(eq(brands.id, brandId));
  return found ? { ...ctx, brand: found } : ctx;
}

export interface FlowOptions {
  /** Finishing after a restart: no session, no password on screen, no blind order. */
  recovering: boolean;
}

/** Records one durable step, then gives a test the chance to "kill the process" right after it. */
export async function step(
  ctx: BookingContext,
  row: BookingRow,
  name: BookingStep,
  change: Omit<StepChange, 'step'> = {},
): Promise<BookingRow> {
  const next = await recordStep(ctx.db, row, { expect: row.status, ...change, step: name });
  await ctx.afterStep?.(name, row.id);
  return next;
}
