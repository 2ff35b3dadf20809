import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { earliestDepartureDate } from '../../../shared/schemas/search-rules';
import { toMinorUnits } from '../../../shared/pricing';
import { brands, priceAlerts } from '../../db/schema';
import type { JobQueue } from '../jobs';
import { priceDropEmail } from './emails';
import type { AlertsDeps } from './service';
import { readAlertSearch, searchPath, type AlertRow } from './search';
import { signAlertToken } from './tokens';

/*
 * R51: the scheduled re-run. Each run (hourly by default) ends the alerts whose flight has left,
 * then queues one check per due alert, within the brand's budget of airline calls per run; a
 * check asks the airline afresh and e-mails when the cheapest total fell by the owner's drop.
 */

export const SCHEDULE_QUEUE = 'price-alerts.schedule';
export const CHECK_QUEUE = 'price-alerts.check';
export const DEFAULT_ALERT_INTERVAL_MS = 60 * 60_000;
/** Duffel's default budget per brand and run: each check is a real, rate-limited search. */
export const DUFFEL_DEFAULT_ALERT_BUDGET = 20;
/** The sandbox airline's: every due alert. */
const SANDBOX_DEFAULT_ALERT_BUDGET = 10_000;

export interface CheckDeps extends AlertsDeps {
  queue: JobQueue;
  providerName: () => string;
  intervalMs: number;
}

/** The drop that is worth an e-mail, in minor units, for an alert measured from `baseline`. */
export function threshold(row: Pick<AlertRow, 'dropKind' | 'dropValue'>, baseline: number): number {
  return row.dropKind === 'amount' ? row.dropValue : Math.max(1, Math.ceil((baseline * row.dropValue) / 100));
}

export function alertBudget(budget: number | null, providerName: string): number {
  return budget ?? (providerName === 'sandbox' ? SANDBOX_DEFAULT_ALERT_BUDGET : DUFFEL_DEFAULT_ALERT_BUDGET);
}

export function createAlertChecks(deps: CheckDeps) {
  const { db } = deps;

  /** Ends every live alert whose first flight is before the earliest date a search may have. */
  async function endDeparted(now: Date): Promise<number> {
    const ended = await db
      .update(priceAlerts)
      .set({ status: 'ended', updatedAt: now })
      .where(
        and(
          inArray(priceAlerts.status, ['unconfirmed', 'active', 'paused']),
          lt(priceAlerts.departureDate, earliestDepartureDate(now)),
        ),
      )
      .returning({ id: priceAlerts.id });
    return ended.length;
  }

  /** One scheduled run: queues each due alert's check once, however many processes schedule it. */
  async function schedule(slot: number | string, force = false): Promise<{ ended: number; queued: number }> {
    const now = deps.now();
    const ended = await endDeparted(now);
    // A run now (force) checks every active alert; the schedule those not checked this half-interval.
    const dueBefore = new Date(now.getTime() - (force ? 0 : deps.intervalMs / 2));
    let queued = 0;
    for (const brand of await db.select({ id: brands.id, budget: brands.alertSearchBudget }).from(brands)) {
      const due = await db
        .select({ id: priceAlerts.id })
        .from(priceAlerts)
        .where(
          and(
            eq(priceAlerts.brandId, brand.id),
            eq(priceAlerts.status, 'active'),
            or(isNull(priceAlerts.lastCheckedAt), lte(priceAlerts.lastCheckedAt, dueBefore)),
          ),
        )
        // Alerts left out by the budget come first next time.
        .orderBy(sql`${priceAlerts.lastCheckedAt} ASC NULLS FIRST`, asc(priceAlerts.id))
        .limit(alertBudget(brand.budget, deps.providerName()));
      for (const alert of due) {
        const id = await deps.queue.enqueue(
          CHECK_QUEUE,
          { alertId: alert.id },
          { dedupeKey: `${CHECK_QUEUE}:${alert.id}:${slot}` },
        );
        if (id !== null) queued++;
      }
    }
    return { ended, queued };
  }

  /** One alert's check; throws when the airline fails, so the queue retries it. */
  async function check(alertId: string): Promise<'ended' | 'skipped' | 'no-drop' | 'e-mailed' | 'no-offers'> {
    const now = deps.now();
    const [row] = await db.select().from(priceAlerts).where(eq(priceAlerts.id, alertId));
    if (!row || row.status !== 'active') return 'skipped';
    if (row.departureDate < earliestDepartureDate(now)) {
      await db.update(priceAlerts).set({ status: 'ended', updatedAt: now }).where(eq(priceAlerts.id, row.id));
      return 'ended';
    }
    const [brand] = await db.select().from(brands).where(eq(brands.id, row.brandId));
    if (!brand) return 'skipped';
    const search = readAlertSearch(row.search);
    const cheapest = await deps.flights.cheapestNow(search, brand);
    if (!cheapest || cheapest.total_currency !== row.currency) {
      await db.update(priceAlerts).set({ lastCheckedAt: now }).where(eq(priceAlerts.id, row.id));
      return 'no-offers';
    }
    const price = toMinorUnits(cheapest.total_amount, row.currency);
    const drop = row.baselineMinor - price;
    if (drop <= 0 || drop < threshold(row, row.baselineMinor)) {
      await db.update(priceAlerts).set({ lastPriceMinor: price, lastCheckedAt: now }).where(eq(priceAlerts.id, row.id));
      return 'no-drop';
    }
    // The new baseline is written first, on the condition that nobody else moved it: two checks
    // of one alert (a retry, an admin's run) send one e-mail for one drop.
    const [claimed] = await db
      .update(priceAlerts)
      .set({ baselineMinor: price, lastPriceMinor: price, lastCheckedAt: now, lastNotifiedAt: now, updatedAt: now })
      .where(and(eq(priceAlerts.id, row.id), eq(priceAlerts.baselineMinor, row.baselineMinor)))
      .returning({ id: priceAlerts.id });
    if (!claimed) return 'skipped';
    const token = signAlertToken(deps.secret, 'unsubscribe', row.id);
    const sent = await deps.mailer.send(
      priceDropEmail({
        to: row.email,
        brand: { id: brand.id, name: brand.name },
        search,
        currency: row.currency,
        beforeMinor: row.baselineMinor,
        nowMinor: price,
        searchUrl: `${row.siteOrigin}${searchPath(search)}`,
        unsubscribeUrl: `${row.siteOrigin}/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`,
        manageUrl: row.userId ? `${row.siteOrigin}/account/alerts` : undefined,
      }),
    );
    if (sent.status === 'failed') {
      // Undelivered, the drop is still news: the old baseline comes back (unless someone moved it
      // since) and the job fails, so the queue's retry searches again and e-mails then.
      await db
        .update(priceAlerts)
        .set({ baselineMinor: row.baselineMinor, lastNotifiedAt: row.lastNotifiedAt, updatedAt: deps.now() })
        .where(and(eq(priceAlerts.id, row.id), eq(priceAlerts.baselineMinor, price)));
      throw new Error('The price-drop e-mail could not be delivered; the check will run again');
    }
    return 'e-mailed';
  }

  return { schedule, check, endDeparted };
}

export type AlertChecks = ReturnType<typeof createAlertChecks>;
