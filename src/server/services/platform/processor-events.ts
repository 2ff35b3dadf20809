import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { processorEvents } from '../../db/schema';

/*
 * A processor's or an airline's webhook event acted on once (R23, R42): its id is claimed before the
 * work, so a replay (both services deliver at least once) finds it taken; work that fails gives the
 * id back, so the next delivery tries again.
 */
export async function onceForEvent<T>(
  db: Db,
  event: { id: string; type: string },
  work: () => Promise<T>,
): Promise<T | 'duplicate'> {
  const [fresh] = await db
    .insert(processorEvents)
    .values({ id: event.id, type: event.type })
    .onConflictDoNothing()
    .returning({ id: processorEvents.id });
  if (!fresh) return 'duplicate';
  try {
    return await work();
  } catch (error) {
    await db.delete(processorEvents).where(eq(processorEvents.id, event.id));
    throw error;
  }
}
