import { eq } from 'drizzle-orm';
import { LIVE_MODE_REFUSED, type AdminSettings } from '../../../shared/schemas/admin';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { auditLog, settings } from '../../db/schema';
import { AppError } from '../../errors';
import { isLiveDuffelToken } from '../../providers/flights';
import { isLiveStripeKey } from '../../providers/payments';
import { getSystemMode, LIVE_MODE_KEY } from '../mode';

/*
 * The live-mode switch (R17 and R18): server state in the settings table, changed only
 * by an admin, refused while a live key is missing, and every change written to the audit log in
 * the same transaction as the setting itself.
 */

type Keys = Pick<AppConfig['providers'], 'duffelAccessToken' | 'stripeSecretKey'>;

/** Which keys exist and which of them are live; never the keys themselves. */
export function keyStatus(keys: Keys) {
  const duffelLiveKey = isLiveDuffelToken(keys.duffelAccessToken);
  const stripeLiveKey = isLiveStripeKey(keys.stripeSecretKey);
  const missing: string[] = [];
  if (!duffelLiveKey) missing.push('a live Duffel access token (DUFFEL_ACCESS_TOKEN)');
  if (!stripeLiveKey) missing.push('a live Stripe secret key (STRIPE_SECRET_KEY)');
  return {
    duffelApiConfigured: keys.duffelAccessToken !== undefined,
    stripeConfigured: keys.stripeSecretKey !== undefined,
    duffelLiveKey,
    stripeLiveKey,
    liveModeAvailable: missing.length === 0,
    missing,
  };
}

export function environmentOf(env: AppConfig['env']): AdminSettings['environment'] {
  return env === 'production' ? 'production' : 'development';
}

export async function getAdminSettings(db: Db, config: Pick<AppConfig, 'env' | 'providers'>): Promise<AdminSettings> {
  const { isLiveMode } = await getSystemMode(db);
  const { missing: _missing, ...keys } = keyStatus(config.providers);
  return { enableLiveMode: isLiveMode, environment: environmentOf(config.env), ...keys };
}

export interface ModeChange {
  enableLiveMode: boolean;
  actorUserId: string;
  ip: string | undefined;
}

/** Sets the mode; 409 naming what is missing when going live without both live keys. */
export async function setLiveMode(db: Db, keys: Keys, change: ModeChange): Promise<{ enableLiveMode: boolean }> {
  const status = keyStatus(keys);
  if (change.enableLiveMode && !status.liveModeAvailable) {
    throw new AppError(409, 'LIVE_KEYS_MISSING', `${LIVE_MODE_REFUSED} Missing: ${status.missing.join(' and ')}.`);
  }
  await db.transaction(async (tx) => {
    // Locks the row when it exists, so two admins switching at once are written one after the other.
    const rows = await tx
      .select({ value: settings.value })
      .from(settings)
      .where(eq(settings.key, LIVE_MODE_KEY))
      .for('update');
    const before = rows[0]?.value === true;
    if (before === change.enableLiveMode) return;
    const now = new Date();
    await tx
      .insert(settings)
      .values({ key: LIVE_MODE_KEY, value: change.enableLiveMode, updatedBy: change.actorUserId, updatedAt: now })
      .onConflictDoUpdate({
        target: settings.key,
        set: { value: change.enableLiveMode, updatedBy: change.actorUserId, updatedAt: now },
      });
    await tx.insert(auditLog).values({
      actorUserId: change.actorUserId,
      action: 'settings.live_mode',
      entity: 'settings',
      entityId: LIVE_MODE_KEY,
      before: { enableLiveMode: before },
      after: { enableLiveMode: change.enableLiveMode },
      ip: change.ip ?? null,
      createdAt: now,
    });
  });
  return { enableLiveMode: change.enableLiveMode };
}
