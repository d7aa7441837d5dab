import { setImmediate as nextTurn } from 'node:timers/promises';
import { FEED_PATHS, pagePath, pages } from '@shop/contracts';
import { asc, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contentVersions } from '../../db/content-version';
import { brands, categories, products } from '../../db/schema';
import { exactTime, type FeedPosition } from '../catalog/product-walk';
import { storeAnswer, type StoredAnswer } from '../../http/answer-cache';
import { escapeHtml } from '../../http/escape-html';
import type { Logger } from '../../logger';

/** The sitemap protocol's limit per file. */
const SITEMAP_PART_SIZE = 50_000;
const STATIC_PAGES = [
  pagePath('home'),
  pagePath('shop'),
  pagePath('brands'),
  pagePath('about'),
  pagePath('contact'),
];

interface SitemapUrl {
  path: string;
  lastmod?: Date;
}

/**
 * Rows read per query and URLs written per step, a turn of the event loop apart: the embedded database
 * runs on this thread, and reading or writing 100,000 products in one go stalled every request for 2 s.
 */
const STEP = 1_000;

/** Every product's address and last change, oldest first: keyset steps over products_created_at_idx, read backwards. */
async function productUrls(db: Database): Promise<SitemapUrl[]> {
  const urls: SitemapUrl[] = [];
  let after: FeedPosition | undefined;
  for (;;) {
    const rows = await db
      .select({ id: products.id, at: products.updatedAt, position: exactTime(products.createdAt) })
      .from(products)
      .where(
        after && sql`(${products.createdAt}, ${products.id}) > (${after.at}::timestamptz, ${after.id}::uuid)`,
      )
      .orderBy(sql`${products.createdAt} ASC NULLS FIRST`, sql`${products.id} ASC NULLS FIRST`)
      .limit(STEP);
    for (const row of rows) urls.push({ path: pagePath('product', { id: row.id }), lastmod: row.at });
    const last = rows.at(-1);
    if (!last || rows.length < STEP) return urls;
    after = { at: last.position, id: last.id };
    await nextTurn();
  }
}

/**
 * Every public URL of the shop: the fixed pages, every category, every brand that has products and every
 * product, with last changes.
 */
async function sitemapUrls(db: Database): Promise<SitemapUrl[]> {
  const [categoryRows, brandRows, productRows] = await Promise.all([
    db
      .select({ id: categories.id, at: categories.updatedAt })
      .from(categories)
      .orderBy(asc(categories.createdAt)),
    db
      .select({ id: brands.id, at: brands.updatedAt })
      .from(brands)
      .where(sql`EXISTS (SELECT 1 FROM products p WHERE p.brand_id = brands.id)`)
      .orderBy(asc(brands.createdAt)),
    productUrls(db),
  ]);
  return [
    ...STATIC_PAGES.map((path) => ({ path })),
    ...categoryRows.map((row) => ({ path: pagePath('category', { id: row.id }), lastmod: row.at })),
    ...brandRows.map((row) => ({ path: pagePath('brand', { id: row.id }), lastmod: row.at })),
    ...productRows,
  ];
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

async function urlset(urls: SitemapUrl[], origin: string): Promise<string> {
  const entries: string[] = [];
  for (const [index, { path, lastmod }] of urls.entries()) {
    if (index > 0 && index % STEP === 0) await nextTurn();
    entries.push(
      `<url><loc>${escapeHtml(origin + path)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`,
    );
  }
  return `${XML_HEAD}<urlset xmlns="${NS}">\n${entries.join('\n')}\n</urlset>\n`;
}

/**
 * `/sitemap.xml` and its parts: one urlset while the shop has at most 50,000 URLs, else an index that
 * points at `/sitemap-1.xml`, `/sitemap-2.xml`…
 */
async function buildSitemaps(db: Database, origin: string): Promise<Map<string, string>> {
  const urls = await sitemapUrls(db);
  const files = new Map<string, string>();
  if (urls.length <= SITEMAP_PART_SIZE) {
    files.set('/sitemap.xml', await urlset(urls, origin));
    return files;
  }
  const parts: string[] = [];
  for (let start = 0; start < urls.length; start += SITEMAP_PART_SIZE) {
    const name = `/sitemap-${parts.length + 1}.xml`;
    parts.push(name);
    files.set(name, await urlset(urls.slice(start, start + SITEMAP_PART_SIZE), origin));
  }
  const index = parts.map((name) => `<sitemap><loc>${escapeHtml(origin + name)}</loc></sitemap>`).join('\n');
  files.set('/sitemap.xml', `${XML_HEAD}<sitemapindex xmlns="${NS}">\n${index}\n</sitemapindex>\n`);
  return files;
}

/**
 * The sitemap files as stored bytes (and gzipped), made off the request path: after a catalog change
 * the next request starts a rebuild and is answered from the previous files; only the first request of
 * a process waits for them.
 */
export function storedSitemaps(db: Database, origin: string, logger: Logger) {
  const versions = contentVersions(db);
  let stored: { version: number; files: Map<string, StoredAnswer> } | undefined;
  let building: Promise<void> | undefined;
  const build = (version: number) =>
    (building ??= (async () => {
      const files = new Map<string, StoredAnswer>();
      for (const [name, xml] of await buildSitemaps(db, origin))
        files.set(name, await storeAnswer(200, 'xml', xml));
      if (!stored || stored.version < version) stored = { version, files };
    })().finally(() => (building = undefined)));

  return async function sitemapFile(name: string): Promise<StoredAnswer | undefined> {
    const { catalog } = await versions.current();
    if (!stored) await build(catalog);
    else if (stored.version !== catalog)
      build(catalog).catch((error: unknown) => logger.error({ err: error }, 'sitemap rebuild failed'));
    return stored?.files.get(name);
  };
}

/** robots.txt; the product feed is named only while its switch is on. */
export function robotsTxt(origin: string, feeds: { productsXml: boolean }): string {
  // Account and admin screens (pages the server does not draw), up to their first parameter.
  const privatePaths = [
    '/api/',
    ...Object.values(pages).flatMap((page) => ('queries' in page ? [] : [page.path.split(':')[0]])),
  ];
  return [
    'User-agent: *',
    'Allow: /',
    ...privatePaths.map((path) => `Disallow: ${path}`),
    ...(feeds.productsXml
      ? [
          `Allow: ${FEED_PATHS.productsXml}`,
          '',
          `# Products for shopping search engines (RSS 2.0 with Google's product fields)`,
          `# Product feed: ${origin}${FEED_PATHS.productsXml}`,
        ]
      : ['']),
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
