import {
  priceListColumn,
  SPREADSHEET_COLUMNS,
  SPREADSHEET_IMAGES_COLUMN,
  SPREADSHEET_VARIANT_COLUMNS,
} from '@shop/contracts';
import { count, sql } from 'drizzle-orm';
import { customerGroups, productAttributeValues, products, productVariants } from '../../src/db/schema';
import type { TestApp } from '../support/use-test-app';
import { csvRows, sheetClient, xlsxRows } from './sheet-client';

/**
 * The export, and the round trip export → import that must leave the catalog as it was, on a catalog of
 * the caller's (the demo catalog's test calls it, so the demo is seeded once for both).
 */
export function spreadsheetRoundTrip(context: TestApp) {
  const sheets = sheetClient(context);

  /** Every product row and specification value as stored, in a fixed order. */
  const catalogState = async () => ({
    products: await context.db.select().from(products).orderBy(products.id),
    variants: await context.db.select().from(productVariants).orderBy(productVariants.id),
    values: await context.db
      .select()
      .from(productAttributeValues)
      .orderBy(productAttributeValues.productId, productAttributeValues.attributeId),
  });

  it('when an admin exports CSV, then the file starts with a BOM and holds every product with the fixed columns', async () => {
    const file = await sheets.exportFile('csv');
    expect([...file.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = csvRows(file);
    expect(header!.slice(0, 8)).toEqual(Object.values(SPREADSHEET_COLUMNS));
    // Then the pictures, the variants' columns and a column per customer group's price list.
    const variantColumns = Object.values(SPREADSHEET_VARIANT_COLUMNS);
    const groups = await context.db
      .select({ name: customerGroups.name })
      .from(customerGroups)
      .orderBy(customerGroups.createdAt, customerGroups.name);
    expect(header!.slice(-variantColumns.length - 1 - groups.length)).toEqual([
      SPREADSHEET_IMAGES_COLUMN,
      ...variantColumns,
      ...groups.map((group) => priceListColumn(group.name)),
    ]);
    // A row per product without options, a row per variant of the others: a row per variant.
    const [{ n }] = (await context.db.select({ n: count() }).from(productVariants)) as [{ n: number }];
    const [{ families }] = (await context.db
      .select({ families: count() })
      .from(products)
      .where(sql`jsonb_array_length(${products.options}) > 0`)) as [{ families: number }];
    expect(families).toBeGreaterThan(0);
    expect(rows).toHaveLength(n);
  });

  it('when an admin exports XLSX, then exceljs reads it with numbers as numbers', async () => {
    const [header, first] = await xlsxRows(await sheets.exportFile('xlsx'));
    expect(header!.slice(0, 8)).toEqual(Object.values(SPREADSHEET_COLUMNS));
    expect(typeof first![4]).toBe('number');
  });

  it.each(['csv', 'xlsx'] as const)(
    'when the %s export is imported back, then the dry run finds every row unchanged and applying changes nothing',
    async (format) => {
      const before = await catalogState();
      const file = await sheets.exportFile(format);
      const name = `products.${format}`;
      const check = await sheets.check(file, undefined, name);
      expect(check.problems).toEqual([]);
      expect(check).toMatchObject({ created: 0, updated: 0, unchanged: check.rows });
      const events = await sheets.apply(file, undefined, name);
      expect(events.at(-1)).toMatchObject({ kind: 'done', created: 0, updated: 0, unchanged: check.rows });
      expect(await catalogState()).toEqual(before);
    },
  );
}
