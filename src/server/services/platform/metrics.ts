import { count } from 'drizzle-orm';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Db } from '../../db/client';
import { BOOKING_STATUSES, bookings } from '../../db/schema';
import type { ProviderCall } from '../../providers/flights/instrumented';
import { clusterMetricsSource } from './metrics-cluster';

/*
 * What GET /metrics reports (R32). One registry per app: tests build many apps in one
 * process and each must count only its own requests. Every label takes values from a short,
 * fixed set (route patterns, never URLs; error codes, never messages), so the number of series
 * stays bounded whatever the traffic.
 */

export type CacheName = 'search';

export interface AppMetrics {
  registry: Registry;
  /** One finished HTTP request, labelled by its route pattern ('unmatched' when none matched). */
  request: (method: string, route: string | undefined, statusCode: number, seconds: number) => void;
  providerCall: (call: ProviderCall) => void;
  cacheResult: (cache: CacheName, hit: boolean) => void;
  /** The text a Prometheus scrape gets: this app's metrics, then the process's. */
  render: () => Promise<string>;
  contentType: string;
}

const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
// Up to Duffel's own order timeout (130 s).
const PROVIDER_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 25, 60, 130];

let processRegistry: Registry | undefined;

/**
 * The Node process's own metrics (CPU, memory, event loop lag, GC), made once per process:
 * collectDefaultMetrics starts an event-loop-delay monitor and a GC observer that are never
 * stopped, so one per app would pile up in a test run. They describe the process anyway.
 */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

export function createAppMetrics(db: Db, log: { warn(details: object, message: string): void }): AppMetrics {
  const registry = new Registry();
  const shared = processMetrics();

  // Every metric of this app registers in its own registry only.
  const counter = <L extends string>(name: string, help: string, labelNames: readonly L[]) =>
    new Counter({ name, help, labelNames, registers: [registry] });
  const histogram = <L extends string>(name: string, help: string, labelNames: readonly L[], buckets: number[]) =>
    new Histogram({ name, help, labelNames, buckets, registers: [registry] });

  const HTTP_LABELS = ['method', 'route', 'status_code'] as const;
  const PROVIDER_LABELS = ['provider', 'operation', 'outcome'] as const;
  const requests = counter(
    'http_requests_total',
    'HTTP requests answered, by method, route pattern and status code.',
    HTTP_LABELS,
  );
  const requestSeconds = histogram(
    'http_request_duration_seconds',
    'Time from receiving a request to sending the last byte of its answer.',
    HTTP_LABELS,
    HTTP_BUCKETS,
  );
  const providerSeconds = histogram(
    'flight_provider_call_duration_seconds',
    "Flight provider calls by provider, operation and outcome ('ok' or the error code).",
    PROVIDER_LABELS,
    PROVIDER_BUCKETS,
  );
  const providerErrors = counter(
    'flight_provider_errors_total',
    'Flight provider calls that failed, by provider, operation and error code.',
    PROVIDER_LABELS,
  );
  const cacheLookups = counter(
    'offer_cache_lookups_total',
    'Offer cache lookups for search results, hits and misses.',
    ['cache', 'result'] as const,
  );
  // Read from the database at scrape time: right however many processes sold the bookings.
  new Gauge({
    name: 'bookings',
    help: 'Bookings in the database by status (pending, confirmed, completed, cancelled, failed).',
    labelNames: ['status'] as const,
    registers: [registry],
    // Every cluster worker reads the same table: the cluster's figure is one worker's, not their sum.
    aggregator: 'first',
    async collect() {
      try {
        const rows = await db.select({ status: bookings.status, n: count() }).from(bookings).groupBy(bookings.status);
        const byStatus = new Map(rows.map((row) => [row.status, row.n]));
        for (const status of BOOKING_STATUSES) this.set({ status }, byStatus.get(status) ?? 0);
      } catch (err) {
        // A scrape during a database outage still reports everything else; the gauge keeps its last values.
        log.warn({ err }, 'metrics: could not count bookings');
      }
    },
  });

  const fromCluster = clusterMetricsSource([registry, shared]);

  return {
    registry,
    request: (method, route, statusCode, seconds) => {
      // About 2-3 us together (bench/metrics-overhead.ts); prom-client's .labels() handles would
      // not save it, they hash the labels on every call too.
      const labels = { method, route: route ?? 'unmatched', status_code: statusCode };
      requests.inc(labels);
      requestSeconds.observe(labels, seconds);
    },
    providerCall: ({ provider, operation, outcome, seconds }) => {
      const labels = { provider, operation, outcome };
      providerSeconds.observe(labels, seconds);
      if (outcome !== 'ok') providerErrors.inc(labels);
    },
    cacheResult: (cache, hit) => {
      cacheLookups.inc({ cache, result: hit ? 'hit' : 'miss' });
    },
    render: async () => {
      if (fromCluster) {
        try {
          return await fromCluster();
        } catch (err) {
          log.warn({ err }, "metrics: the cluster's figures did not arrive; reporting this worker's");
        }
      }
      const [own, common] = await Promise.all([registry.metrics(), shared.metrics()]);
      return `${own}\n${common}`;
    },
    contentType: registry.contentType,
  };
}
