import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobs } from '../../db/schema';

/*
 * ADR 0005: a small job queue on our own table. A job is claimed by one UPDATE over a
 * `SELECT ... FOR UPDATE SKIP LOCKED`, so several processes on one PostgreSQL never take the same
 * job; PGlite has one process, where the same statement is trivially safe. A failed job runs again
 * after a growing wait; after `maxAttempts` it is dead (R51) and waits for an admin's retry.
 */

export type JobRow = typeof jobs.$inferSelect;
export type JobHandler = (payload: Record<string, unknown>, job: JobRow) => Promise<void>;

export const DEFAULT_MAX_ATTEMPTS = 5;
/** First retry after this; each next one waits twice as long, up to MAX_BACKOFF_MS. */
export const BASE_BACKOFF_MS = 30_000;
export const MAX_BACKOFF_MS = 60 * 60_000;
/** A running job whose process died is taken again after this long. */
export const LEASE_MS = 10 * 60_000;
const STOP_WAIT_MS = 5_000;
/** Done jobs are deleted after this (the schedule's dedupe keys are per interval, never reused). */
export const DONE_RETENTION_MS = 7 * 24 * 60 * 60_000;
/** Dead jobs after this: a month for an admin to read and retry them. */
export const DEAD_RETENTION_MS = 30 * 24 * 60 * 60_000;
/** Rows deleted per statement, so a long-unpruned table never holds one long lock. */
export const PRUNE_BATCH = 500;
/** The polling worker prunes at most this often. */
export const PRUNE_EVERY_MS = 60 * 60_000;

export interface EnqueueOptions {
  runAt?: Date;
  /** One job per key, ever: a second enqueue with it is ignored (several schedulers, one run). */
  dedupeKey?: string;
  maxAttempts?: number;
}

export interface QueueOptions {
  now?: () => Date;
  baseBackoffMs?: number;
  log?: { error(details: object, message: string): void; warn(details: object, message: string): void };
}

export function backoffMs(attempts: number, base = BASE_BACKOFF_MS): number {
  return Math.min(MAX_BACKOFF_MS, base * 2 ** Math.max(0, attempts - 1));
}

export class JobQueue {
  private readonly handlers = new Map<string, JobHandler>();
  private readonly now: () => Date;
  readonly workerId = `${process.pid}-${randomUUID().slice(0, 8)}`;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;
  private lastPrunedAt = 0;

  constructor(
    private readonly db: Db,
    private readonly options: QueueOptions = {},
  ) {
    this.now = options.now ?? (() => new Date());
  }

  handle(queue: string, handler: JobHandler): void {
    this.handlers.set(queue, handler);
  }

  async enqueue(queue: string, payload: Record<string, unknown>, options: EnqueueOptions = {}): Promise<number | null> {
    const [row] = await this.db
      .insert(jobs)
      .values({
        queue,
        payload,
        dedupeKey: options.dedupeKey ?? null,
        maxAttempts: options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
        runAt: options.runAt ?? this.now(),
      })
      .onConflictDoNothing()
      .returning({ id: jobs.id });
    return row?.id ?? null;
  }

