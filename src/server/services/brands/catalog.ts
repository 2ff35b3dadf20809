import { createHash } from 'node:crypto';
import { DEFAULT_BRAND, DEFAULT_PUBLIC_BRAND } from '../../../shared/brand';
import { DEFAULT_BRAND_ID } from '../../../shared/brand-resolution';
import {
  BrandAnalyticsSchema,
  BrandCompanySchema,
  BrandContactSchema,
  BrandSocialSchema,
  BrandThemeSchema,
  type AdminBrand,
  type Brand,
} from '../../../shared/schemas/brand';
import type { Db } from '../../db/client';
import { brands } from '../../db/schema';

/*
 * Brands (R19): read from the database and kept per process for a short while. Several
 * processes share one database, so a change made by one reaches the others within the TTL; the
 * process that made it drops its copy at once. Brands are few, so the whole table is one read.
 */

export type BrandRow = typeof brands.$inferSelect;

/** The request's brand: what the public sees plus the markup the server prices with (R1). */
export interface ResolvedBrand extends Brand {
  markupBasisPoints: number;
  /** R46: airline searches one flexible-date grid or nearby search may make; null = the provider's default. */
  flexSearchBudget: number | null;
  /** R51: airline searches one price-alert run may make; null = the provider's default. */
  alertSearchBudget: number | null;
}

export const BRAND_CACHE_TTL_MS = 30_000;

/** Stored JSON is read leniently: a field that no longer passes the schema falls back, it never breaks a page. */
function parsed<T>(
  schema: { safeParse(v: unknown): { success: true; data: T } | { success: false } },
  v: unknown,
  fallback: T,
): T {
  const result = schema.safeParse(v);
  return result.success ? result.data : fallback;
}

export function toResolved(row: BrandRow): ResolvedBrand {
  const domains = Array.isArray(row.domains) ? row.domains.filter((d) => typeof d === 'string') : [];
  return {
    id: row.id,
    name: row.name,
    domain: domains[0] ?? null,
    domains,
    logo: row.logoUrl,
    theme: parsed(BrandThemeSchema, row.theme, { ...DEFAULT_BRAND.theme }),
    contact: parsed(BrandContactSchema, row.contact, { ...DEFAULT_BRAND.contact }),
    social: parsed(BrandSocialSchema, row.social, {}),
    analytics: parsed(BrandAnalyticsSchema, row.analytics, {}),
    company: parsed(BrandCompanySchema, row.company, { ...DEFAULT_BRAND.company }),
    markupBasisPoints: row.markupBasisPoints,
    flexSearchBudget: row.flexSearchBudget ?? null,
    alertSearchBudget: row.alertSearchBudget ?? null,
  };
}

const UPLOADED_LOGO = /^data:(image\/(?:png|svg\+xml|jpeg|webp));base64,/;

export interface UploadedLogo {
  contentType: string;
  bytes: Buffer;
  /** Changes with the image: the public address carries it, so the file can be cached for good. */
  version: string;
}

const uploadedLogos = new WeakMap<ResolvedBrand, UploadedLogo | null>();

/** The brand's uploaded image (a data: URL in the database), decoded once per brand object. */
export function uploadedLogo(brand: ResolvedBrand): UploadedLogo | null {
  let logo = uploadedLogos.get(brand);
  if (logo === undefined) {
    const match = brand.logo ? UPLOADED_LOGO.exec(brand.logo) : null;
    logo =
      match?.[1] && brand.logo
        ? {
            contentType: match[1],
            bytes: Buffer.from(brand.logo.slice(match[0].length), 'base64'),
            version: createHash('sha256').update(brand.logo).digest('hex').slice(0, 16),
          }
        : null;
    uploadedLogos.set(brand, logo);
  }
  return logo;
}

const LOGO_EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/svg+xml': 'svg',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

/**
 * Where the public fetches a brand's uploaded logo (routes/brands.ts): a file-like address outside
 * /api, so no session is looked up for it and no cookie rides on a response caches keep for a year.
 */
