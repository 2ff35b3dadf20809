import type { FastifyInstance, FastifyRequest } from 'fastify';
import { resolveBrandId } from '../../shared/brand-resolution';
import fp from 'fastify-plugin';
import { BUILT_IN_BRAND, type ResolvedBrand } from '../services/brands';

const PROBES = new Set(['/healthz', '/readyz']);

declare module 'fastify' {
  interface FastifyRequest {
    /** The brand this request is for (A7's resolution), the default brand when none matches. */
    brand: ResolvedBrand;
  }
}

/**
 * The brand key of a request: from the Host (request.host believes X-Forwarded-Host only from a
 * proxy TRUST_PROXY names), and on localhost or an IP from ?brand=. The page's own API calls do
 * not repeat the page's query string, so there an X-Brand header stands in for ?brand=.
 */
export function brandKeyOf(request: FastifyRequest): string {
  const at = request.url.indexOf('?');
  const search = new URLSearchParams(at === -1 ? '' : request.url.slice(at + 1));
  const header = request.headers['x-brand'];
  if (!search.get('brand') && typeof header === 'string' && header.length <= 253) search.set('brand', header);
  return resolveBrandId(request.host, search.toString());
}

/** request.brand for every page and API call, resolved once from the brands catalog (services/brands). */
async function brandPlugin(app: FastifyInstance) {
  const { catalog } = app.brands;
  app.decorateRequest('brand', null as unknown as ResolvedBrand);

  app.addHook('onRequest', async (request) => {
    const pathname = request.url.split('?')[0] ?? '/';
    // Files (scripts, styles, images) are the same for every brand; probes must not need the database.
    if (!pathname.startsWith('/api/') && /\.[a-z0-9]{1,8}$/i.test(pathname)) return;
    if (PROBES.has(pathname)) return;
    try {
      request.brand = await catalog.resolve(brandKeyOf(request));
    } catch (error) {
      // The database is away and no copy is kept: the page still renders, as the default brand.
      request.log.warn({ err: error }, 'could not load brands; using the built-in default');
      request.brand = BUILT_IN_BRAND;
    }
  });
}
const plugin = fp(brandPlugin, { name: 'brand', dependencies: ['brands'] });
export { plugin as brandPlugin };
