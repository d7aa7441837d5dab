import { randomBytes } from 'node:crypto';
import type { SafeHtml } from '@shop/contracts';
import type { Database, Transaction } from '../../src/db/client';
import { products } from '../../src/db/schema';
import { productDerivedFields } from '../../src/modules/catalog/derived-fields';

type ProductRow = typeof products.$inferInsert;
/** Any column of a product row; the derived ones (search and sort text) follow the title and description. */
export type ProductOverrides = Partial<ProductRow>;

const START = Date.parse('2025-01-01T00:00:00Z');
let made = 0;

/**
 * A product row as the admin's form stores it: a title, image and creation time no other row of the test
 * file has (one second after the last, so the orders newest first are known), the columns derived from
 * the title and description (without a category's title), and `overrides` on top.
 */
export function productRow(overrides: ProductOverrides = {}): ProductRow {
  const n = ++made;
  const at = new Date(START + n * 1000);
  const row = {
    title: `کالای انبوه ${n}`,
    description: '<p>کالا</p>' as SafeHtml,
    price: 1000 * n,
    stock: 3,
    image: `${randomBytes(16).toString('hex')}-1600.webp`,
    createdAt: at,
    updatedAt: at,
    ...overrides,
  };
  return {
    ...productDerivedFields({ title: row.title, descriptionHtml: row.description }),
    ...row,
  };
}

/**
 * Products written straight to the table, as the seed CLI or psql would: the bulk factory (the API,
 * `createProduct` of catalog-client.ts, makes one at a time). `rows` is a count of plain products or
 * each product's own overrides; `shared` goes to every one. Answers the ids in the order given.
 */
export async function insertProducts(
  db: Database | Transaction,
  rows: number | ProductOverrides[],
  shared: ProductOverrides = {},
): Promise<string[]> {
  const each = typeof rows === 'number' ? Array.from({ length: rows }, () => ({})) : rows;
  const values = each.map((own) => productRow({ ...shared, ...own }));
  const ids: string[] = [];
  for (let index = 0; index < values.length; index += 500) {
    const inserted = await db
      .insert(products)
      .values(values.slice(index, index + 500))
      .returning({ id: products.id });
    ids.push(...inserted.map((row) => row.id));
  }
  return ids;
}
