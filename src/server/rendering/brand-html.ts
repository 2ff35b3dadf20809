import type { FastifyRequest } from 'fastify';
import { hostName } from '../../shared/brand-resolution';
import type { PageMetaText } from '../../shared/page-data';
import { themeCss } from '../../shared/theme';
import { toPublic, type ResolvedBrand } from '../services/brands/index';

/*
 * The first HTML wears the brand (R19): title, description, canonical and social tags,
 * the theme's CSS variables and the brand itself for the client, so the first paint is already
 * right and search engines read the brand's name. The CSP allows inline styles but no inline
 * script: the brand travels as a non-executing JSON script element.
 */

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** JSON that cannot end its script element or start a comment, whatever the strings say. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export const pageTitle = (brand: { name: string }) => `${brand.name} - Flight Booking`;

export function pageDescription(brand: ResolvedBrand): string {
  return `Search and book cheap flights to anywhere in the world with ${brand.name}: no hidden fees, and 24/7 support on ${brand.contact.phone}.`;
}

/** `meta`: a rendered screen's own title and description (the results page's route), instead of the brand's. */
function brandHead(brand: ResolvedBrand, meta?: PageMetaText): string {
  const title = escapeHtml(meta?.title ?? pageTitle(brand));
  const description = escapeHtml(meta?.description ?? pageDescription(brand));
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<meta name="theme-color" content="${escapeHtml(brand.theme.primary)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(brand.name)}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    ...(brand.logo?.startsWith('https://') ? [`<meta property="og:image" content="${escapeHtml(brand.logo)}" />`] : []),
    `<meta name="twitter:card" content="summary" />`,
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
    `<style id="brand-theme">${themeCss(brand.theme)}</style>`,
    `<script type="application/json" id="brand-data">${scriptJson(toPublic(brand))}</script>`,
  ].join('\n    ');
}

/** The index.html the build wrote, without the tags the brand replaces. */
function template(indexHtml: string): { before: string; after: string } {
  const stripped = indexHtml
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name="description"[\s\S]*?\/?>\s*/i, '');
  const at = stripped.search(/<\/head>/i);
  if (at === -1) return { before: stripped, after: '' };
  return { before: stripped.slice(0, at), after: stripped.slice(at) };
}

export interface PageRenderer {
  /**
   * `root`: the page's prerendered HTML for #root (the home page), else the browser renders it;
   * `data`: JSON the page was rendered with, by element id, written after #root for hydration;
   * `meta`: the rendered screen's own title and description.
   */
  render(
    brand: ResolvedBrand,
    request: FastifyRequest,
    root?: string,
    extra?: { data?: Record<string, unknown>; meta?: PageMetaText | undefined },
  ): string;
  /**
   * The page's origin when it comes from PUBLIC_URL or the brand's own domain, not from whatever
   * Host the request named: only such pages are few enough to keep.
   */
  fixedOrigin(brand: ResolvedBrand, request: FastifyRequest): string | undefined;
  /** The origin the page's links are written for, and whether it is fixed (see fixedOrigin). */
  origin(brand: ResolvedBrand, request: FastifyRequest): { origin: string; fixed: boolean };
}

const EMPTY_ROOT = '<div id="root"></div>';

export function createPageRenderer(indexHtml: string, publicUrl: string | undefined): PageRenderer {
  const { before, after } = template(indexHtml);
  // The catalog hands out new brand objects whenever it reloads or a brand is written, so a
  // head kept per object is dropped with the brand cache.
  const heads = new WeakMap<ResolvedBrand, string>();
  const configured = publicUrl?.replace(/\/+$/, '');

  const ownDomain = (brand: ResolvedBrand, host: string) =>
    brand.domains.includes(host.startsWith('www.') ? host.slice(4) : host);

  /** Where this page lives: the brand's own host when it was asked for by it, else PUBLIC_URL. */
  function fixedOrigin(brand: ResolvedBrand, request: FastifyRequest): string | undefined {
    const host = hostName(request.host);
    return ownDomain(brand, host) ? `${request.protocol}://${host}` : configured;
  }
  function origin(brand: ResolvedBrand, request: FastifyRequest) {
    const fixed = fixedOrigin(brand, request);
    return { origin: fixed ?? `${request.protocol}://${request.host}`, fixed: fixed !== undefined };
  }

  return {
    fixedOrigin,
    origin,
    render(brand, request, root, extra) {
      let head = extra?.meta ? brandHead(brand, extra.meta) : heads.get(brand);
      if (head === undefined) heads.set(brand, (head = brandHead(brand)));
      // Search engines get the path alone: no tracking parameters, no ?brand=.
      const path = request.url.split(/[?#]/)[0] ?? '/';
      const canonical = escapeHtml(`${origin(brand, request).origin}${path}`);
      const tags = `${head}\n    <link rel="canonical" href="${canonical}" />\n    <meta property="og:url" content="${canonical}" />`;
      // A function, so '$' in the markup ('a $10 price-beat') is not read as a replacement pattern.
      const scripts = Object.entries(extra?.data ?? {})
        .map(([id, value]) => `<script type="application/json" id="${escapeHtml(id)}">${scriptJson(value)}</script>`)
        .join('');
      const body =
        root === undefined ? after : after.replace(EMPTY_ROOT, () => `<div id="root">${root}</div>${scripts}`);
      return `${before.trimEnd()}\n    ${tags}\n  ${body}`;
    },
  };
}
