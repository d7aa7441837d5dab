// API benchmark: `pnpm bench:api` (docs/benchmarks.md). Loads the demo catalog plus N synthetic products into
// the PostgreSQL server (BENCH_DATABASE_URL) or, with BENCH_DB=pglite, the embedded database; starts the
// production build against it and drives every hot request with autocannon (its own process), 50 connections,
// beside a baseline: raw node:http + the database client running the same SQL (recorded from the shop itself)
// and raw node:http answering a fixed body. Then a viral link: 200 connections over the hot pages, half of
// them on one product. A share of the synthetic products are families (src/demo/synthetic-products.ts): their
// variant pages (?v=), get-one and a search by a variant's code are requests of their own. Writes
// bench/results/api*.md and .json.
// The order desk's reads (list, filters, search by number and phone, an order) run as an admin over
// BENCH_ORDERS synthetic orders (bench/support/bench-orders.ts).
//   BENCH_PRODUCTS=100000  BENCH_ORDERS=1000000  BENCH_SECONDS=10  BENCH_VIRAL_SECONDS=60  BENCH_DB=postgres|pglite
//   pnpm bench:api -- --reuse         keep the catalog of the last run
//   BENCH_PROFILE_DIR=/tmp/prof       the shop's CPU profile, written there when it stops
//   pnpm bench:api -- --workers 2     several API processes (WORKERS)
//   pnpm bench:api -- --trade         only a trade shopper's prices for pages of cards (bench/support/bench-trade.ts)
//   pnpm bench:api -- --only "random"  a quick look at the rows whose name holds the text («viral» for the viral
//                                      link alone): printed, no results file
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { count, desc, eq, sql } from 'drizzle-orm';
import { parseConfig } from '../src/config';
import { queryRows, type DatabaseHandle } from '../src/db/client';
import { categories, products } from '../src/db/schema';
import { recordStatements, type DatabasePlace } from './api/record-sql';
import { benchPlace, openBenchCatalog } from './support/bench-catalog';
import { LOAD_QUERIES } from './support/load-queries';
import { benchAccount, seedBenchOrders } from './support/bench-orders';
import { benchTradeShopper } from './support/bench-trade';
import { runLoad, type LoadResult } from './support/run-load';

const apiRoot = path.resolve(__dirname, '..');
const repoRoot = path.resolve(apiRoot, '../..');
const SHOP_PORT = 3181;
const RAW_PORT = 3182;
const CONNECTIONS = 50;
const VIRAL_CONNECTIONS = 200;
const VIRAL_NAME = 'viral link';

interface Target {
  name: string;
  paths: string[];
  /** JSON answers get a raw-SQL baseline; pages are compared with the fixed-body ceiling. */
  json: boolean;
  /** A page compared with the raw-SQL baseline too (the long tail: its SQL, replayed without drawing). */
  replayed?: true;
  /**
   * The long tail: the connections share one walk through the paths (each asked once per pass, as a
   * crawler does), and the warm-up asks these other ones, so the measured run starts on a cold cache.
   */
  spread?: { warmUp: string[] };
}

/**
 * The long tail a crawler reads (Torob, Google): product pages and get-one over this many products in
 * random order, so nearly every request misses the answer cache.
 */
const RANDOM_IDS = Number(process.env.BENCH_RANDOM_IDS ?? 10_000);
const WARM_UP_IDS = 2_000;

