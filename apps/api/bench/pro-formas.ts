// Pro-formas at scale: `pnpm bench:pro-formas` (docs/benchmarks.md). On a fresh database of the
// PostgreSQL server (BENCH_DATABASE_URL, database `<name>_pro_formas`): times making and opening
// pro-formas (the service functions the routes call, with the server's pricing, numbering and
// per-account limit) on an empty table, then again after BENCH_PRO_FORMAS rows were stored
// (generate_series: five Solar Hijri years, a tenth of them by 1,000 accounts), and shows the plans of
// the statements that touch the table. Writes bench/results/pro-formas.md and .json.
//   BENCH_PRO_FORMAS=1000000  BENCH_ROUNDS=200
import { randomUUID } from 'node:crypto';
import { sql, TransactionRollbackError, type SQL } from 'drizzle-orm';
import type { RequestLine } from '@shop/contracts';
import { queryRows, type Database, type Transaction } from '../src/db/client';
import { hashPassword } from '../src/modules/auth/password';
import { createProForma, getProForma } from '../src/modules/pro-forma/service';
import { solarYear } from '../src/modules/pro-forma/number';
import { benchPlace, freshServerDatabase } from './support/bench-catalog';
import { benchMachine, writeBenchResults } from './support/bench-results';

const PRODUCTS = 20;
const ACCOUNTS = 1_000;
const CHUNK = 100_000;

interface Timings {
  createMs: number[];
  openMs: number[];
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))]!;
const summary = (values: number[]) =>
  `${percentile(values, 50).toFixed(2)} / ${percentile(values, 95).toFixed(2)} / ${Math.max(...values).toFixed(2)}`;

async function time<T>(into: number[], run: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const value = await run();
  into.push(performance.now() - started);
  return value;
}

/** Twenty products of one plain variant each (the trigger makes it), stocked for any bench. */
async function seedCatalog(db: Database): Promise<string[]> {
  await queryRows(
    db,
    sql`INSERT INTO products (title, description, price, stock, image)
        SELECT 'کلید مینیاتوری ' || g, '<p>bench</p>', 100000 + g * 1000, 1000000, 'bench.webp'
        FROM generate_series(1, ${PRODUCTS}) AS g`,
  );
  await queryRows(db, sql`UPDATE product_variants SET stock = 1000000`);
  const rows = await queryRows<{ id: string }>(db, sql`SELECT id FROM product_variants ORDER BY price`);
  return rows.map((row) => row.id);
}

async function seedAccounts(db: Database): Promise<string[]> {
  const hash = await hashPassword('bench-password-long-enough', 4);
  const rows = await queryRows<{ id: string }>(
    db,
    sql`INSERT INTO users (phone, password_hash)
        SELECT '0912' || lpad(g::text, 7, '0'), ${hash} FROM generate_series(1, ${ACCOUNTS}) AS g
        RETURNING id`,
  );
  return rows.map((row) => row.id);
}

/**
 * `count` stored pro-formas as the service writes them: the five years before this one, sequences from 1, three
 * frozen lines each, every tenth by one of the accounts, made over the last 12 days.
 */
async function storeProFormas(
  db: Database,
  count: number,
  variants: string[],
  accounts: string[],
): Promise<void> {
  const accountIds = `{${accounts.join(',')}}`;
  // The five years before this one: this year's numbers are the live creates'.
  const firstYear = solarYear(new Date()) - 5;
  const frozen = JSON.stringify(
    variants.slice(0, 3).map((variantId, index) => ({
      productId: randomUUID(),
      variantId,
      title: `کلید مینیاتوری تک‌پل ${index + 1}۶ آمپر`,
      variantLabel: null,
      unit: 'piece',
      unitSize: null,
      minQuantity: 1,
      quantityStep: 1,
      quantity: 4,
      unitPrice: 250_000,
      lineTotal: 1_000_000,
    })),
  );
  const shop = JSON.stringify({ name: 'برق‌آفرین', phone: '021-66778899', address: 'تهران، لاله‌زار' });
  for (let from = 1; from <= count; from += CHUNK) {
    const to = Math.min(count, from + CHUNK - 1);
    await queryRows(
      db,
      sql`INSERT INTO pro_formas (number, year, seq, token, user_id, channel, lines, total, shop, created_at, valid_until)
          SELECT (${firstYear} + g % 5) || '-' || lpad((g / 5 + 1)::text, greatest(5, length((g / 5 + 1)::text)), '0'), ${firstYear} + g % 5, g / 5 + 1,
                 substr(md5(g::text || random()::text) || md5(random()::text), 1, 32),
                 CASE WHEN g % 10 = 0 THEN (${accountIds}::uuid[])[1 + (g / 10) % ${accounts.length}] END,
                 'whatsapp', ${frozen}::jsonb, 3000000, ${shop}::jsonb,
                 now() - make_interval(secs => g), now() - make_interval(secs => g) + interval '3 days'
          FROM generate_series(${from}::int, ${to}::int) AS g`,
    );
    process.stderr.write(`\rstored pro-formas: ${to}/${count}`);
  }
  process.stderr.write('\n');
  await queryRows(
    db,
    sql`INSERT INTO pro_forma_counters (year, last) SELECT year, max(seq) FROM pro_formas GROUP BY year
        ON CONFLICT (year) DO UPDATE SET last = EXCLUDED.last`,
  );
}

