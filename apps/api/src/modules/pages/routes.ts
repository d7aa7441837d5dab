import fs from 'node:fs';
import path from 'node:path';
import { Router, type Request } from 'express';
import type { AppDeps } from '../../app';
import { answerCache, sendStored, storeAnswer } from '../../http/answer-cache';
import { canonicalPath } from '../../http/canonical-path';
import { webAssets } from '../../http/static-files';
import { searchRateLimit } from '../search/rate-limit';
import { pageTemplate, renderHead } from './page-html';
import { pageMarkup } from './page-markup';
import { describePage } from './shopper-pages';
import { robotsTxt, storedSitemaps } from './sitemap';

/** The query parameters pages read; others (tracking tags, cache busters) do not change a page. */
const PAGE_PARAMS = ['q', 'page', 'sort', 'category', 'inStock'];

/**
 * The page's address: the shop's own origin, the request's path and only the parameters that change the
 * page, so `?x=<random>` is the same page and nothing the client sends can name another host.
 */
function pageUrl(pathAndQuery: string, origin: string): URL {
  const asked = new URL(pathAndQuery, 'http://path.invalid');
  const url = new URL(origin);
  url.pathname = asked.pathname;
  const kept = new URLSearchParams();
  for (const name of PAGE_PARAMS) {
    const value = asked.searchParams.get(name);
    if (value !== null) kept.set(name, value);
  }
  url.search = kept.toString();
  return url;
}

// Pages are rebuilt when the catalog or the shop's settings change, and at least this often.
const PAGE_CACHE_MS = 30_000;
const PAGE_CACHE_SIZE = 500;

/**
 * The built SPA with server-filled pages: every page's head (title, description, canonical, Open Graph,
 * JSON-LD), the first API answers it needs, a preloaded main image and a real status; plus the sitemap
 * and robots.txt. Nothing is mounted when the folder has no build.
 */
export function pageRoutes(deps: AppDeps, webDist: string | undefined): Router {
  const router = Router();
  const indexFile = webDist && path.join(webDist, 'index.html');
  if (!webDist || !indexFile || !fs.existsSync(indexFile)) return router;
  router.use(canonicalPath);

  const { db } = deps.database;
  const origin = deps.config.publicUrl;
  const render = pageTemplate(fs.readFileSync(indexFile, 'utf8'), fontPreload(webDist));
  const drawPage = pageMarkup(webDist, deps.logger);
  const siteName = 'برق‌آفرین';
  const clock = deps.clock ?? (() => new Date());
  const pages = answerCache(db, { size: PAGE_CACHE_SIZE, maxAgeMs: PAGE_CACHE_MS, clock });
  const sitemapFile = storedSitemaps(db, origin, deps.logger);

  router.get('/robots.txt', (_req, res) => {
    res.type('text/plain').setHeader('Cache-Control', 'public, max-age=3600');
    res.send(robotsTxt(origin));
  });

  router.get(/^\/sitemap(-\d+)?\.xml$/, async (req, res, next) => {
    const file = await sitemapFile(req.path);
    if (!file) return next();
    res.setHeader('Cache-Control', 'public, max-age=300');
    sendStored(req, res, file);
  });

  // The old app's footer linked to this misspelling.
  router.get('/contant', (_req, res) => res.redirect(301, '/contact'));

  router.use(webAssets(webDist));

  // The results page searches as the API does, so it is held to the same per-address budget.
  const searchLimit = searchRateLimit(deps.config.trustProxy, clock);
  router.get('/search', (req, res, next) => (req.query.q ? searchLimit(req, res, next) : next()));

  router.get(/.*/, async (req: Request, res) => {
    const url = pageUrl(req.url, origin);
    const page = await pages(url.pathname + url.search, async () => {
      const { status, head } = await describePage({ db, config: deps.config }, url);
      // Shopper pages come with their data, and only those are drawn: account screens depend on who asks.
      const markup = head.embedded ? await drawPage(url.href, head.embedded) : undefined;
      return storeAnswer(status, 'html', render(renderHead(head, siteName), markup));
    });
    res.setHeader('Cache-Control', 'no-cache');
    sendStored(req, res, page);
  });
  return router;
}

/** The Persian font every first screen draws with, fetched from the head rather than after the CSS. */
function fontPreload(webDist: string): string {
  const assets = path.join(webDist, 'assets');
  const font = fs.existsSync(assets)
    ? fs.readdirSync(assets).find((name) => /^Vazirmatn.*\.woff2$/.test(name))
    : undefined;
  return font ? `<link rel="preload" as="font" type="font/woff2" href="/assets/${font}" crossorigin />` : '';
}