async function waitFor(url: string, child: ChildProcess) {
  // Up to ten minutes: the embedded database opens 100,000 products from its folder before listening.
  for (let i = 0; i < 2400; i++) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer`);
}

/**
 * Waits until the raw baseline has finished what it was asked: a baseline slower than its load (a deep
 * page, an uncached count) keeps running its queued queries after autocannon has gone, and they would
 * otherwise be measured as the next request's latency.
 */
async function settle(rawUrl: string) {
  for (let i = 0; i < 1200; i++) {
    const { inFlight } = (await (await fetch(`${rawUrl}/in-flight`)).json()) as { inFlight: number };
    if (inFlight === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the raw baseline did not finish its queries in five minutes');
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.on('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** The ids the requests name: a category with many products and a product deep in the catalog. */
async function pickTargets(database: DatabaseHandle, total: number): Promise<Target[]> {
  const { db } = database;
  const [category] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.catchAll, false))
    .limit(1);
  // A product without options deep in the catalog, as every product was before variants, so its rows
  // compare with earlier runs.
  const plain = sql`${products.options} = '[]'::jsonb`;
  const [{ plainCount }] = (await db.select({ plainCount: count() }).from(products).where(plain)) as [
    { plainCount: number },
  ];
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(plain)
    .orderBy(desc(products.createdAt), desc(products.id))
    .offset(Math.floor(plainCount / 2))
    .limit(1);
  if (!category || !product) throw new Error('the benchmark catalog is empty');
  const shuffled = (
    await db
      .select({ id: products.id })
      .from(products)
      .orderBy(sql`random()`)
      .limit(RANDOM_IDS + WARM_UP_IDS)
  ).map(({ id }) => id);
  const randomIds = shuffled.slice(0, RANDOM_IDS);
  const warmUpIds = shuffled.slice(RANDOM_IDS);
  const filtered = await filterCombinations(database, category.id);
  const families = await pickFamilies(database);
  const deepPage = Math.max(1, Math.floor(total / 24 / 2));
  const q = (text: string) => encodeURIComponent(text);
  return [
    { name: 'product list, page 1', paths: ['/api/products?page=1&pageSize=24'], json: true },
    {
      name: `product list, page ${deepPage}`,
      paths: [`/api/products?page=${deepPage}&pageSize=24`],
      json: true,
    },
    {
      name: 'product list, cheapest first',
      paths: ['/api/products?sort=price-asc&page=1&pageSize=24'],
      json: true,
    },
    {
      name: `product list, cheapest first, page ${deepPage}`,
      paths: [`/api/products?sort=price-asc&page=${deepPage}&pageSize=24`],
      json: true,
    },
    {
      name: 'a category, cheapest first',
      paths: [`/api/products?categoryId=${category.id}&sort=price-asc&page=1&pageSize=24`],
      json: true,
    },
    {
      name: 'a price range',
      paths: ['/api/products?minPrice=1000000&maxPrice=5000000&page=1&pageSize=24'],
      json: true,
    },
    {
      name: `filtered listing, ${filtered.length} combinations`,
      paths: filtered.map((query) => `/api/products?categoryId=${category.id}&${query}&page=1&pageSize=24`),
      json: true,
    },
    {
      name: `filter panel with counts, ${filtered.length + 1} combinations`,
      paths: ['', ...filtered].map((query) => `/api/products/filters?categoryId=${category.id}&${query}`),
      json: true,
    },
    { name: 'get-one/:id (product + related)', paths: [`/api/product/get-one/${product.id}`], json: true },
    {
      name: `get-one/:id, a family (${families.length} products)`,
      paths: families.map((family) => `/api/product/get-one/${family.id}`),
      json: true,
    },
    {
      name: `get-one/:id, ${randomIds.length} random ids`,
      paths: randomIds.map((id) => `/api/product/get-one/${id}`),
      json: true,
      spread: { warmUp: warmUpIds.map((id) => `/api/product/get-one/${id}`) },
    },
    { name: 'product/:id', paths: [`/api/product/${product.id}`], json: true },
    { name: 'popular', paths: ['/api/product/popular'], json: true },
    { name: 'categories', paths: ['/api/category/get-all'], json: true },
    {
      name: `search dropdown, ${LOAD_QUERIES.length} queries`,
      paths: LOAD_QUERIES.map((text) => `/api/search?searchItem=${q(text)}`),
      json: true,
    },
    {
      name: `search by a variant's code or barcode, ${families.length} codes`,
      paths: families.map((family) => `/api/search?searchItem=${q(family.typed)}`),
      json: true,
    },
    { name: 'page: home', paths: ['/'], json: false },
    { name: 'page: shop', paths: ['/shop'], json: false },
    { name: 'page: a category', paths: [`/category/${category.id}`], json: false },
    {
      name: 'page: a category, filtered',
      paths: filtered.map((query) => `/category/${category.id}?${query}`),
      json: false,
    },
    { name: 'page: a product', paths: [`/product/${product.id}`], json: false },
    {
      name: `page: a variant (?v=, ${families.length} families)`,
      paths: families.map((family) => `/product/${family.id}?v=${family.variantId}`),
      json: false,
    },
    {
      name: `page: a product, ${randomIds.length} random ids`,
      paths: randomIds.map((id) => `/product/${id}`),
      json: false,
      replayed: true,
      spread: { warmUp: warmUpIds.map((id) => `/product/${id}`) },
    },
    { name: 'page: search results', paths: [`/search?q=${q('لامپ')}`], json: false },
    { name: '/sitemap.xml', paths: ['/sitemap.xml'], json: false },
  ];
}

