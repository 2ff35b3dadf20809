/**
 * Brands (R19): the catalog every request resolves its brand from, and the brand manager's writes.
 * This file is the domain's whole public surface; everything else in the folder is private.
 */
export { BRAND_NOT_FOUND } from './admin';
export { BUILT_IN_BRAND, readLogoFile, toPublic, uploadedLogo } from './catalog';
export type { BrandCatalog, ResolvedBrand } from './catalog';
export { brandsPlugin } from './plugin';
