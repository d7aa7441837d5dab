import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db/client';
import { brands, categoryAttributes, productAttributeValues } from '../db/schema';

/** What a synthetic product of a category may hold for one attribute: the values the demo catalog uses. */
interface AttributePool {
  attributeId: string;
  kind: 'number' | 'option' | 'boolean';
  values: Array<number | string | boolean>;
}

/** A well-mixed whole number of a product and an attribute, so values spread over every choice. */
function spread(index: number, position: number): number {
  const mixed = Math.imul((index + 1) ^ Math.imul(position + 1, 0x9e3779b1), 0x85ebca6b) >>> 0;
  return (mixed ^ (mixed >>> 13)) >>> 0;
}

type ValueRow = typeof productAttributeValues.$inferInsert;

/**
 * Brands and specification values for synthetic products, drawn from the demo catalog: every brand,
 * and per category each attribute's list values, the numbers its demo products hold, or yes/no.
 */
export async function syntheticSpecs(db: Database) {
  const brandRows = await db.select({ id: brands.id, nameEn: brands.nameEn }).from(brands);
  const attributes = await queryRows<{
    id: string;
    category_id: string;
    kind: AttributePool['kind'];
    values: unknown[];
  }>(
    db,
    sql`SELECT a.id, a.category_id, a.kind,
        CASE a.kind
          WHEN 'option' THEN (SELECT array_agg(o.id::text ORDER BY o.position) FROM attribute_options o WHERE o.attribute_id = a.id)
          WHEN 'number' THEN (SELECT array_agg(DISTINCT v.number_value)::text[] FROM product_attribute_values v WHERE v.attribute_id = a.id)
          ELSE ARRAY['true', 'false']
        END AS values
      FROM ${categoryAttributes} a WHERE a.kind <> 'text'`,
  );
  const pools = new Map<string, AttributePool[]>();
  for (const { id, category_id, kind, values } of attributes) {
    if (!values?.length) continue;
    const parsed = values.map((value) =>
      kind === 'boolean' ? value === 'true' : kind === 'number' ? Number(value) : value,
    );
    pools.set(category_id, [
      ...(pools.get(category_id) ?? []),
      { attributeId: id, kind, values: parsed as AttributePool['values'] },
    ]);
  }
  return {
    /** The brand of the index-th synthetic product. */
    brandOf: (index: number) => (brandRows.length > 0 ? brandRows[index % brandRows.length] : undefined),
    /** The value rows of a synthetic product of a category: one of each pool's values, spread by the product's index. */
    valuesOf(productId: string, categoryId: string, index: number): ValueRow[] {
      return (pools.get(categoryId) ?? []).map(({ attributeId, kind, values }, position) => {
        const value = values[spread(index, position) % values.length]!;
        return {
          productId,
          attributeId,
          numberValue: kind === 'number' ? Number(value) : null,
          optionId: kind === 'option' ? String(value) : null,
          booleanValue: kind === 'boolean' ? (value as boolean) : null,
        };
      });
    },
  };
}