const DESK_SAMPLES = 20;
/**
 * Admins at the desk at once: a shop's desk has one to three; ten is ten owners clicking together. (At 50,
 * the catalog's figure, every read is still an index range, but the process's CPU sets the queue: 2026-11-27,
 * 500–1,000 answers/s, p99 86–166 ms.)
 */
const DESK_CONNECTIONS = 10;

/**
 * Trade shoppers' browsers asking for their card prices at once: a shop's trade customers are dozens of
 * electricians, and each page of cards makes one call. (At 50, the catalog's figure, the answers are the
 * same index reads but queue on the process: 2026-11-27, 244 answers/s, p50 200 ms, p99 283 ms at load
 * average 7.)
 */
const TRADE_CONNECTIONS = 10;

/**
 * The desk's reads at a million orders, as the owner makes them: the newest, by status (a small one and a
 * large one, a later page), an order's or an invoice's number, a customer's phone in whole and by its last
 * four digits, a week of one channel, the open counts, and one order's page.
 */
async function pickDeskTargets(database: DatabaseHandle): Promise<Target[]> {
  const sample = await queryRows<{ id: string; number: string; phone: string }>(
    database.db,
    sql`SELECT id, number, phone FROM orders TABLESAMPLE SYSTEM (1) WHERE phone IS NOT NULL LIMIT ${DESK_SAMPLES}`,
  );
  if (sample.length === 0) throw new Error('the benchmark has no orders');
  const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
  return [
    { name: 'desk: orders, newest first', paths: ['/api/orders'], json: true },
    { name: 'desk: «جدید» orders', paths: ['/api/orders?status=new'], json: true },
    { name: 'desk: delivered orders, page 40', paths: ['/api/orders?status=delivered&page=40'], json: true },
    {
      name: `desk: by number, ${sample.length} numbers`,
      paths: sample.map((row) => `/api/orders?number=${row.number}`),
      json: true,
    },
    {
      name: `desk: by phone, ${sample.length} phones`,
      paths: sample.map((row) => `/api/orders?phone=${row.phone}`),
      json: true,
    },
    {
      name: `desk: by a phone's last 4 digits, ${sample.length} phones`,
      paths: sample.map((row) => `/api/orders?phone=${row.phone.slice(-4)}`),
      json: true,
    },
    {
      name: 'desk: a week of WhatsApp requests',
      paths: [`/api/orders?channel=whatsapp&from=${day(40)}&to=${day(33)}`],
      json: true,
    },
    { name: 'desk: open counts', paths: ['/api/orders/open-counts'], json: true },
    {
      name: `desk: an order, ${sample.length} orders`,
      paths: sample.map((row) => `/api/orders/${row.id}`),
      json: true,
    },
  ];
}

const FAMILIES = 20;

/**
 * Families spread over the catalog (every nth, newest first), each with an enabled variant other than
 * its first (the one a shared link or a search names), and what an electrician would type to find it:
 * the variant's code, some in lower case, or every fourth its barcode where it has one.
 */
