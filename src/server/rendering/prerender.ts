import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { PageMetaText } from '../../shared/page-data';
import type { Brand } from '../../shared/schemas/brand';
import type { SearchResponse } from '../../shared/schemas/flights';
import { toPublic, type ResolvedBrand } from '../services/brands/index';

/*
 * The home page's first screen as HTML, so the hero paints before any script has run (R31:
 * LCP on a throttled phone). The markup comes from the client's own components, rendered by the
 * client's server build (src/client/rendering/prerender.tsx -> dist/prerender/prerender.js, beside
 * dist/client) and hydrated in the browser; the server only loads that module and keeps its
 * answers, one per page and brand.
 */

/** A rendered page's #root and the title and description its screen named. */
export interface RenderedRoot {
  root: string;
  meta?: PageMetaText | undefined;
}

/** What src/client/rendering/prerender.tsx exports. */
interface PrerenderModule {
  PRERENDERED_PATHS: readonly string[];
  renderPage(pathname: string, brand: Brand): Promise<string>;
  resultsSearch(query: string): { key: string; body: unknown } | undefined;
  renderResults(query: string, brand: Brand, page: SearchResponse): Promise<RenderedRoot | undefined>;
}

export interface Prerenderer {
  /** The #root HTML of the page for the brand; undefined when the page is not prerendered or rendering failed. */
  render(pathname: string, brand: ResolvedBrand): Promise<string | undefined>;
  /** The search a results page's query (after '?') names, unchecked; undefined when the server does not draw it. */
  resultsSearch(query: string): { key: string; body: unknown } | undefined;
  /** The results page with this first page of offers; undefined when rendering failed. */
  renderResults(query: string, brand: ResolvedBrand, page: SearchResponse): Promise<RenderedRoot | undefined>;
}

const objectIds = new WeakMap<object, number>();
let lastObjectId = 0;
/**
 * A number per object, for keys of kept pages: the brand catalog hands out a new brand object
 * whenever a brand changes, and the flights service a new page object when a search is run again.
 */
export function objectId(value: object): number {
  let id = objectIds.get(value);
  if (id === undefined) objectIds.set(value, (id = ++lastObjectId));
  return id;
}

/** Pages kept: one per brand and prerendered path; an edited brand is a new entry. */
const MAX_PAGES = 200;

export const prerenderFile = (clientDir: string) => path.join(clientDir, '..', 'prerender', 'prerender.js');

function isPrerenderModule(value: unknown): value is PrerenderModule {
  const entry = value as Partial<PrerenderModule> | null;
  return (
    typeof entry?.renderPage === 'function' &&
    typeof entry.renderResults === 'function' &&
    typeof entry.resultsSearch === 'function' &&
    Array.isArray(entry.PRERENDERED_PATHS)
  );
}

/** Undefined without a build of the module (tests with a bare client folder): every page is then rendered by the browser. */
export async function loadPrerenderer(clientDir: string, log: FastifyBaseLogger): Promise<Prerenderer | undefined> {
  const file = prerenderFile(clientDir);
  if (!existsSync(file)) return undefined;
  const entry: unknown = await import(pathToFileURL(file).href);
  if (!isPrerenderModule(entry))
    throw new Error(`${file} does not export what src/client/rendering/prerender.tsx does`);
  const paths = new Set(entry.PRERENDERED_PATHS);
  const pages = new Map<string, Promise<string | undefined>>();
  // The catalog hands out a new object when a brand changes: per object, a page is looked up
  // without serialising the brand on every request.
  const byBrand = new WeakMap<ResolvedBrand, Map<string, Promise<string | undefined>>>();
  // The brand exactly as the browser reads it back from #brand-data, so hydration sees the same values.
  const asSent = new WeakMap<ResolvedBrand, string>();
  const sentJson = (brand: ResolvedBrand) => {
    let json = asSent.get(brand);
    if (json === undefined) asSent.set(brand, (json = JSON.stringify(toPublic(brand))));
    return json;
  };

  return {
    render(pathname, brand) {
      if (!paths.has(pathname)) return Promise.resolve(undefined);
      let known = byBrand.get(brand);
      if (!known) byBrand.set(brand, (known = new Map()));
      const seen = known.get(pathname);
      if (seen) return seen;
      const json = sentJson(brand);
      const key = `${pathname}\0${json}`;
      let page = pages.get(key);
      if (page === undefined) {
        if (pages.size >= MAX_PAGES) pages.delete(pages.keys().next().value ?? '');
        page = entry.renderPage(pathname, JSON.parse(json) as Brand).catch((error: unknown) => {
          // Kept as undefined: the page still works, rendered by the browser, and the log says it once per brand.
          log.error(
            { err: error, pathname, brandId: brand.id },
            'Prerendering the page failed; the browser renders it',
          );
          return undefined;
        });
        pages.set(key, page);
      }
      known.set(pathname, page);
      return page;
    },
    resultsSearch: (query) => entry.resultsSearch(query),
    // Not kept: a results page is one search's, with its own filters and order, and its offers change.
    renderResults: (query, brand, page) =>
      entry.renderResults(query, JSON.parse(sentJson(brand)) as Brand, page).catch((error: unknown) => {
        log.error({ err: error, brandId: brand.id }, 'Rendering the results page failed; the browser renders it');
        return undefined;
      }),
  };
}

/**
 * index.html with the build's stylesheets written into it, for the prerendered pages: their HTML
 * can then paint as soon as it has arrived, while a linked stylesheet would share the phone's
 * bandwidth with the ~150 KB of script the page also starts fetching (LCP 1.0-1.6 s linked, ~0.6 s
 * inline). Other pages keep the link (cached for a year); the CSP allows inline styles.
 */
export function inlineStylesheets(indexHtml: string, clientDir: string): string {
  return indexHtml.replace(
    /<link\s+rel="stylesheet"[^>]*?\shref="(\/assets\/[^"?#]+\.css)"[^>]*>/g,
    (link, href: string) => {
      const file = path.join(clientDir, href);
      if (!file.startsWith(path.join(clientDir, 'assets') + path.sep) || !existsSync(file)) return link;
      const css = readFileSync(file, 'utf8');
      // A stylesheet that could close its element stays a link.
      return /<\/style/i.test(css) ? link : `<style>${css}</style>`;
    },
  );
}
