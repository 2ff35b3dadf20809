import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CHECK_QUEUE, createAlertChecks, DEFAULT_ALERT_INTERVAL_MS, SCHEDULE_QUEUE, type AlertChecks } from './check';
import { createAlertsService, type AlertsService } from './service';

export type AlertsRuntime = AlertsService & {
  checks: AlertChecks;
  /** The alerts' clock (tests move it, as app.auth.clock). */
  clock: () => Date;
  /** Every process calls this once it serves: each run is queued once, whoever queues it. */
  startSchedule(): void;
  /** An admin's (or a browser test's) run now, outside the schedule. */
  runNow(): Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    alerts: AlertsRuntime;
  }
}

export interface AlertsPluginOptions {
  now?: () => Date;
}

/** R51: price alerts: the owner's service, the scheduled run and the check, both as queue jobs. */
export const alertsPlugin = fp<AlertsPluginOptions>(
  async (app: FastifyInstance, options) => {
    const now = () => app.alerts.clock();
    const intervalMs = app.config.jobs?.alertIntervalMs ?? DEFAULT_ALERT_INTERVAL_MS;
    const deps = {
      db: app.db,
      flights: app.flights,
      mailer: app.mailer,
      secret: app.config.sessionSecret,
      now,
      counters: app.rateCounters,
    };
    const checks = createAlertChecks({
      ...deps,
      queue: app.jobs,
      intervalMs,
      providerName: () => app.flightProvider.name,
    });
    const slotOf = (at: Date) => Math.floor(at.getTime() / intervalMs);
    app.jobs.handle(SCHEDULE_QUEUE, async (payload) => {
      const slot = typeof payload.slot === 'number' || typeof payload.slot === 'string' ? payload.slot : slotOf(now());
      const outcome = await checks.schedule(slot, payload.force === true);
      app.log.info({ ...outcome, slot }, 'price alerts scheduled');
    });
    app.jobs.handle(CHECK_QUEUE, async (payload) => {
      if (typeof payload.alertId !== 'string') throw new Error('A price-alert check without an alert id');
      await checks.check(payload.alertId);
    });

    let timer: NodeJS.Timeout | undefined;
    const queueCurrentRun = () => {
      const slot = slotOf(now());
      app.jobs
        .enqueue(SCHEDULE_QUEUE, { slot }, { dedupeKey: `${SCHEDULE_QUEUE}:${intervalMs}:${slot}` })
        .catch((error: unknown) => app.log.warn({ err: error }, 'could not queue the price-alert run'));
    };
    app.decorate('alerts', {
      ...createAlertsService(deps),
      checks,
      clock: options.now ?? (() => new Date()),
      startSchedule() {
        if (timer) return;
        queueCurrentRun();
        timer = setInterval(queueCurrentRun, Math.min(intervalMs, 60_000));
        timer.unref();
      },
      async runNow() {
        // Its own slot: the checks it queues are not the scheduled run's, so neither skips the other.
        await app.jobs.enqueue(SCHEDULE_QUEUE, { slot: `manual-${randomUUID()}`, force: true });
      },
    } satisfies AlertsRuntime);
    app.addHook('onClose', async () => {
      if (timer) clearInterval(timer);
    });
  },
  { name: 'alerts', dependencies: ['email', 'flights', 'jobs', 'scale-out'] },
);
