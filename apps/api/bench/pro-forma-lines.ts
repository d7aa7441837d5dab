// A 60-line pro-forma, end to end on the server: `pnpm bench:pro-forma-lines` (docs/benchmarks.md).
// On a fresh database (`<name>_pro_forma_lines` on the PostgreSQL server of BENCH_DATABASE_URL, or the
// embedded one with BENCH_DB=pglite): 60 products with long Persian titles, then BENCH_ROUNDS times the
// list priced (what the list page asks for), a pro-forma made of it (pricing, numbering, insert and the
// order desk's request, one transaction), opened, and its PDF drawn (fonts subset, A4, two pages).
// The first call of each (fonts read, code paths prepared) is timed apart from the rest.
// Writes bench/results/pro-forma-lines.md and .json.
//   BENCH_LINES=60  BENCH_ROUNDS=30
import { sql } from 'drizzle-orm';
import type { RequestLine } from '@shop/contracts';
import { openPglite, queryRows, type Database, type DatabaseHandle } from '../src/db/client';
import { proFormaPdf } from '../src/modules/pro-forma/pro-forma-pdf';
import { createProForma, getProForma } from '../src/modules/pro-forma/service';
import { priceLines } from '../src/modules/request-list/price-lines';
import { benchPlace, freshServerDatabase } from './support/bench-catalog';
import { benchMachine, writeBenchResults } from './support/bench-results';

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))]!;
const summary = (values: number[]) =>
  `${percentile(values, 50).toFixed(1)} / ${percentile(values, 95).toFixed(1)} / ${Math.max(...values).toFixed(1)}`;

async function time<T>(into: number[], run: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const value = await run();
  into.push(performance.now() - started);
  return value;
}

/** `count` products of one plain variant each (the trigger makes it), titled as an electrician's list reads. */
async function seedCatalog(db: Database, count: number): Promise<string[]> {
  await queryRows(
    db,
    sql`INSERT INTO products (title, description, price, stock, image)
        SELECT 'کابل افشان ۲٫۵ میلی‌متر مربع مدل ' || g || ' سیم‌سازان ایران', '<p>bench</p>',
               12500 + g * 1370, 100000, 'bench.webp'
        FROM generate_series(1, ${count}) AS g`,
  );
  await queryRows(db, sql`UPDATE product_variants SET stock = 100000`);
  const rows = await queryRows<{ id: string }>(db, sql`SELECT id FROM product_variants ORDER BY price`);
  return rows.map((row) => row.id);
}

async function openDatabase(): Promise<DatabaseHandle> {
  const place = benchPlace();
  if (place.driver === 'pglite') return openPglite();
  const url = new URL(place.databaseUrl);
  url.pathname = `${url.pathname}_pro_forma_lines`;
  return freshServerDatabase(url.toString());
}

async function main() {
  const lineCount = Number(process.env.BENCH_LINES ?? 60);
  const rounds = Number(process.env.BENCH_ROUNDS ?? 30);
  const place = benchPlace();
  const database = await openDatabase();
  const { db } = database;
  try {
    await database.migrate();
    const variants = await seedCatalog(db, lineCount);
    await queryRows(db, sql`VACUUM ANALYZE`);
    const lines: RequestLine[] = variants.map((variantId, index) => ({
      variantId,
      quantity: 1 + (index % 25),
      addedPrice: null,
    }));

    const first = { priceMs: [] as number[], createMs: [] as number[], pdfMs: [] as number[] };
    const timings = {
      priceMs: [] as number[],
      createMs: [] as number[],
      openMs: [] as number[],
      pdfMs: [] as number[],
    };
    let pdfBytes = 0;
    let total = 0;
    for (let round = 0; round <= rounds; round++) {
      const into = round === 0 ? first : timings;
      const priced = await time(into.priceMs, () => priceLines(db, lines));
      if (priced.lines.some((line) => line.state !== 'available')) throw new Error('a line is not available');
      const made = await time(into.createMs, () =>
        createProForma(db, { lines, channel: 'whatsapp', userId: null, now: new Date() }),
      );
      if (made.lines.length !== lineCount) throw new Error(`${made.lines.length} lines frozen`);
      total = made.total;
      if (round > 0) await time(timings.openMs, () => getProForma(db, made.token, new Date()));
      const pdf = await time(into.pdfMs, () => proFormaPdf(made));
      pdfBytes = pdf.length;
    }

    const machine = benchMachine(place);
    const markdown = [
      `# A ${lineCount}-line pro-forma: priced, made, opened and drawn as a PDF`,
      '',
      `${machine.date}: ${place.driver === 'postgres' ? 'PostgreSQL server' : 'PGlite'}, ${machine.cores} cores, Node ${machine.node}, ` +
        `load average ${machine.loadAverage.join(' ')} at the end. ${rounds} rounds after a first one, through the service ` +
        `functions the routes call (no HTTP): the list of ${lineCount} lines priced by the server, a pro-forma made of it ` +
        `(total ${total.toLocaleString('en')} toman), opened by its token, and its PDF drawn ` +
        `(${(pdfBytes / 1024).toFixed(0)} KB; the route keeps the last 50 drawn, so a second download costs nothing).`,
      '',
      '| step | first call (ms) | median / p95 / max (ms) |',
      '| --- | ---: | --- |',
      `| price the list (\`priceLines\`) | ${first.priceMs[0]!.toFixed(1)} | ${summary(timings.priceMs)} |`,
      `| make the pro-forma (\`createProForma\`) | ${first.createMs[0]!.toFixed(1)} | ${summary(timings.createMs)} |`,
      `| open it (\`getProForma\`) | – | ${summary(timings.openMs)} |`,
      `| draw the PDF (\`proFormaPdf\`) | ${first.pdfMs[0]!.toFixed(1)} | ${summary(timings.pdfMs)} |`,
      '',
    ].join('\n');
    writeBenchResults('pro-forma-lines', place, markdown, {
      machine,
      lineCount,
      rounds,
      total,
      pdfBytes,
      first,
      timings,
    });
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
