// Search benchmark: loads the demo catalog plus 100,000 synthetic products, then times the dropdown
// query and the full results query (best match first, and cheapest first) for 20 realistic queries
// (including typos and no-result queries) plus the whole search corpus of the tests (every class:
// brands, English, units, typos, things not sold…). The answer cache is bypassed: every run is a
// search the database answers.
//   pnpm bench                          PostgreSQL server (BENCH_DATABASE_URL, default local "shop_bench")
//   pnpm bench -- --pglite              embedded PGlite, for reference
//   BENCH_PRODUCTS=20000 pnpm bench     a smaller catalog
//   pnpm bench -- --reuse               keep the server database of the last run (skip loading)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { SearchSort } from '@shop/contracts';
import { openPglite, openPostgres } from '../src/db/client';
import { catalogSnapshot } from '../src/modules/search/catalog-snapshot';
import { answerSearch } from '../src/modules/search/service';
import { corpus, dropdownCorpus } from '../test/search/corpus';
import { freshServerDatabase, loadBenchCatalog } from './support/bench-catalog';
import { LOAD_QUERIES } from './support/load-queries';

const RESULTS_QUERIES = [
  ...LOAD_QUERIES,
  ...Object.values(corpus).flatMap((queries) => queries.map(([query]) => query)),
];
const DROPDOWN_QUERIES = [...RESULTS_QUERIES, ...dropdownCorpus.map(([query]) => query)];
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 5);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function main() {
  const { values } = parseArgs({
    options: { pglite: { type: 'boolean', default: false }, reuse: { type: 'boolean', default: false } },
    allowPositionals: true,
  });
  const products = Number(process.env.BENCH_PRODUCTS ?? 100_000);
  const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/shop_bench';
  const reuse = values.reuse && !values.pglite;
  const database = values.pglite
    ? await openPglite()
    : reuse
      ? openPostgres(serverUrl)
      : await freshServerDatabase(serverUrl);
  const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'));
  try {
    if (reuse) await database.migrate();
    else await loadBenchCatalog(database, uploadsDir, products);

    const search = async (
      text: string,
      dropdown: boolean,
      pageSize: number,
      sort: SearchSort = 'relevance',
    ) =>
      answerSearch(database.db, await catalogSnapshot(database.db), {
        text,
        page: 1,
        pageSize,
        dropdown,
        filters: {},
        sort,
      });
    const modes = {
      dropdown: { queries: DROPDOWN_QUERIES, run: (text: string) => search(text, true, 20) },
      results: { queries: RESULTS_QUERIES, run: (text: string) => search(text, false, 24) },
      cheapest: { queries: RESULTS_QUERIES, run: (text: string) => search(text, false, 24, 'price-asc') },
    };
    console.log(
      `\nsearch latency on ${database.driver}, ${products + 88} products, ${RESULTS_QUERIES.length} results-page and ${DROPDOWN_QUERIES.length} dropdown queries × ${ITERATIONS} runs (ms)`,
    );
    console.log('mode      p50     p95     p99     max');
    for (const [mode, { queries, run }] of Object.entries(modes)) {
      const timings: number[] = [];
      for (const query of queries) await run(query); // warm-up
      for (let i = 0; i < ITERATIONS; i++) {
        for (const query of queries) {
          const t0 = performance.now();
          await run(query);
          timings.push(performance.now() - t0);
        }
      }
      timings.sort((a, b) => a - b);
      const row = [50, 95, 99, 100].map((p) => percentile(timings, p).toFixed(1).padStart(7)).join(' ');
      console.log(`${mode.padEnd(9)}${row}`);
    }
    console.log('\nper query (one results-page run): query | ms | matches | suggestion');
    for (const query of LOAD_QUERIES) {
      const t0 = performance.now();
      const result = await modes.results.run(query);
      console.log(
        `${query} | ${(performance.now() - t0).toFixed(1)} | ${result.total} | ${result.suggestion ?? ''}`,
      );
    }
  } finally {
    await database.close();
    fs.rmSync(uploadsDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
