import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';
import { contentVersions } from '../../db/content-version';
import { withoutJit } from '../../db/without-jit';
import { products } from '../../db/schema';
import { isNarrowed, whereOf, type ProductFilters } from './product-filters';

/** Beyond this many matches a narrowed listing's total is the planner's estimate, flagged as such. */
const EXACT_COUNT_LIMIT = 10_000;
// Totals kept per catalog version; price ranges are many, so the oldest are dropped past this.
const KEPT_TOTALS = 1000;

export interface ProductTotal {
  total: number;
  totalIsEstimate: boolean;
}

const totalsByDatabase = new WeakMap<
  Database,
  { version: number; totals: Map<string, Promise<ProductTotal>> }
>();

/**
 * How many products a listing holds, counted once per catalog version and filters, so paging through a
 * listing never counts it again. Category and stock filters are few: their totals are exact (an index
 * count, once per version). Price ranges, brands and specifications combine in countless ways: those
 * count at most EXACT_COUNT_LIMIT rows and estimate beyond, so no request reads the whole table.
 */
export async function countProducts(db: Database, filters: ProductFilters): Promise<ProductTotal> {
  const { catalog } = await contentVersions(db).current();
  let kept = totalsByDatabase.get(db);
  if (!kept || kept.version !== catalog) {
    kept = { version: catalog, totals: new Map() };
    totalsByDatabase.set(db, kept);
  }
  const { totals } = kept;
  const key = JSON.stringify(filters);
  let total = totals.get(key);
  if (!total) {
    total = withoutJit(db, (tx) =>
      isNarrowed(filters) ? boundedCount(tx, filters) : exactCount(tx, filters),
    );
    totals.set(key, total);
    if (totals.size > KEPT_TOTALS) totals.delete(totals.keys().next().value!);
    const counted = total;
    counted.catch(() => totals.get(key) === counted && totals.delete(key));
  }
  return total;
}

async function exactCount(db: Database, filters: ProductFilters): Promise<ProductTotal> {
  const [row] = await queryRows<{ total: number }>(
    db,
    sql`SELECT count(*)::int AS total FROM ${products} WHERE ${whereOf(filters) ?? sql`true`}`,
  );
  return { total: row?.total ?? 0, totalIsEstimate: false };
}

async function boundedCount(db: Database, filters: ProductFilters): Promise<ProductTotal> {
  const matching = sql`SELECT 1 FROM ${products} WHERE ${whereOf(filters) ?? sql`true`}`;
  const [row] = await queryRows<{ total: number }>(
    db,
    sql`SELECT count(*)::int AS total FROM (${matching} LIMIT ${EXACT_COUNT_LIMIT + 1}) AS matching`,
  );
  const counted = row?.total ?? 0;
  if (counted <= EXACT_COUNT_LIMIT) return { total: counted, totalIsEstimate: false };
  const [plan] = await queryRows<{ 'QUERY PLAN': unknown }>(db, sql`EXPLAIN (FORMAT JSON) ${matching}`);
  const estimate = plannedRows(plan?.['QUERY PLAN']);
  return { total: Math.max(estimate, counted), totalIsEstimate: true };
}

/** The row estimate of an `EXPLAIN (FORMAT JSON)` answer (a JSON string on one driver, parsed on the other). */
function plannedRows(plan: unknown): number {
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as [{ Plan: { 'Plan Rows': number } }];
  return Math.round(parsed[0].Plan['Plan Rows']);
}
