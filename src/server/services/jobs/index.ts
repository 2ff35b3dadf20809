/**
 * The job queue on the database (ADR 0005, R51): jobs taken once across processes, retried with
 * back-off, dead after their last attempt. This file is the domain's whole public surface.
 */
export { backoffMs, JobQueue, type JobHandler, type JobRow } from './queue';
export { jobsPlugin } from './plugin';
