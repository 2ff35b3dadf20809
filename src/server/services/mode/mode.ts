import { eq } from 'drizzle-orm';
import type { Mode, SystemMode } from '../../../shared/schemas/system';
import type { Db } from '../../db/client';
import { settings } from '../../db/schema';

export const LIVE_MODE_KEY = 'live_mode';

/** Test mode unless an admin has switched the site live (R18: server state). */
export async function getSystemMode(db: Db): Promise<SystemMode> {
  const rows = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, LIVE_MODE_KEY));
  const isLiveMode = rows[0]?.value === true;
  return { isLiveMode, mode: isLiveMode ? 'live' : 'test' };
}

/** How long a process may act on a mode it read; an admin's switch reaches every process within this. */
export const MODE_CACHE_TTL_MS = 5_000;

export interface ModeCache {
  /** The mode, read from the database at most once per TTL (concurrent callers share one read). */
  current(): Promise<Mode>;
  /** The last mode read, without waiting ('test' before the first read). */
  last(): Mode;
  /** Forget the cached value: this process changed it. */
  invalidate(): void;
}

export function createModeCache(db: Db, ttlMs = MODE_CACHE_TTL_MS, now: () => number = Date.now): ModeCache {
  let value: Mode = 'test';
  let readAt = Number.NEGATIVE_INFINITY;
  let pending: Promise<Mode> | null = null;
  // Bumped by invalidate(): a read that started before it may carry the old mode, so it must
  // neither be stored nor be joined by callers after it.
  let generation = 0;
  return {
    current() {
      if (now() - readAt < ttlMs) return Promise.resolve(value);
      if (pending) return pending;
      const started = generation;
      const read = getSystemMode(db)
        .then((mode) => {
          if (generation === started) {
            value = mode.mode;
            readAt = now();
          }
          return mode.mode;
        })
        .finally(() => {
          if (pending === read) pending = null;
        });
      pending = read;
      return read;
    },
    last: () => value,
    invalidate() {
      generation += 1;
      readAt = Number.NEGATIVE_INFINITY;
      pending = null;
    },
  };
}
