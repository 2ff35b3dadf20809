import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DEFAULT_BRAND } from '../../../shared/brand';
import { AIRLINE_CANCELLATION_QUEUE } from './airline-cancellation';
import { createBookingService, type BookingService } from './service';
import { HOLD_EXPIRY_QUEUE, HOLD_REMINDER_QUEUE } from './hold';

declare module 'fastify' {
  interface FastifyInstance {
    bookings: BookingService;
  }
}

/** Decorates app.bookings (R34): the durable booking steps, recovery and cancellation. */
export const bookingPlugin = fp(
  async (app: FastifyInstance) => {
    // The sandbox airline's schedule changes reach the bookings as Duffel's webhooks do (R42).
    app.airlineEvents.listen(async (event, meaning) => {
      try {
        await app.bookings.onAirlineEvent(event, meaning);
      } catch (error) {
        app.log.error({ event: event.id, err: error }, 'an airline event could not be handled');
      }
    });
    app.decorate(
      'bookings',
      createBookingService({
        db: app.db,
        flights: app.flights,
        provider: app.flightProvider,
        providerNamed: app.flightProviderNamed,
        payments: app.payments,
        mailer: app.mailer,
        hasher: () => app.auth.hasher,
        log: app.log,
        brand: DEFAULT_BRAND,
        brands: app.brands.catalog,
        signInUrl: `${app.config.publicUrl?.replace(/\/$/, '') ?? ''}/login`,
        site: { publicUrl: app.config.publicUrl, host: undefined, protocol: 'https' },
        accounts: app.accounts,
        now: () => new Date(),
        sessionClock: () => app.auth.clock(),
        requestHashSecret: app.config.sessionSecret,
        jobs: app.jobs,
      }),
    );
    // R57: an order the airline cancelled, a minute after the news (airline-cancellation.ts).
    app.jobs.handle(AIRLINE_CANCELLATION_QUEUE, async (payload) => {
      if (typeof payload.bookingId === 'string') await app.bookings.settleAirlineCancellation(payload.bookingId);
    });
    // R55: a hold's expiry at its deadline and its reminders before it, as queue jobs.
    app.jobs.handle(HOLD_EXPIRY_QUEUE, async (payload) => {
      if (typeof payload.bookingId !== 'string') throw new Error('A hold expiry without a booking id');
      await app.bookings.expireHoldJob(payload.bookingId);
    });
    app.jobs.handle(HOLD_REMINDER_QUEUE, async (payload) => {
      if (typeof payload.bookingId !== 'string' || typeof payload.hours !== 'number') {
        throw new Error('A hold reminder without a booking id and hours');
      }
      await app.bookings.holdReminderJob(payload.bookingId, payload.hours);
    });
  },
  { name: 'booking', dependencies: ['flights', 'payments', 'email', 'auth', 'accounts', 'brands', 'jobs'] },
);