/** `rounds` pro-formas made and opened (one in four by an account), and as many stored ones opened. */
async function measure(
  db: Database,
  variants: string[],
  accounts: string[],
  rounds: number,
): Promise<Timings> {
  const timings: Timings = { createMs: [], openMs: [] };
  const lines: RequestLine[] = variants
    .slice(0, 5)
    .map((variantId) => ({ variantId, quantity: 4, addedPrice: null }));
  const stored = await queryRows<{ token: string }>(
    db,
    sql`SELECT token FROM pro_formas TABLESAMPLE SYSTEM (1) LIMIT ${rounds}`,
  );
  for (let round = 0; round < rounds; round++) {
    const userId = round % 4 === 0 ? accounts[round % accounts.length]! : null;
    const made = await time(timings.createMs, () =>
      createProForma(db, { lines, channel: 'whatsapp', userId, now: new Date() }),
    );
    await time(timings.openMs, () => getProForma(db, made.token, new Date()));
    const old = stored[round];
    if (old) await time(timings.openMs, () => getProForma(db, old.token, new Date()));
  }
  return timings;
}

async function explain(db: Database | Transaction, statement: SQL): Promise<string> {
  const result = (await db.execute(sql`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${statement}`)) as unknown as {
    rows: { 'QUERY PLAN': string }[];
  };
  return result.rows.map((row) => row['QUERY PLAN']).join('\n');
}

async function plans(db: Database, accounts: string[]) {
  const [{ token }] = (await queryRows<{ token: string }>(
    db,
    sql`SELECT token FROM pro_formas ORDER BY created_at DESC LIMIT 1`,
  )) as [{ token: string }];
  const account = accounts[7]!;
  const year = solarYear(new Date());
  const open = await explain(db, sql`SELECT * FROM pro_formas WHERE token = ${token}`);
  const perAccount = await explain(
    db,
    sql`SELECT created_at FROM pro_formas WHERE user_id = ${account} AND created_at > now() - interval '1 day'
        ORDER BY created_at DESC LIMIT 50`,
  );
  // The counter's upsert, rolled back: nothing changes.
  let counter = '';
  await db
    .transaction(async (tx) => {
      counter = await explain(
        tx,
        sql`INSERT INTO pro_forma_counters (year, last) VALUES (${year}, 1)
            ON CONFLICT (year) DO UPDATE SET last = pro_forma_counters.last + 1 RETURNING last`,
      );
      tx.rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof TransactionRollbackError)) throw error;
    });
  return { open, perAccount, counter };
}

async function main() {
  const count = Number(process.env.BENCH_PRO_FORMAS ?? 1_000_000);
  const rounds = Number(process.env.BENCH_ROUNDS ?? 200);
  const place = benchPlace();
  if (place.driver !== 'postgres') throw new Error('bench:pro-formas measures the PostgreSQL server');
  const url = new URL(place.databaseUrl);
  url.pathname = `${url.pathname}_pro_formas`;
  const database = await freshServerDatabase(url.toString());
  const { db } = database;
  try {
    await database.migrate();
    const variants = await seedCatalog(db);
    const accounts = await seedAccounts(db);
    await queryRows(db, sql`VACUUM ANALYZE`);
    // Warm-up: the first calls pay for connections and prepared code paths, not for the table.
    await measure(db, variants, accounts, 20);
    const empty = await measure(db, variants, accounts, rounds);

    const loadStarted = performance.now();
    await storeProFormas(db, count, variants, accounts);
    await queryRows(db, sql`VACUUM ANALYZE pro_formas`);
    const loadSeconds = (performance.now() - loadStarted) / 1000;
    const full = await measure(db, variants, accounts, rounds);
    const shown = await plans(db, accounts);
    const [size] = await queryRows<{ rows: number; table: string; indexes: string }>(
      db,
      sql`SELECT (SELECT count(*) FROM pro_formas)::int AS rows,
                 pg_size_pretty(pg_table_size('pro_formas')) AS table,
                 pg_size_pretty(pg_indexes_size('pro_formas')) AS indexes`,
    );

    const machine = benchMachine(place);
    const markdown = [
      '# Pro-formas: making and opening one, with none and with a million stored',
      '',
      `${machine.date}: PostgreSQL server, ${machine.cores} cores, Node ${machine.node}, load average ${machine.loadAverage.join(' ')} at the end. ` +
        `${rounds} pro-formas of 5 lines made (one in four by an account: per-account limit checked) and opened, and ${rounds} stored ones opened, ` +
        `through the service functions the routes call (pricing, numbering, limit, insert; no HTTP). ` +
        `Stored: ${size!.rows.toLocaleString('en')} rows (table ${size!.table}, indexes ${size!.indexes}), loaded in ${loadSeconds.toFixed(0)} s.`,
      '',
      '| stored pro-formas | make: median / p95 / max (ms) | open: median / p95 / max (ms) |',
      '| ---: | --- | --- |',
      `| 0 | ${summary(empty.createMs)} | ${summary(empty.openMs)} |`,
      `| ${size!.rows.toLocaleString('en')} | ${summary(full.createMs)} | ${summary(full.openMs)} |`,
      '',
      '## Plans with the table full',
      '',
      'Opening one by its link:',
      '```',
      shown.open,
      '```',
      "The per-account limit (an account's pro-formas of the last day):",
      '```',
      shown.perAccount,
      '```',
      "The year's next number:",
      '```',
      shown.counter,
      '```',
      '',
    ].join('\n');
    writeBenchResults('pro-formas', place, markdown, {
      machine,
      rows: size!.rows,
      loadSeconds,
      empty,
      full,
      plans: shown,
    });
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