export const uploadedLogoPath = (brandId: string, logo: UploadedLogo) =>
  `/brand-logos/${brandId}-${logo.version}.${LOGO_EXTENSIONS[logo.contentType] ?? 'img'}`;

/** The brand id and version in a logo's file name, as uploadedLogoPath writes it. */
export function readLogoFile(file: string): { brandId: string; version: string } | null {
  const match = /^([a-z0-9.-]+)-([0-9a-f]{16})\.(?:png|svg|jpg|webp|img)$/.exec(file);
  return match?.[1] && match[2] ? { brandId: match[1], version: match[2] } : null;
}

/**
 * GET /api/brands/{brand} and every page's brand: everything but the markup. An uploaded logo is
 * named by its address, not sent inside: up to 200 KB of base64 would otherwise ride in every
 * page's HTML (twice on a server-rendered page), ahead of its first paint.
 */
export function toPublic(brand: ResolvedBrand): Brand {
  const { markupBasisPoints: _markup, flexSearchBudget: _budget, alertSearchBudget: _alerts, ...rest } = brand;
  const uploaded = uploadedLogo(brand);
  return uploaded ? { ...rest, logo: uploadedLogoPath(brand.id, uploaded) } : rest;
}

export function toAdmin(row: BrandRow): AdminBrand {
  return {
    ...toResolved(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The built-in default, for a database that has not been seeded (it always is at start). */
export const BUILT_IN_BRAND: ResolvedBrand = {
  ...DEFAULT_PUBLIC_BRAND,
  markupBasisPoints: DEFAULT_BRAND.markupBasisPoints,
  flexSearchBudget: null,
  alertSearchBudget: null,
};

interface Snapshot {
  byKey: Map<string, ResolvedBrand>;
  rows: BrandRow[];
  fallback: ResolvedBrand;
  until: number;
}

export interface BrandCatalogOptions {
  ttlMs?: number;
  now?: () => number;
}

export function createBrandCatalog(db: Db, options: BrandCatalogOptions = {}) {
  const ttlMs = options.ttlMs ?? BRAND_CACHE_TTL_MS;
  const now = options.now ?? Date.now;
  let current: Snapshot | undefined;
  let loading: Promise<Snapshot> | undefined;
  let generation = 0;

  async function load(): Promise<Snapshot> {
    const started = generation;
    const rows = await db.select().from(brands);
    const byKey = new Map<string, ResolvedBrand>();
    const resolved = rows.map(toResolved);
    // Domains first, ids last: an id always wins over another brand's domain of the same spelling.
    for (const brand of resolved) for (const domain of brand.domains) byKey.set(domain, brand);
    for (const brand of resolved) byKey.set(brand.id, brand);
    const snapshot = { byKey, rows, fallback: byKey.get(DEFAULT_BRAND_ID) ?? BUILT_IN_BRAND, until: now() + ttlMs };
    // A write during the read makes this answer stale already: use it once, do not keep it.
    if (started === generation) current = snapshot;
    return snapshot;
  }

  async function snapshot(): Promise<Snapshot> {
    if (current && current.until > now()) return current;
    loading ??= load().finally(() => (loading = undefined));
    try {
      return await loading;
    } catch (error) {
      // A database hiccup: the expired copy beats failing every page; the next request retries.
      if (current) return current;
      throw error;
    }
  }

  return {
    /** The brand for a resolved key (an id or a domain), or null when none has it. */
    async find(key: string): Promise<ResolvedBrand | null> {
      return (await snapshot()).byKey.get(key.toLowerCase()) ?? null;
    },

    /** The brand for a key, the default brand when the key is unknown. */
    async resolve(key: string): Promise<ResolvedBrand> {
      const s = await snapshot();
      return s.byKey.get(key.toLowerCase()) ?? s.fallback;
    },

    async rows(): Promise<BrandRow[]> {
      return (await snapshot()).rows;
    },

    /** After a write in this process: the next read goes to the database. */
    invalidate(): void {
      generation += 1;
      current = undefined;
      loading = undefined;
    },
  };
}

export type BrandCatalog = ReturnType<typeof createBrandCatalog>;
