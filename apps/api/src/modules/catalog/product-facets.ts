import type { FilterFacets, ListingFilters } from '@shop/contracts';
import { specText } from '@shop/persian';
import { and, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';
import { withoutJit } from '../../db/without-jit';
import {
  attributeOptions,
  brands,
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
  part: 'total' | 'stock' | 'brand' | 'attribute' | 'value';
  attribute_id: string | null;
  key: string | null;
  label: string | null;
  unit: string | null;
  position: number | null;
  n: number;
  lo: number | null;
  hi: number | null;
}

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
  const groups: Array<[string, SQL | undefined]> = [
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
  const place = and(scopeOf(scope), scope.matching) ?? sql`true`;
  const v = productAttributeValues;

  const parts = [
    sql`SELECT 'total' AS part, NULL AS attribute_id, NULL AS key, NULL AS label, NULL AS unit,
      NULL::int AS position, (count(*) FILTER (WHERE ${allBut('')}))::int AS n, min(price)::float8 AS lo, max(price)::float8 AS hi
      FROM scoped`,
    sql`SELECT 'stock', NULL, NULL, NULL, NULL, NULL,
      (count(*) FILTER (WHERE ${allBut('f_stock')} AND stock > 0))::int, NULL, NULL FROM scoped`,
    sql`SELECT 'brand', NULL, s.brand_id::text, b.name_fa, NULL, NULL,
      (count(*) FILTER (WHERE ${allBut('f_brand')}))::int, NULL, NULL
      FROM scoped s JOIN ${brands} b ON b.id = s.brand_id GROUP BY s.brand_id, b.name_fa`,
  ];
  if (scope.categoryId) {
    // A value row counts when every other filter holds: a filter of its own attribute is left out.
    const otherSpecs = specFlags.map(
      ({ attributeId, name }) => sql`(v.attribute_id = ${attributeId} OR ${flag(name)})`,
    );
    const others = allOf([
      ...active.filter(([name]) => !name.startsWith('f_spec_')).map(([name]) => flag(name)),
      ...otherSpecs,
    ]);
    parts.push(
      sql`SELECT 'attribute', a.id::text, a.kind, a.name, a.unit, a.position, 0, NULL, NULL FROM attrs a`,
      sql`SELECT 'value', v.attribute_id::text, coalesce(v.option_id::text, v.boolean_value::text), o.value, NULL,
        o.position, (count(*) FILTER (WHERE ${others}))::int, min(v.number_value), max(v.number_value)
        FROM scoped s JOIN vals v ON v.product_id = s.id
        LEFT JOIN ${attributeOptions} o ON o.id = v.option_id
        GROUP BY v.attribute_id, v.option_id, o.value, o.position, v.boolean_value`,
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
      )`
    : sql``;
  return sql`WITH scoped AS MATERIALIZED (
        SELECT ${products.id} AS id, ${products.brandId} AS brand_id, ${products.price} AS price,
          ${products.stock} AS stock${sql.join(flags.map((column) => sql`, ${column}`))}
        FROM ${products} WHERE ${place}
      )${attrs}
      ${sql.join(
        parts.map((part) => sql`(${part})`),
        sql` UNION ALL `,
      )}`;
}

function facetsOf(rows: FacetRow[]): FilterFacets {
  const total = rows.find((row) => row.part === 'total')!;
  const facets: FilterFacets = {
    total: total.n,
    inStock: rows.find((row) => row.part === 'stock')?.n ?? 0,
    price: total.lo === null || total.hi === null ? null : { min: total.lo, max: total.hi },
    brands: rows
      .filter((row) => row.part === 'brand')
      .map((row) => ({ value: row.key!, label: row.label!, count: row.n }))
      .sort((a, b) => a.label.localeCompare(b.label, 'fa')),
    attributes: [],
  };
  const byPosition = (a: FacetRow, b: FacetRow) => (a.position ?? 0) - (b.position ?? 0);
  const attributes = rows.filter((row) => row.part === 'attribute').sort(byPosition);
  for (const attribute of attributes) {
    const held = rows
      .filter((row) => row.part === 'value' && row.attribute_id === attribute.attribute_id)
      // List values in the list's order; yes before no.
      .sort((a, b) => byPosition(a, b) || b.key!.localeCompare(a.key!));
    if (held.length === 0) continue;
    const kind = attribute.key as FilterFacets['attributes'][number]['kind'];
    facets.attributes.push({
      _id: attribute.attribute_id!,
      name: attribute.label!,
      kind,
      unit: attribute.unit,
      values:
        kind === 'number'
          ? []
          : held.map((row) => ({
              value: row.key!,
              label: row.label ?? specText({ kind: 'boolean', unit: null, value: row.key === 'true' }),
              count: row.n,
            })),
      range: kind === 'number' ? { min: held[0]!.lo!, max: held[0]!.hi! } : null,
    });
  }
  return facets;
}
