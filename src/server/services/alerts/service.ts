import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { ALERT_MESSAGES, MAX_ALERTS_PER_OWNER, type CreateAlertInput } from '../../../shared/schemas/alerts';
import { earliestDepartureDate } from '../../../shared/schemas/search-rules';
import { currencyExponent, toMinorUnits } from '../../../shared/pricing';
import type { Db } from '../../db/client';
import { priceAlerts } from '../../db/schema';
import { AppError } from '../../errors';
import type { Mailer } from '../email';
import type { FlightsService, SellingBrand } from '../flights';
import type { WindowCounters } from '../platform';
import { confirmAlertEmail } from './emails';
import { openVisitorAlertSlot } from './rate-limit';
import { alertSearch, toAlert, type AlertRow } from './search';
import { signAlertToken, verifyAlertToken } from './tokens';

/*
 * R51: price alerts, as their owner sees them. A signed-in traveller's alert is on at once; a
 * visitor's waits for the link e-mailed to the address given. Only the owner lists or changes an
 * alert (anyone else gets 404, as for a trip); e-mail links act through signed tokens alone.
 */

export interface AlertsDeps {
  db: Db;
  flights: FlightsService;
  mailer: Mailer;
  secret: string;
  now: () => Date;
  /** R56: visitors' alerts per client and e-mail address (the database, or Redis with REDIS_URL). */
  counters: WindowCounters;
}

export interface AlertOwner {
  id: string;
  email: string;
}

const LIVE = ['unconfirmed', 'active', 'paused'] as const;

export const invalidToken = () => new AppError(400, 'INVALID_TOKEN', ALERT_MESSAGES.invalidToken);
const notFound = () => new AppError(404, 'NOT_FOUND', ALERT_MESSAGES.notFound);

