import { asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { DEFAULT_BRAND_ID } from '../../../shared/brand-resolution';
import { BRAND_MESSAGES, type AdminBrand, type BrandInputSchema } from '../../../shared/schemas/brand';
import type { Db } from '../../db/client';
import { auditLog, bookings, brands } from '../../db/schema';
import { AppError, conflict, notFound } from '../../errors';
import { toAdmin, type BrandCatalog, type BrandRow } from './catalog';

/*
 * The brand manager's writes (R19): validated by BrandInputSchema in the route, checked
 * here for what needs the database (ids and domains unique), and each written to the audit log
 * with who did it and the brand before and after (as R18 does for the mode switch).
 */

export type BrandInput = z.output<typeof BrandInputSchema>;

export interface BrandActor {
  /** null: the site itself (tests, scripts); the audit row then names nobody. */
  userId: string | null;
  ip?: string | undefined;
}

export const BRAND_HAS_BOOKINGS = 'This brand has bookings and cannot be deleted';
export const BRAND_ID_FIXED = 'A brand id cannot be changed; create a new brand instead';
export const BRAND_NOT_FOUND = 'Brand not found';

// Any constant shared by every process: brand writes take it so two of them cannot both pass
// the uniqueness checks with the same domain.
const BRAND_WRITE_LOCK = 72_410_019;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

function columns(input: BrandInput) {
  return {
    name: input.name,
    domains: [...new Set(input.domains)],
    logoUrl: input.logo,
    theme: { ...input.theme },
    contact: { ...input.contact },
    social: Object.fromEntries(Object.entries(input.social).filter(([, v]) => v !== undefined)) as Record<
      string,
      string
    >,
    analytics: Object.fromEntries(Object.entries(input.analytics).filter(([, v]) => v !== undefined)) as Record<
      string,
      string
    >,
    company: { ...input.company },
    markupBasisPoints: input.markupBasisPoints,
    flexSearchBudget: input.flexSearchBudget,
    alertSearchBudget: input.alertSearchBudget,
  };
}

/** Ids and domains are both lookup keys (resolution matches either), so none may be shared. */
async function checkUnique(tx: Tx, id: string, domains: string[], creating: boolean) {
  await tx.execute(sql`select pg_advisory_xact_lock(${BRAND_WRITE_LOCK})`);
  const others = await tx.select({ id: brands.id, domains: brands.domains }).from(brands);
  if (creating && others.some((b) => b.id === id)) throw new AppError(409, 'BRAND_ID_TAKEN', BRAND_MESSAGES.idTaken);
  const rest = others.filter((b) => b.id !== id);
  if (rest.some((b) => b.domains.includes(id))) throw new AppError(409, 'BRAND_ID_TAKEN', BRAND_MESSAGES.idTaken);
  const taken = new Set(rest.flatMap((b) => [b.id, ...b.domains]));
  if (domains.some((d) => taken.has(d))) throw new AppError(409, 'DOMAIN_TAKEN', BRAND_MESSAGES.domainTaken);
}

async function audit(tx: Tx, actor: BrandActor, action: string, id: string, before: unknown, after: unknown) {
  await tx.insert(auditLog).values({
    actorUserId: actor.userId,
    action,
    entity: 'brand',
    entityId: id,
    before: before ?? null,
    after: after ?? null,
    ip: actor.ip ?? null,
  });
}

async function rowById(tx: Tx, id: string): Promise<BrandRow | undefined> {
  const [row] = await tx.select().from(brands).where(eq(brands.id, id)).limit(1).for('update');
  return row;
}

export function createBrandAdmin(db: Db, catalog: BrandCatalog) {
  /** Every write ends here: this process reads the table again at once, the others within the TTL. */
  async function write<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    try {
      return await db.transaction(work);
    } finally {
      catalog.invalidate();
    }
  }

  return {
    async list(): Promise<AdminBrand[]> {
      const rows = await db.select().from(brands).orderBy(asc(brands.name), asc(brands.id));
      // The default brand first: it is the one every unknown host gets.
      return rows.sort((a, b) => Number(b.id === DEFAULT_BRAND_ID) - Number(a.id === DEFAULT_BRAND_ID)).map(toAdmin);
    },

    async create(input: BrandInput, actor: BrandActor): Promise<AdminBrand> {
      return write(async (tx) => {
        const values = columns(input);
        await checkUnique(tx, input.id, values.domains, true);
        const [row] = await tx
          .insert(brands)
          .values({ id: input.id, ...values })
          .returning();
        if (!row) throw new Error('The new brand was not returned');
        const created = toAdmin(row);
        await audit(tx, actor, 'brand.created', row.id, null, created);
        return created;
      });
    },

    async update(id: string, input: BrandInput, actor: BrandActor): Promise<AdminBrand> {
      return write(async (tx) => {
        const before = await rowById(tx, id);
        if (!before) throw notFound(BRAND_NOT_FOUND);
        if (input.id !== id) throw new AppError(409, 'BRAND_ID_FIXED', BRAND_ID_FIXED);
        const values = columns(input);
        await checkUnique(tx, id, values.domains, false);
        const [row] = await tx
          .update(brands)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(brands.id, id))
          .returning();
        if (!row) throw notFound(BRAND_NOT_FOUND);
        const updated = toAdmin(row);
        await audit(tx, actor, 'brand.updated', id, toAdmin(before), updated);
        return updated;
      });
    },

    async remove(id: string, actor: BrandActor): Promise<void> {
      if (id === DEFAULT_BRAND_ID) throw conflict(BRAND_MESSAGES.defaultUndeletable, 'DEFAULT_BRAND');
      await write(async (tx) => {
        const before = await rowById(tx, id);
        if (!before) throw notFound(BRAND_NOT_FOUND);
        // Bookings keep the brand they were sold under (their e-mails, their price): refuse rather than orphan them.
        const [booked] = await tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.brandId, id)).limit(1);
        if (booked) throw conflict(BRAND_HAS_BOOKINGS, 'BRAND_HAS_BOOKINGS');
        await tx.delete(brands).where(eq(brands.id, id));
        await audit(tx, actor, 'brand.deleted', id, toAdmin(before), null);
      });
    },
  };
}

export type BrandAdmin = ReturnType<typeof createBrandAdmin>;
