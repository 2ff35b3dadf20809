import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { BusyError } from '../../errors';

/** One scrypt derivation, as the worker takes it (hash-worker.mjs). */
export interface ScryptJob {
  /** Already NFC-normalised. */
  password: string;
  salt: Buffer;
  N: number;
  r: number;
  p: number;
  keyLength: number;
  maxmem: number;
}

interface ScryptDone {
  key: Uint8Array;
  /** Time the worker spent on it, for the Retry-After estimate. */
  ms: number;
}

export const HASHING_BUSY_MESSAGE =
  'The site is busy checking other passwords right now. Please try again in a few seconds.';

/**
 * The worker's code: beside this file in the sources (tsx, vitest), beside main.js in the build,
 * where scripts/build.mjs copies it, so the same relative address finds it in both.
 */
const WORKER = new URL('./hash-worker.mjs', import.meta.url).href;

/** A first guess of one derivation at OWASP's work factor, until the workers have timed some. */
const FIRST_GUESS_MS = 300;

export interface HashPoolOptions {
  /** Worker threads; the machine's cores by default. */
  threads?: number;
  /** Derivations that may wait for a thread; beyond them new ones are refused (R44). */
  queueLimit?: number;
  /** How far below the main thread the workers run (Linux nice, 0-19); 10 by default. */
  niceIncrement?: number;
}

/**
 * Password hashing on worker threads of its own (R44). Node's async scrypt runs on libuv's
 * 4-thread pool, which also reads files: four sign-ins at once stalled every static asset behind
 * them. Here each worker runs scrypt synchronously on its own thread, at most one per core, and
 * the wait is bounded: a derivation that would find `queueLimit` others waiting is refused with
 * BusyError (503 + Retry-After) instead of stalling the request.
 */
export class HashPool {
  readonly threads: number;
  readonly queueLimit: number;
  private readonly niceIncrement: number;
  private piscina: Piscina | undefined;
  /** Derivations accepted and not yet settled: running plus waiting. */
  private pending = 0;
  private taskMs = FIRST_GUESS_MS;
  private closed = false;

  constructor(options: HashPoolOptions = {}) {
    this.threads = Math.max(1, options.threads ?? availableParallelism());
    this.queueLimit = Math.max(0, options.queueLimit ?? this.threads * 16);
    this.niceIncrement = options.niceIncrement ?? 10;
  }

  /** True when a derivation asked for now would be refused. */
  get full(): boolean {
    return this.pending - this.threads >= this.queueLimit;
  }

  /** How long until the queue has drained enough, in whole seconds (1 to 60). */
  retryAfterSeconds(): number {
    const waiting = Math.max(this.pending - this.threads, 0) + 1;
    const seconds = Math.ceil((waiting * this.taskMs) / this.threads / 1000);
    return Math.min(Math.max(seconds, 1), 60);
  }

  /** Throws BusyError when the queue is full: for callers that must refuse before doing anything else. */
  refuseIfFull(): void {
    if (this.full) throw new BusyError(this.retryAfterSeconds(), HASHING_BUSY_MESSAGE);
  }

  /**
   * Derives a key on a worker. `evenWhenFull` waits in the queue whatever its length: for work that
   * must not fail once started, e.g. the account of a booking whose money is already taken.
   */
  async derive(job: ScryptJob, options: { evenWhenFull?: boolean } = {}): Promise<Buffer> {
    if (this.closed) throw new Error('The password-hashing pool is closed');
    if (!options.evenWhenFull) this.refuseIfFull();
    this.pending += 1;
    try {
      const done = (await this.workers().run(job)) as ScryptDone;
      this.taskMs = this.taskMs * 0.8 + done.ms * 0.2;
      return Buffer.from(done.key);
    } finally {
      this.pending -= 1;
    }
  }

  /**
   * Takes no more work, lets what it accepted finish (at most the queue: a few seconds, within
   * the shutdown's 10 s), then stops the threads.
   */
  async close(): Promise<void> {
    this.closed = true;
    await this.piscina?.close();
  }

  /** Started on first use: an app (or a test) that never hashes starts no threads. */
  private workers(): Piscina {
    this.piscina ??= new Piscina({
      filename: WORKER,
      minThreads: this.threads,
      maxThreads: this.threads,
      // Idle workers stay (no restart cost per sign-in); piscina unrefs them, so they never keep
      // the process alive.
      idleTimeout: 60_000,
      // Below the main thread in the scheduler's eyes (Linux): with every core hashing, requests
      // that need a moment of CPU (a file, a search) still get it first. A machine busy with other
      // work at normal priority slows sign-ins instead, and a full queue answers 503.
      niceIncrement: this.niceIncrement,
    });
    return this.piscina;
  }
}
