import type { FilterFacets, ListingFilters } from '@shop/contracts';
import { formatDecimal, specText } from '@shop/persian';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';
import { withoutJit } from '../../db/without-jit';
import {
  attributeOptions,
  brands,
  categories,
  categoryAttributes,
  productAttributeValues,
  productVariantValues,
  products,
} from '../../db/schema';
import { filterConditions, scopeOf } from './product-filters';

/** Where a filter panel is: a category or the whole shop, a brand's page, a search's matches. */
export interface FacetScope {
  categoryId?: string;
  brandId?: string;
  /** The products a search matches, as a condition on `products`. */
  matching?: SQL;
}

/** One row of the counting query: every part of the panel comes back in one result. */
interface FacetRow {
  part: 'total' | 'stock' | 'brand' | 'category' | 'attribute' | 'value' | 'number' | 'bounds';
  attribute_id: string | null;
  key: string | null;
  label: string | null;
  unit: string | null;
  position: number | null;
  n: number;
  lo: number | null;
  hi: number | null;
}

// A number attribute with at most this many values in the listing is ticked like a list (cross-sections
// 1.5, 2.5, 4, 6; rated currents; poles); with more, its values are continuous and it is a range.
const MAX_TICKED_NUMBERS = 12;

const flag = (name: string) => sql`${sql.identifier(name)}`;
const allOf = (conditions: SQL[]) => (conditions.length > 0 ? sql.join(conditions, sql` AND `) : sql`true`);

/**
 * The filter panel of a listing in one query. The listing's products (a category's 12,500 at 100,000
 * products; each read through an index of its place) are read once with a flag per filter in use;
 * each count then leaves out its own group's flag, so it is the count the listing would have with that
 * value ticked too. Specification values come from their table joined by product, for the category's
 * filterable attributes only (none outside a category: attributes belong to one).
 */
export async function listingFacets(
  db: Database,
  scope: FacetScope,
  filters: ListingFilters,
): Promise<FilterFacets> {
  const rows = await asPanelQuery(db, (tx) => queryRows<FacetRow>(tx, facetsQuery(scope, filters)));
  return facetsOf(rows);
}

/** Runs `read` with the settings of the panel's query (the index test plans it so too). */
export const asPanelQuery = <T>(db: Database, read: (tx: Database) => Promise<T>) =>
  withoutJit(db, async (tx) => {
    // The planner cannot see through the listing's CTE and guesses a million value rows where there are
    // tens of thousands, then sorts both sides for a merge join (spilling to disk): a hash of the
    // listing's products, probed by the values, is what every measured plan wanted.
    await tx.execute(sql`SET LOCAL enable_mergejoin = off`);
    return read(tx);
  });

