import { DEFAULT_BRAND } from '../../shared/brand';
import type { Db } from './client';
import { brands } from './schema';

/** Rows the site cannot run without. Idempotent: safe on every start of every process. */
export async function seedDefaults(db: Db): Promise<void> {
  await db
    .insert(brands)
    .values({
      id: DEFAULT_BRAND.id,
      name: DEFAULT_BRAND.name,
      domains: [...DEFAULT_BRAND.domains],
      logoUrl: DEFAULT_BRAND.logoUrl,
      theme: { ...DEFAULT_BRAND.theme },
      contact: { ...DEFAULT_BRAND.contact },
      social: { ...DEFAULT_BRAND.social },
      company: { ...DEFAULT_BRAND.company },
      markupBasisPoints: DEFAULT_BRAND.markupBasisPoints,
    })
    .onConflictDoNothing();
}