  /** Takes one due job for this process, or null; no other process can take it meanwhile. */
  async claim(): Promise<JobRow | null> {
    const now = this.now();
    const queues = [...this.handlers.keys()];
    if (queues.length === 0) return null;
    const due = this.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          inArray(jobs.queue, queues),
          or(
            and(eq(jobs.status, 'queued'), lte(jobs.runAt, now)),
            and(eq(jobs.status, 'running'), lt(jobs.lockedAt, new Date(now.getTime() - LEASE_MS))),
          ),
        ),
      )
      .orderBy(jobs.runAt, jobs.id)
      .limit(1)
      .for('update', { skipLocked: true });
    const [job] = await this.db
      .update(jobs)
      .set({
        status: 'running',
        attempts: sql`${jobs.attempts} + 1`,
        lockedAt: now,
        lockedBy: this.workerId,
        updatedAt: now,
      })
      .where(inArray(jobs.id, due))
      .returning();
    return job ?? null;
  }

  /** Runs one due job; false when there was none. */
  async runOne(): Promise<boolean> {
    const job = await this.claim();
    if (!job) return false;
    const handler = this.handlers.get(job.queue);
    try {
      if (!handler) throw new Error(`No handler for queue ${job.queue}`);
      await handler(job.payload, job);
      await this.db
        .update(jobs)
        .set({ status: 'done', lockedAt: null, lastError: null, updatedAt: this.now() })
        .where(eq(jobs.id, job.id));
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
      const dead = job.attempts >= job.maxAttempts;
      const now = this.now();
      await this.db
        .update(jobs)
        .set({
          status: dead ? 'dead' : 'queued',
          runAt: dead ? job.runAt : new Date(now.getTime() + backoffMs(job.attempts, this.options.baseBackoffMs)),
          lockedAt: null,
          lockedBy: null,
          lastError: reason,
          updatedAt: now,
        })
        .where(eq(jobs.id, job.id));
      const details = { jobId: job.id, queue: job.queue, attempts: job.attempts, reason };
      if (dead) this.options.log?.error(details, 'job failed for the last time: dead letter');
      else this.options.log?.warn(details, 'job failed; it will be retried');
    }
    return true;
  }

  /** Runs due jobs until none is left (tests, the admin's "run now"); returns how many ran. */
  async drain(limit = 1_000): Promise<number> {
    let ran = 0;
    while (ran < limit && !this.stopped && (await this.runOne())) ran++;
    return ran;
  }

  /**
   * ADR 0005: deletes done jobs older than DONE_RETENTION_MS and dead ones older than
   * DEAD_RETENTION_MS, `batch` rows per statement until none is left; returns how many went.
   */
  async prune(batch = PRUNE_BATCH): Promise<number> {
    const now = this.now().getTime();
    let deleted = 0;
    for (const [status, keepMs] of [
      ['done', DONE_RETENTION_MS],
      ['dead', DEAD_RETENTION_MS],
    ] as const) {
      for (;;) {
        const old = this.db
          .select({ id: jobs.id })
          .from(jobs)
          .where(and(eq(jobs.status, status), lt(jobs.updatedAt, new Date(now - keepMs))))
          .limit(batch);
        const gone = await this.db.delete(jobs).where(inArray(jobs.id, old)).returning({ id: jobs.id });
        deleted += gone.length;
        if (gone.length < batch || this.stopped) break;
      }
    }
    return deleted;
  }

  /** Polls every `pollMs`, one job at a time, until stop(); prunes the table once an hour. */
  start(pollMs: number): void {
    if (this.timer || this.stopped) return;
    const tick = () => {
      if (this.running || this.stopped) return;
      const pruneDue = Date.now() - this.lastPrunedAt >= PRUNE_EVERY_MS;
      if (pruneDue) this.lastPrunedAt = Date.now();
      this.running = (pruneDue ? this.prune() : Promise.resolve(0))
        .then(() => this.drain(50))
        .then(() => undefined)
        .catch((error: unknown) => this.options.log?.error({ err: error }, 'job worker failed to poll'))
        .finally(() => {
          this.running = undefined;
        });
    };
    this.timer = setInterval(tick, pollMs);
    this.timer.unref();
    tick();
  }

  /**
   * Stops polling and waits for the job in hand, at most `waitMs` (shutdown has 10 s in all): a
   * job still running then is left to its lease, and another process takes it again.
   */
  async stop(waitMs = STOP_WAIT_MS): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    if (!this.running) return;
    let timeout: NodeJS.Timeout | undefined;
    await Promise.race([this.running, new Promise((resolve) => (timeout = setTimeout(resolve, waitMs)))]);
    clearTimeout(timeout);
  }

  /** R51: the dead letters, newest first, for the admin. */
  async dead(limit = 100): Promise<JobRow[]> {
    return this.db.select().from(jobs).where(eq(jobs.status, 'dead')).orderBy(desc(jobs.updatedAt)).limit(limit);
  }

  /** An admin's retry: the dead job runs again with a fresh set of attempts; false if it was not dead. */
  async retry(id: number): Promise<boolean> {
    const rows = await this.db
      .update(jobs)
      .set({ status: 'queued', attempts: 0, runAt: this.now(), lastError: null, updatedAt: this.now() })
      .where(and(eq(jobs.id, id), eq(jobs.status, 'dead')))
      .returning({ id: jobs.id });
    return rows.length > 0;
  }
}