/** The counting query of `listingFacets` (the index test explains exactly this). */
export function facetsQuery(scope: FacetScope, filters: ListingFilters): SQL {
  const conditions = filterConditions(filters);
  // On a brand's page its categories are a choice among its products, counted as a filter is, and the
  // brand is the place: its page has no brands to tick.
  const onBrand = scope.brandId !== undefined;
  const category = onBrand && scope.categoryId ? eq(products.categoryId, scope.categoryId) : undefined;
  const groups: Array<[string, SQL | undefined]> = [
    ['f_category', category],
    ['f_brand', conditions.brand],
    ['f_price', conditions.price],
    ['f_stock', conditions.stock],
    ...Object.values(conditions.specs).map(
      (condition, index) => [`f_spec_${index}`, condition] as [string, SQL],
    ),
  ];
  const active = groups.filter((group): group is [string, SQL] => group[1] !== undefined);
  const specFlags = Object.keys(conditions.specs).map((attributeId, index) => ({
    attributeId,
    name: `f_spec_${index}`,
  }));
  const allBut = (left: string) =>
    allOf(active.filter(([name]) => name !== left).map(([name]) => flag(name)));
  const flags = active.map(([name, condition]) => sql`(${condition}) AS ${flag(name)}`);
  const place = and(scopeOf(onBrand ? { brandId: scope.brandId } : scope), scope.matching) ?? sql`true`;
  const v = productAttributeValues;

  const parts = [
    sql`SELECT 'total' AS part, NULL AS attribute_id, NULL AS key, NULL AS label, NULL AS unit,
      NULL::int AS position, (count(*) FILTER (WHERE ${allBut('')}))::int AS n, min(price)::float8 AS lo, max(price)::float8 AS hi
      FROM scoped`,
    sql`SELECT 'stock', NULL, NULL, NULL, NULL, NULL,
      (count(*) FILTER (WHERE ${allBut('f_stock')} AND stock > 0))::int, NULL, NULL FROM scoped`,
    onBrand
      ? sql`SELECT 'category', NULL, s.category_id::text, c.title, NULL, NULL,
          (count(*) FILTER (WHERE ${allBut('f_category')}))::int, NULL, NULL
          FROM scoped s JOIN ${categories} c ON c.id = s.category_id GROUP BY s.category_id, c.title`
      : sql`SELECT 'brand', NULL, s.brand_id::text, b.name_fa, NULL, NULL,
          (count(*) FILTER (WHERE ${allBut('f_brand')}))::int, NULL, NULL
          FROM scoped s JOIN ${brands} b ON b.id = s.brand_id GROUP BY s.brand_id, b.name_fa`,
  ];
  // A value row counts when every other filter holds: a filter of its own attribute is left out.
  const others = allOf([
    ...active.filter(([name]) => !name.startsWith('f_spec_')).map(([name]) => flag(name)),
    ...specFlags.map(({ attributeId, name }) => sql`(v.attribute_id = ${attributeId} OR ${flag(name)})`),
  ]);
  if (scope.categoryId) {
    parts.push(
      sql`SELECT 'attribute', a.id::text, a.kind, a.name, a.unit, a.position, 0, NULL, NULL FROM attrs a`,
      sql`SELECT 'value', c.attribute_id::text, coalesce(c.option_id::text, c.boolean_value::text), o.value, NULL,
        o.position, c.n, NULL, NULL
        FROM counted c LEFT JOIN ${attributeOptions} o ON o.id = c.option_id WHERE c.number_value IS NULL`,
      // A number's values to tick when it has few in the listing; its bounds always (a range's hints).
      sql`SELECT 'number', attribute_id::text, NULL, NULL, NULL, NULL, n, number_value, number_value
        FROM (SELECT c.*, count(*) OVER (PARTITION BY c.attribute_id) AS distinct_values
          FROM counted c WHERE c.number_value IS NOT NULL) AS numbers
        WHERE distinct_values <= ${MAX_TICKED_NUMBERS}`,
      sql`SELECT 'bounds', attribute_id::text, NULL, NULL, NULL, NULL, 0, min(number_value), max(number_value)
        FROM counted WHERE number_value IS NOT NULL GROUP BY attribute_id`,
    );
  }
  // Each kind's values through its own partial index, read from the index alone.
  const attrs = scope.categoryId
    ? sql`, attrs AS (SELECT id, name, kind, unit, position FROM ${categoryAttributes}
        WHERE category_id = ${scope.categoryId} AND filterable AND kind <> 'text'),
      vals AS (
        SELECT v.attribute_id, NULL::uuid AS option_id, NULL::boolean AS boolean_value, v.number_value, v.product_id
          FROM ${v} v WHERE v.attribute_id IN (SELECT id FROM attrs WHERE kind = 'number') AND v.number_value IS NOT NULL
        UNION ALL
        SELECT o.attribute_id, v.option_id, NULL, NULL, v.product_id
          FROM ${attributeOptions} o JOIN ${v} v ON v.option_id = o.id
          WHERE o.attribute_id IN (SELECT id FROM attrs WHERE kind = 'option') AND v.option_id IS NOT NULL
        UNION ALL
        SELECT v.attribute_id, NULL, v.boolean_value, NULL, v.product_id
          FROM ${v} v WHERE v.attribute_id IN (SELECT id FROM attrs WHERE kind = 'boolean') AND v.boolean_value IS NOT NULL
        UNION ALL
        SELECT w.attribute_id, w.option_id, NULL, w.number_value, w.product_id
          FROM ${productVariantValues} w WHERE w.attribute_id IN (SELECT id FROM attrs)
      ),
      counted AS (
        SELECT v.attribute_id, v.option_id, v.boolean_value, v.number_value,
          (count(*) FILTER (WHERE ${others}))::int AS n
        FROM scoped s JOIN vals v ON v.product_id = s.id
        GROUP BY v.attribute_id, v.option_id, v.boolean_value, v.number_value
      )`
    : sql``;
  return sql`WITH scoped AS MATERIALIZED (
        SELECT ${products.id} AS id, ${products.brandId} AS brand_id, ${products.categoryId} AS category_id,
          ${products.price} AS price,
          ${products.stock} AS stock${sql.join(flags.map((column) => sql`, ${column}`))}
        FROM ${products} WHERE ${place}
      )${attrs}
      ${sql.join(
        parts.map((part) => sql`(${part})`),
        sql` UNION ALL `,
      )}`;
}

/** The brands or categories to choose, by name. */
const valuesOf = (rows: FacetRow[], part: 'brand' | 'category') =>
  rows
    .filter((row) => row.part === part)
    .map((row) => ({ value: row.key!, label: row.label!, count: row.n }))
    .sort((a, b) => a.label.localeCompare(b.label, 'fa'));

function facetsOf(rows: FacetRow[]): FilterFacets {
  const total = rows.find((row) => row.part === 'total')!;
  const facets: FilterFacets = {
    total: total.n,
    inStock: rows.find((row) => row.part === 'stock')?.n ?? 0,
    price: total.lo === null || total.hi === null ? null : { min: total.lo, max: total.hi },
    brands: valuesOf(rows, 'brand'),
    categories: valuesOf(rows, 'category'),
    attributes: [],
  };
  const byPosition = (a: FacetRow, b: FacetRow) => (a.position ?? 0) - (b.position ?? 0);
  const attributes = rows.filter((row) => row.part === 'attribute').sort(byPosition);
  for (const attribute of attributes) {
    const id = attribute.attribute_id;
    const kind = attribute.key as FilterFacets['attributes'][number]['kind'];
    if (kind === 'number') {
      const bounds = rows.find((row) => row.part === 'bounds' && row.attribute_id === id);
      if (!bounds) continue;
      const numbers = rows
        .filter((row) => row.part === 'number' && row.attribute_id === id)
        .sort((a, b) => a.lo! - b.lo!);
      facets.attributes.push({
        _id: id!,
        name: attribute.label!,
        kind,
        unit: attribute.unit,
        values: numbers.map((row) => ({
          value: String(row.lo),
          label: formatDecimal(row.lo!),
          count: row.n,
        })),
        range: { min: bounds.lo!, max: bounds.hi! },
      });
      continue;
    }
    const held = rows
      .filter((row) => row.part === 'value' && row.attribute_id === id)
      // List values in the list's order; yes before no.
      .sort((a, b) => byPosition(a, b) || b.key!.localeCompare(a.key!));
    if (held.length === 0) continue;
    facets.attributes.push({
      _id: id!,
      name: attribute.label!,
      kind,
      unit: attribute.unit,
      values: held.map((row) => ({
        value: row.key!,
        label: row.label ?? specText({ kind: 'boolean', unit: null, value: row.key === 'true' }),
        count: row.n,
      })),
      range: null,
    });
  }
  return facets;
}