async function pickFamilies(database: DatabaseHandle) {
  const rows = await queryRows<{
    id: string;
    variant_id: string;
    code: string;
    barcode: string | null;
  }>(
    database.db,
    sql`WITH family AS (
        SELECT id, row_number() OVER (ORDER BY created_at DESC, id DESC) AS n, count(*) OVER () AS total
        FROM products WHERE options <> '[]'::jsonb)
      SELECT f.id, v.id AS variant_id, v.code, v.barcode FROM family f
      CROSS JOIN LATERAL (SELECT id, code, barcode FROM product_variants
        WHERE product_id = f.id AND enabled AND code IS NOT NULL ORDER BY position DESC LIMIT 1) v
      WHERE f.n % greatest(f.total / ${FAMILIES}, 1) = 0 ORDER BY f.n LIMIT ${FAMILIES}`,
  );
  if (rows.length === 0) throw new Error('the benchmark catalog has no families');
  return rows.map((row, index) => ({
    id: row.id,
    variantId: row.variant_id,
    typed: (index % 4 === 3 && row.barcode) || (index % 4 === 1 ? row.code.toLowerCase() : row.code),
  }));
}

/**
 * Filters a shopper of the category might choose, as query strings: a brand, a list value, a number
 * range, and the three together, for several brands and values (each answer is then cached per
 * catalog version, as in production; the raw-SQL column is the uncached cost).
 */
async function filterCombinations(database: DatabaseHandle, categoryId: string): Promise<string[]> {
  const [brands, options, numbers] = await Promise.all([
    queryRows<{ id: string }>(
      database.db,
      sql`SELECT brand_id AS id FROM products WHERE category_id = ${categoryId} AND brand_id IS NOT NULL
        GROUP BY brand_id ORDER BY count(*) DESC LIMIT 4`,
    ),
    queryRows<{ attribute_id: string; id: string }>(
      database.db,
      sql`SELECT o.attribute_id, o.id FROM attribute_options o JOIN category_attributes a ON a.id = o.attribute_id
        WHERE a.category_id = ${categoryId} AND a.filterable ORDER BY a.position, o.position LIMIT 4`,
    ),
    queryRows<{ attribute_id: string; low: number; high: number }>(
      database.db,
      sql`SELECT a.id AS attribute_id, min(v.number_value) AS low, percentile_disc(0.5) WITHIN GROUP (ORDER BY v.number_value) AS high
        FROM category_attributes a JOIN product_attribute_values v ON v.attribute_id = a.id
        WHERE a.category_id = ${categoryId} AND a.filterable AND a.kind = 'number' GROUP BY a.id, a.position
        ORDER BY a.position LIMIT 1`,
    ),
  ]);
  const range = numbers[0] && `${numbers[0].attribute_id}:${numbers[0].low}~${numbers[0].high}`;
  return brands.flatMap(({ id: brand }, index) => {
    const option = options[index % options.length];
    const list = option && `${option.attribute_id}:${option.id}`;
    const spec = [list, range].filter(Boolean).sort().join(';');
    return [
      `brand=${brand}`,
      ...(list ? [`spec=${encodeURIComponent(list)}`] : []),
      `brand=${brand}${spec ? `&spec=${encodeURIComponent(spec)}` : ''}&inStock=true`,
    ];
  });
}

/** A link shared in a busy channel: half the traffic on one product page, the rest on the hot pages. */
function viralPaths(targets: Target[]): string[] {
  const pages = targets.filter((target) => !target.json && !target.spread).flatMap((target) => target.paths);
  const product = targets.find((target) => target.name === 'page: a product')!.paths[0]!;
  const api = targets.find((target) => target.name.startsWith('get-one'))!.paths[0]!;
  return [...pages, api].flatMap((page) => [product, page]);
}

/** One request on a connection of its own: node:cluster hands each new connection to the next process. */
const askOnNewConnection = (url: string) =>
  new Promise<void>((resolve, reject) => {
    http
      .get(url, { agent: false }, (response) => response.resume().on('end', resolve).on('error', reject))
      .on('error', reject);
  });

/** A row as the results file keeps it: how many addresses, not the 10,000 of the long tail themselves. */
const recordedRow = <Row extends Target>({ paths, spread, ...row }: Row) => ({
  ...row,
  addresses: paths.length,
  ...(spread ? { spread: true } : {}),
});

