/**
 * Price alerts (R51): saved searches re-run on a schedule, an e-mail when the price drops, and
 * one-click unsubscribe. This file is the domain's whole public surface.
 */
export { CHECK_QUEUE, SCHEDULE_QUEUE, threshold } from './check';
export { alertsPlugin } from './plugin';
export type { AlertsRuntime } from './plugin';
