// The price record at scale: `pnpm bench:price-history` (docs/benchmarks.md, docs/price-history.md). Makes a
// fresh database `shop_price_history_bench` on the PostgreSQL server of BENCH_DATABASE_URL, loads
// BENCH_VARIANTS variants (products of four variants each, as families of cross-sections) and gives each a
// record of BENCH_YEARS years of changes as the triggers would have written them: weekly for one variant in
// ten (cables follow copper and the exchange rate), monthly for the rest. Reports the record's size (table,
// TOAST, index) and the time of the endpoint's reads for one product, then drops the database.
// Writes bench/results/price-history.md and .json.
//   BENCH_VARIANTS=400000  BENCH_YEARS=3  BENCH_ROUNDS=300
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { queryRows, type Database } from '../src/db/client';
import { getPriceHistory } from '../src/modules/price-history/service';
import { benchPlace, freshServerDatabase } from './support/bench-catalog';
import { benchMachine, writeBenchResults } from './support/bench-results';

const VARIANTS_PER_PRODUCT = 4;
/** One variant in ten changes weekly (`get_byte` of its id below this), the rest monthly. */
const WEEKLY_BELOW = 26;

/** Drops the database `url` names (the benchmark leaves nothing behind on the server). */
async function dropServerDatabase(url: string) {
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(
    `DROP DATABASE IF EXISTS ${pg.escapeIdentifier(new URL(url).pathname.slice(1))} WITH (FORCE)`,
  );
  await client.end();
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))]!;
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Products of one plain variant each (the trigger makes it), then three more variants a product. */
async function loadVariants(db: Database, variants: number) {
  const products = Math.ceil(variants / VARIANTS_PER_PRODUCT);
  const chunk = 20_000;
  for (let from = 1; from <= products; from += chunk) {
    const to = Math.min(products, from + chunk - 1);
    // The trigger gives each product its plain variant as the statement ends; three more are added here.
    await queryRows(
      db,
      sql`WITH made AS (
            INSERT INTO products (title, description, price, stock, image)
            SELECT 'کابل افشان ' || g, '<p>bench</p>', (50 + g % 400) * 1000, 100, 'bench.webp'
            FROM generate_series(${from}::int, ${to}::int) AS g
            RETURNING id, price
          )
          INSERT INTO product_variants (product_id, position, option_values, price, stock)
          SELECT made.id, k, ARRAY['سطح مقطع ' || k], made.price + k * 10000, 100
          FROM made CROSS JOIN generate_series(1, ${VARIANTS_PER_PRODUCT - 1}::int) AS k`,
    );
    process.stderr.write(`\rproducts: ${to}/${products}`);
  }
  process.stderr.write('\n');
}

/**
 * Each variant's record over `years` years, ending at its current price: a drift up of about 40 % with
 * steps up and down on the way, rounded to 1,000 toman, as the price triggers append them (a point a
 * change). Written in sixteen slices of the variants, so no statement holds the whole load.
 */
async function fillRecords(db: Database, years: number) {
  for (let slice = 0; slice < 16; slice++) {
    await queryRows(
      db,
      sql`WITH plan AS (
            SELECT v.id, v.price,
                   CASE WHEN get_byte(uuid_send(v.id), 1) < ${WEEKLY_BELOW} THEN interval '7 days' ELSE interval '1 month' END AS step,
                   CASE WHEN get_byte(uuid_send(v.id), 1) < ${WEEKLY_BELOW} THEN ${years * 52}::int ELSE ${years * 12}::int END AS n
            FROM product_variants v
            WHERE get_byte(uuid_send(v.id), 0) / 16 = ${slice}::int
          ), points AS (
            SELECT id, k, n, now() - step * (n - k) AS at,
                   CASE WHEN k = n THEN price
                        ELSE greatest(1000, round(price * (0.7 + 0.3 * k / n + 0.04 * sin(k * 1.7 + get_byte(uuid_send(id), 2))) / 1000) * 1000)
                   END::bigint AS price
            FROM plan CROSS JOIN LATERAL generate_series(0, n) AS k
          )
          UPDATE variant_price_history h
          SET changed_at = r.changed_at, prices = r.prices
          FROM (SELECT id, array_agg(at ORDER BY k) AS changed_at, array_agg(price ORDER BY k) AS prices
                FROM points GROUP BY id) r
          WHERE h.variant_id = r.id`,
    );
    process.stderr.write(`\rrecords: ${slice + 1}/16`);
  }
  process.stderr.write('\n');
}

interface Size {
  rows: number;
  points: number;
  heap: number;
  toast: number;
  index: number;
  total: number;
}

