import { eq } from 'drizzle-orm';
import type { SystemMode } from '../../shared/schemas/system';
import type { Db } from '../db/client';
import { settings } from '../db/schema';

export const LIVE_MODE_KEY = 'live_mode';

/** Test mode unless an admin has switched the site live (decision 18: server state). */
export async function getSystemMode(db: Db): Promise<SystemMode> {
  const rows = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, LIVE_MODE_KEY));
  const isLiveMode = rows[0]?.value === true;
  return { isLiveMode, mode: isLiveMode ? 'live' : 'test' };
}
