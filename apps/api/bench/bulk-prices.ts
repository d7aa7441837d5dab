// Bulk price change benchmark: `pnpm bench:bulk-prices` (docs/benchmarks.md). Loads the demo catalog plus N
// synthetic products into the PostgreSQL server (BENCH_DATABASE_URL; BENCH_DB=pglite: the embedded database),
// as `pnpm bench:api` does, then through the real app in-process over HTTP, as an admin: previews, applies
// and undoes «+12%, rounded to 1,000 toman» on the cheapest BENCH_CHANGED products, BENCH_ROUNDS times.
// Writes bench/results/bulk-prices*.md and .json. The target: 10,000 products applied in under 5 s on the
// PostgreSQL server.
//   BENCH_PRODUCTS=100000  BENCH_CHANGED=10000  BENCH_ROUNDS=3  BENCH_DB=postgres|pglite
//   pnpm bench:bulk-prices -- --reuse     keep the catalog of the last run (of this or bench:api)
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { priceChangeEndpoints, type PriceChangeRuleInput } from '@shop/contracts';
import { queryRows, type DatabaseHandle } from '../src/db/client';
import { startBenchApp, type BenchApp } from './support/bench-app';
import { benchPlace, openBenchCatalog } from './support/bench-catalog';
import { benchMachine, writeBenchResults } from './support/bench-results';

interface Round {
  previewMs: number;
  applyMs: number;
  undoMs: number;
  changed: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The price under which the cheapest `wanted` products lie: a selection by price range of about that many. */
async function priceCeiling(database: DatabaseHandle, wanted: number): Promise<number> {
  const [row] = await queryRows<{ price: string }>(
    database.db,
    sql`SELECT price FROM products ORDER BY price OFFSET ${wanted - 1} LIMIT 1`,
  );
  if (!row) throw new Error(`the catalog has fewer than ${wanted} products`);
  return Number(row.price);
}

async function main() {
  const { values } = parseArgs({
    args: process.argv.slice(2).filter((arg) => arg !== '--'),
    options: { reuse: { type: 'boolean', default: false } },
  });
  const place = benchPlace();
  const wanted = Number(process.env.BENCH_CHANGED ?? 10_000);
  const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
  const products = Number(process.env.BENCH_PRODUCTS ?? 100_000);
  const database = await openBenchCatalog(place, { reuse: values.reuse, products });
  let app: BenchApp | undefined;
  const results: Round[] = [];
  let catalogSize = 0;
  let maxPrice = 0;
  try {
    catalogSize = (
      await queryRows<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM products`)
    )[0]!.n;
    maxPrice = await priceCeiling(database, wanted);
    app = await startBenchApp(place, database);
    const { base, bearer } = app;
    const post = async (route: string, body: unknown) => {
      const started = performance.now();
      const answer = await fetch(base + route, {
        method: 'POST',
        headers: { Authorization: bearer, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      const json: unknown = await answer.json();
      if (!answer.ok) throw new Error(`${route} answered ${answer.status}: ${JSON.stringify(json)}`);
      return { json, ms: Math.round(performance.now() - started) };
    };
    const rule: PriceChangeRuleInput = {
      selection: { maxPrice },
      by: 'percent',
      direction: 'up',
      value: 12,
      roundTo: 1000,
    };
    for (let round = 1; round <= rounds; round++) {
      const preview = await post('/api/admin/price-changes/preview', rule);
      const { fingerprint } = priceChangeEndpoints.preview.response.parse(preview.json);
      const applied = await post('/api/admin/price-changes', { ...rule, fingerprint });
      const { change } = priceChangeEndpoints.apply.response.parse(applied.json);
      const undone = await post(`/api/admin/price-changes/${change._id}/undo`, {});
      results.push({
        previewMs: preview.ms,
        applyMs: applied.ms,
        undoMs: undone.ms,
        changed: change.productCount,
      });
      console.log(
        `round ${round}: ${change.productCount} products; preview ${preview.ms} ms, apply ${applied.ms} ms, undo ${undone.ms} ms`,
      );
    }
  } finally {
    app?.close();
    await database.close();
  }

  const machine = { ...benchMachine(place), products: catalogSize };
  const line = (name: string, pick: (round: Round) => number) =>
    `| ${name} | ${results.map((round) => `${pick(round)} ms`).join(' | ')} | **${median(results.map(pick))} ms** |`;
  const markdown = [
    `# Bulk price change benchmark (${place.driver})`,
    '',
    `${machine.date}: ${catalogSize.toLocaleString('en')} products, ${machine.cores} cores, Node ${machine.node}, load average ${machine.loadAverage.join(' ')} at the end. Each round, over HTTP to the app in-process, as an admin: preview, apply and undo «+12%, rounded to 1,000 toman» on every product up to ${maxPrice.toLocaleString('en')} toman (${results[0]?.changed.toLocaleString('en')} products changed). Target: apply under 5,000 ms for 10,000 products on the PostgreSQL server.`,
    '',
    `| step | ${results.map((_, index) => `round ${index + 1}`).join(' | ')} | median |`,
    `| --- | ${results.map(() => '---').join(' | ')} | --- |`,
    line('preview', (round) => round.previewMs),
    line('apply', (round) => round.applyMs),
    line('undo', (round) => round.undoMs),
    '',
  ].join('\n');
  writeBenchResults('bulk-prices', place, markdown, { machine, maxPrice, rounds: results });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