async function recordSize(db: Database): Promise<Size> {
  const [row] = await queryRows<Record<keyof Size, string>>(
    db,
    sql`SELECT (SELECT count(*) FROM variant_price_history) AS rows,
               (SELECT sum(cardinality(prices)) FROM variant_price_history) AS points,
               pg_relation_size('variant_price_history') AS heap,
               coalesce(pg_total_relation_size(nullif(c.reltoastrelid, 0)), 0) AS toast,
               pg_indexes_size('variant_price_history') AS index,
               pg_total_relation_size('variant_price_history') AS total
        FROM pg_class c WHERE c.oid = 'variant_price_history'::regclass`,
  );
  const { rows, points, heap, toast, index, total } = row!;
  return {
    rows: Number(rows),
    points: Number(points),
    heap: Number(heap),
    toast: Number(toast),
    index: Number(index),
    total: Number(total),
  };
}

async function main() {
  const variants = Number(process.env.BENCH_VARIANTS ?? 400_000);
  const years = Number(process.env.BENCH_YEARS ?? 3);
  const rounds = Number(process.env.BENCH_ROUNDS ?? 300);
  const place = benchPlace();
  const url = new URL(place.databaseUrl);
  url.pathname = '/shop_price_history_bench';
  const database = await freshServerDatabase(url.toString());
  const { db } = database;
  try {
    await database.migrate();
    const loadStarted = Date.now();
    await loadVariants(db, variants);
    const loadSeconds = (Date.now() - loadStarted) / 1000;
    const fillStarted = Date.now();
    await fillRecords(db, years);
    const fillSeconds = (Date.now() - fillStarted) / 1000;
    await queryRows(db, sql`VACUUM ANALYZE variant_price_history`);
    await queryRows(db, sql`VACUUM ANALYZE product_variants`);
    const size = await recordSize(db);

    // The endpoint's reads for products chosen at random, weekly (cable) families among them.
    const sample = await queryRows<{ id: string; weekly: boolean }>(
      db,
      sql`SELECT p.id, bool_or(get_byte(uuid_send(v.id), 1) < ${WEEKLY_BELOW}) AS weekly
          FROM products p TABLESAMPLE SYSTEM (1) JOIN product_variants v ON v.product_id = p.id
          GROUP BY p.id LIMIT ${rounds}`,
    );
    const readMs: number[] = [];
    let answerBytes = 0;
    for (const { id } of sample) {
      const started = performance.now();
      const answer = await getPriceHistory(db, id, new Date());
      readMs.push(performance.now() - started);
      answerBytes = Math.max(answerBytes, JSON.stringify(answer).length);
    }
    const weekly = sample.find((row) => row.weekly)?.id ?? sample[0]!.id;
    const plan = await queryRows<{ 'QUERY PLAN': string }>(
      db,
      sql`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF)
          SELECT v.id, h.changed_at, h.prices FROM product_variants v
          JOIN variant_price_history h ON h.variant_id = v.id
          WHERE v.product_id = ${weekly} AND v.enabled ORDER BY v.position, v.created_at, v.id`,
    );

    const machine = benchMachine(place);
    const markdown = [
      '# The price record at scale',
      '',
      `${machine.date}: ${size.rows.toLocaleString('en')} variants (${VARIANTS_PER_PRODUCT} a product), ${years} years of changes (weekly for one variant in ten, monthly for the rest): ${size.points.toLocaleString('en')} points; ${machine.cores} cores, Node ${machine.node}, load average ${machine.loadAverage.join(' ')} at the end. Loaded in ${loadSeconds.toFixed(0)} s, records written in ${fillSeconds.toFixed(0)} s.`,
      '',
      '| table | TOAST | index | total (`pg_total_relation_size`) | per variant | per point |',
      '| ---: | ---: | ---: | ---: | ---: | ---: |',
      `| ${megabytes(size.heap)} | ${megabytes(size.toast)} | ${megabytes(size.index)} | **${megabytes(size.total)}** | ${Math.round(size.total / size.rows)} B | ${(size.total / size.points).toFixed(1)} B |`,
      '',
      `A product's price history read (the service the endpoint calls, without its answer cache), ${readMs.length} products at random: median ${percentile(readMs, 50).toFixed(2)} ms, p95 ${percentile(readMs, 95).toFixed(2)} ms, max ${Math.max(...readMs).toFixed(2)} ms; the largest answer ${(answerBytes / 1024).toFixed(1)} KB of JSON.`,
      '',
      'The plan for a family with weekly changes:',
      '',
      '```',
      ...plan.map((row) => row['QUERY PLAN']),
      '```',
      '',
    ].join('\n');
    writeBenchResults('price-history', place, markdown, {
      machine,
      variants: size.rows,
      years,
      size,
      loadSeconds,
      fillSeconds,
      readMs: { median: percentile(readMs, 50), p95: percentile(readMs, 95), max: Math.max(...readMs) },
      answerBytes,
    });
  } finally {
    await database.close();
    await dropServerDatabase(url.toString());
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
