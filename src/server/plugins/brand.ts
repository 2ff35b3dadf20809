import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_BRAND_ID, resolveBrandId } from '../../shared/brand-resolution';
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
 * not repeat the page's query string, so there an X-Brand header stands in for ?brand=, and the
 * BRAND_COOKIE for a page reached by a link or a reload without it (R19).
 */
export function brandKeyOf(request: FastifyRequest): string {
  const at = request.url.indexOf('?');
  const search = new URLSearchParams(at === -1 ? '' : request.url.slice(at + 1));
  if (!search.get('brand')) {
    const header = request.headers['x-brand'];
    const remembered = request.cookies[BRAND_COOKIE];
    const given = typeof header === 'string' ? header : remembered;
    if (given && given.length <= 253) search.set('brand', given);
  }
  return resolveBrandId(request.host, search.toString());
}

/**
 * On localhost and bare IPs the brand a visitor chose with ?brand= is kept for the browser
 * session, so a reload, a link the site writes, or a typed address shows (and prices in) the same
 * brand. Not HttpOnly-worthy (no secret), but scripts have no need of it either.
 */
export const BRAND_COOKIE = 'brand';

const choosesByQuery = (request: FastifyRequest) => resolveBrandId(request.host, '?brand=probe') === 'probe';

function rememberChosenBrand(request: FastifyRequest, reply: FastifyReply): void {
  const at = request.url.indexOf('?');
  if (at === -1 || !choosesByQuery(request)) return;
  const chosen = new URLSearchParams(request.url.slice(at + 1)).get('brand')?.trim().toLowerCase();
  if (!chosen || chosen === request.cookies[BRAND_COOKIE]) return;
  const options = { path: '/', sameSite: 'lax' as const, httpOnly: true };
  if (chosen === DEFAULT_BRAND_ID) reply.clearCookie(BRAND_COOKIE, options);
  else if (chosen.length <= 253) reply.setCookie(BRAND_COOKIE, chosen, options);
}

/** request.brand for every page and API call, resolved once from the brands catalog (services/brands). */
async function brandPlugin(app: FastifyInstance) {
  const { catalog } = app.brands;
  app.decorateRequest('brand', null as unknown as ResolvedBrand);

  app.addHook('onRequest', async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    // Files (scripts, styles, images) are the same for every brand; probes must not need the database.
    if (!pathname.startsWith('/api/') && /\.[a-z0-9]{1,8}$/i.test(pathname)) return;
    if (PROBES.has(pathname)) return;
    if (!pathname.startsWith('/api/')) rememberChosenBrand(request, reply);
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
