import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sharedInvalidation } from '../platform';
import { createBrandAdmin, type BrandAdmin } from './admin';
import { createBrandCatalog, type BrandCatalog } from './catalog';

declare module 'fastify' {
  interface FastifyInstance {
    brands: { catalog: BrandCatalog; admin: BrandAdmin };
  }
}

/** Decorates app.brands: the cached catalog every request resolves its brand from, and the admin's writes. */
export const brandsPlugin = fp(
  async (app: FastifyInstance) => {
    // An admin's change in any process drops every process's copy (with Redis; else the TTL bounds it).
    const catalog = sharedInvalidation(createBrandCatalog(app.db), app.invalidation, 'brands');
    app.decorate('brands', { catalog, admin: createBrandAdmin(app.db, catalog) });
  },
  { name: 'brands', dependencies: ['scale-out'] },
);
