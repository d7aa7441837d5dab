import { DEFAULT_IMAGES_BASE, PAGE_QUERY_PARAMS, PAGE_REDIRECTS, pages as webPages } from '@shop/contracts';
import { Router, type Request, type RequestHandler } from 'express';
import type { AppDeps } from '../../app-deps';
import { isDatabaseUnavailable } from '../../db/unavailable';
import { UNAVAILABLE_RETRY_SECONDS } from '../../http/error-handler';
import { answerCache, sendStored, storeAnswer } from '../../http/answer-cache';
import { canonicalPath } from '../../http/canonical-path';
import { filterCountBudget } from '../../http/filter-budget';
import { pageTemplate, renderHead } from './page-html';
import { describePage } from './shopper-pages';
import { robotsTxt, storedSitemaps } from './sitemap';
import { UNAVAILABLE_PAGE } from './unavailable-page';
import type { WebApp } from './web-app';
import { webManifestRoutes } from './web-manifest';
import { getFeedSettings } from '../settings/feed-settings';

/**
 * The page's address: the shop's own origin, the request's path and only the parameters pages read
 * (tracking tags and cache busters do not change a page), so `?x=<random>` is the same page and nothing the client sends can name another host.
 */
function pageUrl(pathAndQuery: string, origin: string): URL {
  const asked = new URL(pathAndQuery, 'http://path.invalid');
  const url = new URL(origin);
  url.pathname = asked.pathname;
  const kept = new URLSearchParams();
  for (const name of PAGE_QUERY_PARAMS) {
    const value = asked.searchParams.get(name);
    if (value !== null) kept.set(name, value);
  }
  url.search = kept.toString();
  return url;
}

// Pages are rebuilt when the catalog or the shop's settings change, and at least this often: what they
// say of the time is a day's («… روز پیش», a chart up to today) or a year's (the footer).
const PAGE_CACHE_MS = 5 * 60_000;
const PAGE_CACHE_SIZE = 500;

/**
 * The built SPA with server-filled pages: every page's head (title, description, canonical, Open Graph,
 * JSON-LD), the first API answers it needs, a preloaded main image and a real status; plus the sitemap
 * and robots.txt. Nothing is mounted without a web app (no build).
 */
export function pageRoutes(deps: AppDeps, web: WebApp | undefined, searchLimit: RequestHandler): Router {
  const router = Router();
  if (!web) return router;
  router.use(canonicalPath);

  const { db } = deps.database;
  const origin = deps.config.publicUrl;
  const { clock } = deps;
  // While the database is out, shoppers get the last page drawn for the address.
  const kept = answerCache(db, {
    size: PAGE_CACHE_SIZE,
    maxAgeMs: PAGE_CACHE_MS,
    clock,
    staleWhileUnavailable: true,
  });
  const pages = web.development ? undefined : kept;
  const sitemapFile = storedSitemaps(db, origin, deps.logger);
  const { answer } = deps.reads;
  // A page with filters in its address draws their counts as the API would: the same budget.
  const filterCounts = filterCountBudget(deps);
  const { storage } = deps.images;
  // Pages name where pictures come from only when it is not the shop itself.
  const imagesBase = storage.publicBase === DEFAULT_IMAGES_BASE ? undefined : storage.publicBase;

  router.get('/robots.txt', async (_req, res) => {
    const { productsXml } = await getFeedSettings(db);
    res.type('text/plain').setHeader('Cache-Control', 'public, max-age=3600');
    res.send(robotsTxt(origin, { productsXml }));
  });

  router.get(/^\/sitemap(-\d+)?\.xml$/, async (req, res, next) => {
    const file = await sitemapFile(req.path);
    if (!file) return next();
    res.setHeader('Cache-Control', 'public, max-age=300');
    sendStored(req, res, file);
  });

  for (const { from, to } of PAGE_REDIRECTS) router.get(from, (_req, res) => res.redirect(301, to));

  // The app's manifest names the shop from its settings; the service worker (sw.js) is a built file.
  router.use(webManifestRoutes(db));
  router.use(web.assets);

  // The results page searches as the API does, so it is held to the same per-address budget.
  router.get(webPages.search.path, (req, res, next) => (req.query.q ? searchLimit(req, res, next) : next()));

  router.get(/.*/, async (req: Request, res) => {
    const url = pageUrl(req.url, origin);
    const key = url.pathname + url.search;
    const draw = async () => {
      const { status, head } = await describePage({ config: deps.config, storage, answer }, url);
      // Shopper pages come with their data, and only those are drawn: account screens depend on who asks.
      const markup = head.embedded
        ? await web.renderPage(url.href, head.embedded, storage.publicBase)
        : undefined;
      const render = pageTemplate(await web.indexHtml(url.href), web.fontPreload);
      return storeAnswer(status, 'html', render(renderHead({ ...head, imagesBase }), markup));
    };
    // While developing, every page is drawn anew (the web app changes under it).
    const made = pages ? pages(key, draw, () => filterCounts.listing(req)) : draw();
    const page = await made.catch((error: unknown) => {
      if (!isDatabaseUnavailable(error)) throw error;
      req.log.warn({ err: error }, 'database unavailable: page not drawn');
      return undefined;
    });
    if (!page) {
      res.status(503).type('html').setHeader('Retry-After', String(UNAVAILABLE_RETRY_SECONDS));
      res.setHeader('Cache-Control', 'no-store');
      res.send(UNAVAILABLE_PAGE);
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    sendStored(req, res, page, pages && { cache: pages, key });
  });
  return router;
}
