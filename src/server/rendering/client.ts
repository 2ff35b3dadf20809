import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isClientRoute, ROUTES } from '../../shared/routes';
import { BUILT_IN_BRAND } from '../services/brands/index';
import { createPageRenderer } from './brand-html';
import { sendApiNotFound } from '../plugins/error-handler';
import { createPageSender } from './page-cache';
import { registerStaticFiles } from './static-files';
import { inlineStylesheets, loadPrerenderer, objectId } from './prerender';
import { createResultsPages } from './results-page';
import { SEARCH_DATA_ID } from '../../shared/page-data';

/**
 * Serves the built client: hashed assets cached for a year, index.html for every client
 * route so deep links work (written for the request's brand), and a JSON 404 for anything under /api.
 */
export async function registerClient(app: FastifyInstance, clientDir: string | undefined) {
  const indexFile = clientDir ? path.join(clientDir, 'index.html') : undefined;
  const indexHtml = indexFile && existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;
  const pages = indexHtml ? createPageRenderer(indexHtml, app.config.publicUrl) : undefined;
  const prerender = clientDir && indexHtml ? await loadPrerenderer(clientDir, app.log) : undefined;
  // The prerendered pages carry their stylesheet inline: nothing but the HTML stands before their first paint.
  const prerenderedPages =
    clientDir && indexHtml && prerender
      ? createPageRenderer(inlineStylesheets(indexHtml, clientDir), app.config.publicUrl)
      : undefined;
  const sendPage = createPageSender();
  const sendResultsPage = createPageSender();
  const resultsPages = prerender && prerenderedPages ? createResultsPages(app, prerender) : undefined;

  if (clientDir && indexHtml) registerStaticFiles(app, clientDir);

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/api/') &&
      pathname !== '/api' &&
      // A missing script or image is a real 404, not a page.
      !/\.[a-z0-9]{1,8}$/i.test(pathname);

    if (!wantsPage || !pages) return sendApiNotFound(request, reply);

    // Set by the brand hook for every path without a file extension, which is every page.
    const brand = request.brand ?? BUILT_IN_BRAND;
    const found = isClientRoute(pathname);
    const results = resultsPages && pathname === ROUTES.search ? await resultsPages.render(request, brand) : undefined;
    const root = results?.root ?? (found ? await prerender?.render(pathname, brand) : undefined);
    reply
      .status(found ? 200 : 404)
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8');
    // Kept per brand, origin, address and encoding (R44): a page is drawn and compressed once.
    const { origin, fixed } = pages.origin(brand, request);
    if (root === undefined || !prerenderedPages) {
      // A path no route knows is not kept: made-up addresses must not fill the store.
      const keepAs = found ? { key: `${objectId(brand)}|${origin}|${pathname}`, fixedOrigin: fixed } : undefined;
      return sendPage(request, reply, () => pages.render(brand, request), keepAs);
    }
    if (results) {
      // One cached search's page, kept compressed while the search is cached, apart from the
      // fixed pages so that searches never push those out.
      const page = () =>
        prerenderedPages.render(brand, request, root, {
          data: { [SEARCH_DATA_ID]: results.data() },
          meta: results.meta,
        });
      const keepAs = { key: `${results.pageId}|${objectId(brand)}|${origin}|${request.url}`, fixedOrigin: fixed };
      return sendResultsPage(request, reply, page, keepAs);
    }
    const keepAs = { key: `${objectId(brand)}|${origin}|${pathname}|drawn`, fixedOrigin: fixed };
    return sendPage(request, reply, () => prerenderedPages.render(brand, request, root), keepAs);
  });
}
