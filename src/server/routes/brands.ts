import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AdminBrandListSchema, AdminBrandSchema, BrandInputSchema, BrandSchema } from '../../shared/schemas/brand';
import { ApiErrorSchema, apiErrors } from '../../shared/schemas/errors';
import { notFound } from '../errors';
import { requireAdmin, requireAdminTwoFactor } from '../plugins/auth';
import { readLogoFile, toPublic, uploadedLogo } from '../services/brands';
import { BRAND_NOT_FOUND } from '../services/brands';

/* GET /api/brands/{brand} (A7) and the brand manager's API (R19). */

const BrandParams = z.object({ brand: z.string().min(1).max(253) });
const IdParams = z.object({ id: z.string().min(1).max(63) });
const LogoParams = z.object({ file: z.string().min(1).max(120) });
const IMMUTABLE = 'public, max-age=31536000, immutable';
const LOGO_NOT_FOUND = 'This brand has no uploaded logo.';
const errors = apiErrors(400, 401, 403, 404, 409);

export const brandsRoutes: FastifyPluginAsyncZod = async (app) => {
  // The key the client resolved: a brand's id or one of its domains.
  app.get(
    '/api/brands/:brand',
    { schema: { params: BrandParams, response: { 200: BrandSchema, 404: ApiErrorSchema } } },
    async (request, reply) => {
      const brand = await app.brands.catalog.find(request.params.brand);
      if (!brand) throw notFound(BRAND_NOT_FOUND);
      reply.header('cache-control', 'public, max-age=60');
      return toPublic(brand);
    },
  );

  // An uploaded logo as an image file. Its name carries the image's version (toPublic), so it is
  // cached for a year; an old version's name gets today's image, revalidated each time.
  app.get('/brand-logos/:file', { schema: { params: LogoParams } }, async (request, reply) => {
    const wanted = readLogoFile(request.params.file);
    const brand = wanted ? await app.brands.catalog.find(wanted.brandId) : undefined;
    const logo = brand ? uploadedLogo(brand) : null;
    if (!wanted || !logo) throw notFound(LOGO_NOT_FOUND);
    return (
      reply
        .header('content-type', logo.contentType)
        .header('cache-control', wanted.version === logo.version ? IMMUTABLE : 'no-cache')
        .header('x-content-type-options', 'nosniff')
        // An uploaded SVG opened by itself must not run script on our origin.
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .send(logo.bytes)
    );
  });

  const actor = (request: { user: { id: string } | null; ip: string }) => ({
    userId: request.user?.id ?? null,
    ip: request.ip,
  });

  app.get(
    '/api/admin/brands',
    { preValidation: requireAdmin, schema: { response: { 200: AdminBrandListSchema, ...errors } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { brands: await app.brands.admin.list() };
    },
  );

  app.post(
    '/api/admin/brands',
    {
      preValidation: requireAdmin,
      preHandler: requireAdminTwoFactor,
      schema: { body: BrandInputSchema, response: { 201: AdminBrandSchema, ...errors } },
    },
    async (request, reply) => {
      const created = await app.brands.admin.create(request.body, actor(request));
      return reply.status(201).header('cache-control', 'no-store').send(created);
    },
  );

  app.put(
    '/api/admin/brands/:id',
    {
      preValidation: requireAdmin,
      preHandler: requireAdminTwoFactor,
      schema: { params: IdParams, body: BrandInputSchema, response: { 200: AdminBrandSchema, ...errors } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return app.brands.admin.update(request.params.id, request.body, actor(request));
    },
  );

  app.delete(
    '/api/admin/brands/:id',
    {
      preValidation: requireAdmin,
      preHandler: requireAdminTwoFactor,
      schema: { params: IdParams, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await app.brands.admin.remove(request.params.id, actor(request));
      return reply.status(204).send(null);
    },
  );
};