export function createAlertsService(deps: AlertsDeps) {
  const { db } = deps;

  async function owned(userId: string, id: string): Promise<AlertRow> {
    const [row] = await db
      .select()
      .from(priceAlerts)
      .where(and(eq(priceAlerts.id, id), eq(priceAlerts.userId, userId)));
    if (!row) throw notFound();
    return row;
  }

  return {
    async create(input: {
      body: CreateAlertInput;
      user: AlertOwner | null;
      brand: SellingBrand & { name: string };
      siteOrigin: string;
      ip: string | undefined;
    }) {
      const { body, user } = input;
      const now = deps.now();
      // R51: a search whose first flight has left cannot be tracked (422, not a form error).
      const earliest = earliestDepartureDate(now);
      if (body.departureDate < earliest) throw new AppError(422, 'SEARCH_IN_PAST', ALERT_MESSAGES.searchInPast);
      if (body.returnDate && body.returnDate < body.departureDate) {
        throw new AppError(400, 'VALIDATION_ERROR', 'Return date cannot be before departure date');
      }
      const email = user?.email ?? body.email;
      if (!email) throw new AppError(400, 'EMAIL_REQUIRED', ALERT_MESSAGES.emailRequired);
      const owner = user ? eq(priceAlerts.userId, user.id) : eq(priceAlerts.email, email.toLowerCase());
      const [live] = await db
        .select({ n: count() })
        .from(priceAlerts)
        .where(and(owner, inArray(priceAlerts.status, [...LIVE])));
      if ((live?.n ?? 0) >= MAX_ALERTS_PER_OWNER) throw new AppError(409, 'TOO_MANY_ALERTS', ALERT_MESSAGES.tooMany);
      if (!user) await openVisitorAlertSlot(deps.counters, input.ip, email, now);

      const search = alertSearch(body);
      // The price the traveller saw: the results page's search, usually still in the offer cache.
      const result = await deps.flights.search({ ...search, page: 1, limit: 1 }, input.brand);
      const cheapest = result.offers[0];
      if (!cheapest) throw new AppError(422, 'NO_OFFERS', 'There are no flights on this search to track');
      const currency = cheapest.total_currency;
      const dropValue = body.dropKind === 'amount' ? body.dropValue * 10 ** currencyExponent(currency) : body.dropValue;
      const [row] = await db
        .insert(priceAlerts)
        .values({
          brandId: input.brand.id,
          userId: user?.id ?? null,
          email: email.toLowerCase(),
          siteOrigin: input.siteOrigin,
          search: search as unknown as Record<string, unknown>,
          departureDate: body.departureDate,
          dropKind: body.dropKind,
          dropValue,
          currency,
          baselineMinor: toMinorUnits(cheapest.total_amount, currency),
          lastPriceMinor: toMinorUnits(cheapest.total_amount, currency),
          lastCheckedAt: now,
          status: user ? 'active' : 'unconfirmed',
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!row) throw new Error('The new price alert was not returned');
      if (!user) {
        const token = signAlertToken(deps.secret, 'confirm', row.id);
        await deps.mailer.send(
          confirmAlertEmail({
            to: row.email,
            brand: input.brand,
            search,
            confirmToken: token,
            confirmUrl: `${row.siteOrigin}/api/alerts/confirm?token=${encodeURIComponent(token)}`,
          }),
        );
      }
      return {
        alert: toAlert(row),
        message: user
          ? 'Price alert set: we will e-mail you when the price drops.'
          : `We sent a link to ${row.email}: open it to turn the alert on.`,
      };
    },

    async list(userId: string) {
      const rows = await db
        .select()
        .from(priceAlerts)
        .where(eq(priceAlerts.userId, userId))
        .orderBy(desc(priceAlerts.createdAt), desc(priceAlerts.id))
        .limit(MAX_ALERTS_PER_OWNER * 2);
      return { alerts: rows.map(toAlert) };
    },

    /** Pause or resume; an ended or unsubscribed alert stays as it is (409). */
    async setStatus(userId: string, id: string, status: 'active' | 'paused') {
      const row = await owned(userId, id);
      if (row.status !== 'active' && row.status !== 'paused') {
        throw new AppError(
          409,
          'ALERT_NOT_LIVE',
          row.status === 'ended' ? ALERT_MESSAGES.ended : ALERT_MESSAGES.unsubscribed,
        );
      }
      const [updated] = await db
        .update(priceAlerts)
        .set({ status, updatedAt: deps.now() })
        .where(eq(priceAlerts.id, row.id))
        .returning();
      return toAlert(updated ?? row);
    },

    async remove(userId: string, id: string) {
      const row = await owned(userId, id);
      await db.delete(priceAlerts).where(eq(priceAlerts.id, row.id));
    },

    /** RFC 8058 one-click: the token alone decides; a forged one changes nothing. */
    async unsubscribe(token: string) {
      const id = verifyAlertToken(deps.secret, 'unsubscribe', token);
      if (!id) throw invalidToken();
      await db.update(priceAlerts).set({ status: 'unsubscribed', updatedAt: deps.now() }).where(eq(priceAlerts.id, id));
      return { success: true, message: ALERT_MESSAGES.unsubscribed };
    },

    /** A visitor's link: the alert goes on; its search's address is where the link lands. */
    async confirm(token: string): Promise<{ searchPath: string }> {
      const id = verifyAlertToken(deps.secret, 'confirm', token);
      if (!id) throw invalidToken();
      const [row] = await db
        .update(priceAlerts)
        .set({ status: 'active', updatedAt: deps.now() })
        .where(and(eq(priceAlerts.id, id), eq(priceAlerts.status, 'unconfirmed')))
        .returning();
      const found = row ?? (await db.select().from(priceAlerts).where(eq(priceAlerts.id, id)))[0];
      if (!found) throw notFound();
      return { searchPath: toAlert(found).searchPath };
    },
  };
}

export type AlertsService = ReturnType<typeof createAlertsService>;