const ms = (value: number) => `${value} ms`;
const ratio = (ours: number, baseline?: number) => (baseline ? (ours / baseline).toFixed(2) : '–');

async function main() {
  const { values } = parseArgs({
    // `pnpm bench:api -- --workers 2` hands the script a `--` first, which would end the options.
    args: process.argv.slice(2).filter((arg) => arg !== '--'),
    options: {
      reuse: { type: 'boolean', default: false },
      workers: { type: 'string' },
      // Only the order desk's reads (no catalog requests, baseline or viral link): bench/results/api-desk.md.
      desk: { type: 'boolean', default: false },
      // Only a «همکار» shopper's private prices for pages of 24 cards: bench/results/api-trade.md.
      trade: { type: 'boolean', default: false },
      only: { type: 'string' },
    },
    allowPositionals: true,
  });
  const bench = benchPlace();
  const { driver, databaseUrl, dataDir, pgliteDir } = bench;
  const total = Number(process.env.BENCH_PRODUCTS ?? 100_000);
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  const viralSeconds = Number(process.env.BENCH_VIRAL_SECONDS ?? 60);
  const database = await openBenchCatalog(bench, { reuse: values.reuse, products: total });
  const [{ count: catalogSize, variants }] = (await queryRows<{ count: number; variants: number }>(
    database.db,
    sql`SELECT (SELECT count(*)::int FROM products) AS count, (SELECT count(*)::int FROM product_variants) AS variants`,
  )) as [{ count: number; variants: number }];
  const only = values.only;
  const targets = values.desk || values.trade ? [] : await pickTargets(database, catalogSize);
  const measured = targets.filter((target) => only === undefined || target.name.includes(only));
  const viralLink = !values.desk && !values.trade && (only === undefined || VIRAL_NAME.includes(only));
  const orderCount =
    values.trade || only !== undefined
      ? 0
      : await seedBenchOrders(database, Number(process.env.BENCH_ORDERS ?? 1_000_000));
  const deskTargets = values.trade || only !== undefined ? [] : await pickDeskTargets(database);
  const jwtSecret = randomBytes(32).toString('hex');
  const admin = { authorization: await benchAccount(database, jwtSecret) };
  const trader = values.trade ? await benchTradeShopper(database, jwtSecret, catalogSize) : undefined;
  await database.close();

  const env = {
    NODE_ENV: 'production',
    PORT: String(SHOP_PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://localhost:${SHOP_PORT}`,
    JWT_SECRET: jwtSecret,
    SMS_PROVIDER: 'console',
    SMS_ALLOW_CONSOLE: 'true',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'info',
    ...(driver === 'postgres' ? { DATABASE_URL: databaseUrl } : {}),
    ...(values.workers ? { WORKERS: values.workers } : {}),
  };
  const place: DatabasePlace = driver === 'postgres' ? { databaseUrl } : { pgliteDir };
  const jsonPaths = measured
    .filter((target) => target.json || target.replayed)
    .flatMap((target) => target.paths);
  const statements = await recordStatements(
    place,
    parseConfig(env),
    ['/api/settings', `/api/search?searchItem=${encodeURIComponent('گرمایش')}`],
    jsonPaths,
  );
  const statementsFile = path.join(os.tmpdir(), `bench-api-statements-${process.pid}.json`);
  fs.writeFileSync(statementsFile, JSON.stringify(statements));

  // The embedded database is one process's folder: the baseline reads a copy.
  const baselinePlace: DatabasePlace =
    driver === 'postgres'
      ? { databaseUrl }
      : { pgliteDir: fs.mkdtempSync(path.join(os.tmpdir(), 'bench-raw-')) };
  if ('pgliteDir' in baselinePlace) fs.cpSync(pgliteDir, baselinePlace.pgliteDir, { recursive: true });

  const log = fs.openSync(path.join(dataDir, 'server.log'), 'w');
  // BENCH_PROFILE_DIR=<folder>: the shop writes a CPU profile there when the benchmark stops it.
  const profile = process.env.BENCH_PROFILE_DIR
    ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_PROFILE_DIR)}`]
    : [];
  const shop = spawn(process.execPath, [...profile, path.join(apiRoot, 'dist/server.js')], {
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', log, log],
  });
  const raw = spawn(
    process.execPath,
    [
      path.join(__dirname, 'api/raw-server.mjs'),
      JSON.stringify({ port: RAW_PORT, statementsFile, ...baselinePlace }),
    ],
    { cwd: apiRoot, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const shopUrl = `http://127.0.0.1:${SHOP_PORT}`;
  const rawUrl = `http://127.0.0.1:${RAW_PORT}`;
  const rows: Array<Target & { ours: LoadResult; baseline?: LoadResult }> = [];
  const deskRows: Array<Target & { ours: LoadResult }> = [];
  let ceiling: LoadResult;
  let viral: LoadResult | undefined;
  let trade: LoadResult | undefined;
  try {
    await waitFor(`${shopUrl}/readyz`, shop);
    await waitFor(`${rawUrl}/fixed`, raw);
    ceiling = await runLoad(rawUrl, ['/fixed'], CONNECTIONS, seconds);
    console.log(`fixed body (raw node:http): ${ceiling.answersPerSecond}/s, p99 ${ceiling.p99} ms`);
    for (const target of measured) {
      const spread = target.spread !== undefined;
      await runLoad(shopUrl, target.spread?.warmUp ?? target.paths, CONNECTIONS, 2, {}, spread);
      const ours = await runLoad(shopUrl, target.paths, CONNECTIONS, seconds, {}, spread);
      let baseline: LoadResult | undefined;
      if (target.json || target.replayed) {
        await runLoad(rawUrl, target.paths, CONNECTIONS, 2, {}, spread);
        await settle(rawUrl);
        baseline = await runLoad(rawUrl, target.paths, CONNECTIONS, seconds, {}, spread);
        await settle(rawUrl);
      }
      rows.push({ ...target, ours, baseline });
      console.log(
        `${target.name}: ${ours.answersPerSecond}/s p50 ${ours.p50} p99 ${ours.p99} ms, errors ${ours.errors + ours.timeouts}, non-2xx ${ours.non2xx}` +
          (baseline ? ` | raw SQL ${baseline.answersPerSecond}/s p99 ${baseline.p99} ms` : ''),
      );
    }
    for (const target of deskTargets) {
      await runLoad(shopUrl, target.paths, DESK_CONNECTIONS, 2, admin);
      const ours = await runLoad(shopUrl, target.paths, DESK_CONNECTIONS, seconds, admin);
      deskRows.push({ ...target, ours });
      console.log(
        `${target.name}: ${ours.answersPerSecond}/s p50 ${ours.p50} p99 ${ours.p99} ms, non-2xx ${ours.non2xx}`,
      );
    }
    if (trader) {
      const asTrader = { authorization: trader.authorization };
      await runLoad(shopUrl, trader.requests, TRADE_CONNECTIONS, 2, asTrader);
      trade = await runLoad(shopUrl, trader.requests, TRADE_CONNECTIONS, seconds, asTrader);
      console.log(
        `trade cards: ${trade.answersPerSecond}/s p50 ${trade.p50} p99 ${trade.p99} ms, non-2xx ${trade.non2xx}`,
      );
    }
    if (viralLink) {
      const paths = viralPaths(targets);
      // Hot pages are pages shoppers have opened before: each address is asked first by every process
      // (each draws its own pages), as every row above is warmed (alone, on the embedded database, their
      // first drawings take 10–20 s).
      const processes = Number(values.workers ?? 1);
      for (const address of new Set(paths)) {
        for (let turn = 0; turn < processes; turn++) await askOnNewConnection(`${shopUrl}${address}`);
      }
      viral = await runLoad(shopUrl, paths, VIRAL_CONNECTIONS, viralSeconds);
    }
    if (viral)
      console.log(`viral link, ${VIRAL_CONNECTIONS} connections ${viralSeconds} s: ${JSON.stringify(viral)}`);
  } finally {
    await Promise.all([stop(shop), stop(raw)]);
    fs.rmSync(statementsFile, { force: true });
    if ('pgliteDir' in baselinePlace) fs.rmSync(baselinePlace.pgliteDir, { recursive: true, force: true });
  }
  if (only !== undefined) return;

  const machine = {
    date: new Date().toISOString(),
    database: driver,
    workers: values.workers ?? '1',
    products: catalogSize,
    variants,
    cores: os.cpus().length,
    node: process.version,
    loadAverage: os.loadavg().map((load) => load.toFixed(2)),
    connections: CONNECTIONS,
    seconds,
  };
  // The last column sets every answer beside raw node:http sending a fixed body in the same run: a
  // cached answer's fast lane (src/http/fast-lane.ts) aims at 0.35 of it.
  const header =
    '| request | answers/s | p50 | p97.5 | p99 | errors | non-2xx | baseline answers/s | ratio | of fixed body |\n| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |';
  const line = (name: string, ours: LoadResult, baseline: LoadResult | undefined) =>
    `| ${name} | ${ours.answersPerSecond} | ${ms(ours.p50)} | ${ms(ours.p97_5)} | ${ms(ours.p99)} | ${ours.errors + ours.timeouts} | ${ours.non2xx} | ${baseline?.answersPerSecond ?? '–'} | ${ratio(ours.answersPerSecond, baseline?.answersPerSecond)} | ${ratio(ours.answersPerSecond, ceiling.answersPerSecond)} |`;
  const markdown = [
    `# API benchmark (${driver}, ${machine.workers} worker${machine.workers === '1' ? '' : 's'})`,
    '',
    `${machine.date}: ${catalogSize.toLocaleString('en')} products (${variants.toLocaleString('en')} variants), ${machine.cores} cores, Node ${machine.node}, load average ${machine.loadAverage.join(' ')} at the end; autocannon ${CONNECTIONS} connections, ${seconds} s per request after a 2 s warm-up. JSON requests are compared with raw node:http + the database client running the same SQL; pages with raw node:http answering a fixed body (${ceiling.answersPerSecond}/s, p99 ${ceiling.p99} ms).`,
    '',
    ...(values.desk || values.trade
      ? []
      : [
          header,
          ...rows.map((row) => line(row.name, row.ours, row.baseline ?? (row.json ? undefined : ceiling))),
          '',
          `Viral link: ${VIRAL_CONNECTIONS} connections for ${viralSeconds} s, half of the requests on one product page, the rest on the drawn pages and get-one:`,
          '',
          header,
          line('viral mix', viral!, undefined),
          '',
        ]),
    ...(trade
      ? [
          `A «همکار» shopper's prices for a page of 24 cards (\`POST /api/prices/mine\` with \`products\`), ${trader!.requests.length} pages at even steps through the catalog, ${TRADE_CONNECTIONS} connections (private: never cached, every answer is read from the database):`,
          '',
          header,
          line('trade: a page of 24 cards', trade, undefined),
          '',
        ]
      : [
          `The order desk at ${orderCount.toLocaleString('en')} orders, as an admin, ${DESK_CONNECTIONS} connections (no cache: every answer is read from the database):`,
          '',
          header,
          ...deskRows.map((row) => line(row.name, row.ours, undefined)),
          '',
        ]),
  ].join('\n');
  const suffix = `${values.desk ? '-desk' : ''}${values.trade ? '-trade' : ''}${driver === 'pglite' ? '-pglite' : ''}${values.workers ? `-workers-${values.workers}` : ''}`;
  const resultsDir = path.join(repoRoot, 'bench/results');
  fs.mkdirSync(resultsDir, { recursive: true });
  fs.writeFileSync(path.join(resultsDir, `api${suffix}.md`), markdown);
  fs.writeFileSync(
    path.join(resultsDir, `api${suffix}.json`),
    JSON.stringify(
      {
        machine,
        ceiling,
        requests: rows.map(recordedRow),
        viral,
        orders: orderCount,
        desk: deskRows.map(recordedRow),
        trade,
      },
      null,
      2,
    ) + '\n',
  );
  console.log(`\n${markdown}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
