import {
  SPREADSHEET_COLUMNS,
  SPREADSHEET_IMAGE_SEPARATOR,
  SPREADSHEET_IMAGES_COLUMN,
  SPREADSHEET_NO,
  SPREADSHEET_VARIANT_COLUMNS,
  SPREADSHEET_YES,
  type SpreadsheetExportQuery,
} from '@shop/contracts';
import { and, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { products } from '../../db/schema';
import { selectionWhere } from '../catalog/product-filters';
import { walkProducts, type FeedProduct } from '../catalog/product-walk';
import { headersOf, readCatalogReference, type CatalogReference } from './catalog-reference';
import { readListPrices } from './current-products';
import { inertText } from './sheet-columns';
import type { SheetCell } from './sheet-writers';

/** Rows read from the database at a time: the export never holds more than one page of products. */
const PAGE_SIZE = 500;

export interface ExportSource {
  db: Database;
  selection: SpreadsheetExportQuery;
  /** A stored image name as an absolute address (the image store's public base). */
  imageUrl: (name: string) => string;
}

/** The categories the chosen products are in: their attributes are the export's columns. */
async function chosenCategories(db: Database, where: SQL): Promise<string[]> {
  const rows = await db
    .selectDistinct({ id: products.categoryId })
    .from(products)
    .where(and(where, sql`${products.categoryId} IS NOT NULL`));
  return rows.map((row) => row.id!);
}

const specCell = (value: number | boolean | string): SheetCell =>
  typeof value === 'number'
    ? value
    : typeof value === 'boolean'
      ? value
        ? SPREADSHEET_YES
        : SPREADSHEET_NO
      : inertText(value);

/**
 * A product's rows: one for a product without options; one per variant for a product sold in variants,
 * each with the product's fields and its variant's.
 */
function productRows(
  product: FeedProduct,
  headers: string[],
  reference: CatalogReference,
  imageUrl: ExportSource['imageUrl'],
  listPrices: Map<string, Map<string, number>>,
): SheetCell[][] {
  const specs = new Map(
    product.specs.map((spec) => [reference.headerOfAttribute.get(spec.attributeId), spec.value]),
  );
  const productCell = [
    inertText(product.title),
    product.brandName === null ? '' : inertText(product.brandName),
    product.categoryTitle === null ? '' : inertText(product.categoryTitle),
  ];
  const restCells = [
    product.isPopular ? SPREADSHEET_YES : SPREADSHEET_NO,
    ...headers.map((header) => {
      const value = specs.get(header);
      return value === undefined ? null : specCell(value);
    }),
    [product.image, ...product.gallery].map(imageUrl).join(SPREADSHEET_IMAGE_SEPARATOR),
  ];
  const family = product.optionNames.length > 0;
  return product.variants.map((variant) => [
    product.id,
    ...productCell,
    variant.price,
    variant.originalPrice,
    variant.stock,
    ...restCells,
    family ? variant.id : '',
    family
      ? inertText(
          variant.optionValues.map((value, index) => `${product.optionNames[index]}: ${value}`).join('، '),
        )
      : '',
    variant.code === null ? '' : inertText(variant.code),
    variant.barcode ?? '',
    product.updatedAt.toISOString(),
    ...reference.priceLists.map(({ groupId }) => listPrices.get(variant.id)?.get(groupId) ?? null),
  ]);
}

/** The header row, then the rows of each chosen product (a row per variant), newest first, a page at a time. */
export async function* sheetRows({ db, selection, imageUrl }: ExportSource): AsyncGenerator<SheetCell[]> {
  // The bulk price change's own selection: the same filters choose the same products.
  const where = selectionWhere(selection);
  const [reference, categoryIds] = await Promise.all([readCatalogReference(db), chosenCategories(db, where)]);
  const headers = headersOf(reference, categoryIds);
  // An attribute's name and unit are admins' text: formula-like ones are made inert like any cell.
  yield [
    ...Object.values(SPREADSHEET_COLUMNS),
    ...headers.map(inertText),
    SPREADSHEET_IMAGES_COLUMN,
    ...Object.values(SPREADSHEET_VARIANT_COLUMNS),
    ...reference.priceLists.map(({ header }) => inertText(header)),
  ];
  for await (const page of walkProducts(db, 'date_added_desc', PAGE_SIZE, where)) {
    const listPrices = await readListPrices(
      db,
      page.map((product) => product.id),
    );
    for (const product of page) yield* productRows(product, headers, reference, imageUrl, listPrices);
  }
}

export const PRODUCTS_SHEET = 'محصولات';
