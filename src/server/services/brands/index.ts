export { BRAND_NOT_FOUND, createBrandAdmin } from './admin';
export type { BrandAdmin } from './admin';
export { BUILT_IN_BRAND, createBrandCatalog, readLogoFile, toPublic, uploadedLogo } from './catalog';
export type { BrandCatalog, ResolvedBrand } from './catalog';
export { brandsPlugin } from './plugin';
