import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { allAirports, getAirport, isKnownLocationCode } from '../../data/airports';
import { nearbyAirports } from '../../../shared/airports/nearby';
import {
  createFlightProvidersByMode,
  createModeFollowingFlightProvider,
  type FlightProvider,
} from '../../providers/flights';
import { instrumentEach, instrumentFlightProvider } from '../../providers/flights/instrumented';
import type { AirlineEventSink } from '../../providers/flights/types';
import { createRedisOfferCache } from './redis-offer-cache';
import { createFlightsService, type FlightsService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The airline as the site's mode picks it on every call (sandbox in test mode), timed by the metrics. */
    flightProvider: FlightProvider;
    /** The provider a booking was made with, by the name recorded on it; absent when a test gives one provider. */
    flightProviderNamed: ((name: string) => FlightProvider | null) | undefined;
    flights: FlightsService;
    /** R42: news from an airline that tells us itself (the sandbox airline), to whoever listens (the bookings). */
    airlineEvents: { sink: AirlineEventSink; listen(listener: AirlineEventSink): void };
  }
}

/** Decorates app.flightProvider and app.flights: search, offers, seat maps and offer checks. */
export const flightsPlugin = fp(
  async (app: FastifyInstance, options: { flightProvider?: FlightProvider | undefined }) => {
    const listeners: AirlineEventSink[] = [];
    const sink: AirlineEventSink = async (event, meaning) => {
      for (const listener of listeners) await listener(event, meaning);
    };
    app.decorate('airlineEvents', { sink, listen: (listener: AirlineEventSink) => void listeners.push(listener) });
    const modeFollowing = options.flightProvider
      ? undefined
      : createModeFollowingFlightProvider(
          instrumentEach(createFlightProvidersByMode(app.config.providers, app.db, sink), app.metrics.providerCall),
          app.mode,
        );
    const provider = options.flightProvider
      ? instrumentFlightProvider(options.flightProvider, app.metrics.providerCall)
      : modeFollowing!;
    app.decorate('flightProvider', provider);
    app.decorate('flightProviderNamed', modeFollowing?.named);
    app.decorate(
      'flights',
      createFlightsService({
        provider,
        timeoutMs: app.config.providers.flightProviderTimeoutMs,
        isKnownLocation: isKnownLocationCode,
        log: app.log,
        // With Redis every process answers a search any of them made; the mode keeps test and live apart.
        cache: app.redis ? createRedisOfferCache(app.redis.client, { log: app.log }) : undefined,
        cacheScope: () => app.mode.current(),
        onCacheResult: (hit) => app.metrics.cacheResult('search', hit),
        nearbyCodes: (code) => {
          const airport = getAirport(code);
          return airport ? nearbyAirports(airport, allAirports()).map(({ airport: near }) => near.iata_code) : [];
        },
      }),
    );
  },
  { name: 'flights', dependencies: ['mode', 'metrics', 'scale-out'] },
);
