import {
  isId,
  PRODUCT_GALLERY_MAX,
  SPREADSHEET_COLUMNS,
  SPREADSHEET_IMAGE_SEPARATOR,
  SPREADSHEET_IMAGES_COLUMN,
  SPREADSHEET_NO,
  SPREADSHEET_VARIANT_COLUMNS,
  SPREADSHEET_YES,
  type SheetProblem,
} from '@shop/contracts';
import { toLatinDigits } from '@shop/persian';
import { productInputSchema } from '../catalog/input';
import { PRODUCT_MESSAGES } from '../catalog/messages';
import { readValue, type SpecColumns } from '../catalog/product-specs';
import { nameKey, type CatalogReference, type SheetAttribute } from './catalog-reference';
import type { ProductValues } from './current-products';
import { SHEET_MESSAGES } from './messages';
import { FORMULA, type ReadCell, type SheetRow } from './sheet-row';
import type { ZipImages } from './read-zip';
import {
  FIXED_COLUMNS,
  FIXED_HEADERS,
  VARIANT_COLUMNS,
  VARIANT_HEADERS,
  readText,
  type FixedColumn,
  type VariantColumn,
} from './sheet-columns';

/** Where each column is in the file. */
export interface SheetLayout {
  fixed: Record<FixedColumn, number>;
  /** -1 for a variant column the file does not have. */
  variant: Record<VariantColumn, number>;
  images: number;
  specs: { header: string; index: number }[];
  /** The price list columns the file has: a customer group's fixed prices each. */
  priceLists: { groupId: string; header: string; index: number }[];
}

/** An image of a row: one the shop stores already, or a file of the ZIP (by its key). */
export type ImageSource = { stored: string } | { zip: string };

/** What a row asks for, read and checked against the catalog's names; ids and images are checked later. */
export interface RowPlan extends ProductValues {
  row: number;
  /** The product to update; undefined: a new one. */
  id: string | undefined;
  /** The variant of the product the row prices; undefined: the one of a product without options. */
  variantId: string | undefined;
  code: string | null;
  barcode: string | null;
  /** undefined: the cell was empty and the product keeps its images. */
  images: ImageSource[] | undefined;
  /** The category's attributes that have a column: the value to store, or null for none. */
  specs: Map<string, SpecColumns | null>;
  /** The groups whose price list has a column: the variant's fixed price, or null for none. */
  listPrices: Map<string, number | null>;
  /** When the product was last edited as the exported sheet says; undefined: not said (or not a time). */
  editedAt: Date | undefined;
}

export interface ImageAddresses {
  /** The image store's public base as a browser fetches it, absolute. */
  publicBase: string;
  /** The shop's origin: `/uploads/` addresses of this shop are accepted too (an earlier disk store). */
  origin: string;
}

const NO_VALUE: SpecColumns = { numberValue: null, optionId: null, booleanValue: null, textValue: null };

const problemAt = (row: number, column: string, message: string): SheetProblem => ({ row, column, message });

/** Reads the header row: every fixed column and the images must be there; the rest must be attribute columns. */
export function readLayout(
  header: SheetRow,
  reference: CatalogReference,
): { layout?: SheetLayout; problems: SheetProblem[] } {
  const headers = header.cells.map((cell) => {
    const text = typeof cell === 'string' ? cell.replace(/^\uFEFF/, '') : '';
    return readText(text) ?? text;
  });
  const problems: SheetProblem[] = [];
  const known = new Set(reference.headers);
  const groupOfList = new Map(reference.priceLists.map(({ groupId, header }) => [header, groupId]));
  const specs: SheetLayout['specs'] = [];
  const priceLists: SheetLayout['priceLists'] = [];
  headers.forEach((text, index) => {
    if (text === '') return;
    const groupId = groupOfList.get(text);
    if (headers.indexOf(text) !== index)
      problems.push(problemAt(1, text, SHEET_MESSAGES.repeatedColumn(text)));
    else if (FIXED_HEADERS.includes(text) || VARIANT_HEADERS.includes(text)) return;
    else if (known.has(text)) specs.push({ header: text, index });
    else if (groupId) priceLists.push({ groupId, header: text, index });
    else problems.push(problemAt(1, text, SHEET_MESSAGES.unknownColumn(text)));
  });
  for (const text of FIXED_HEADERS) {
    if (!headers.includes(text)) problems.push(problemAt(1, text, SHEET_MESSAGES.missingColumn(text)));
  }
  if (problems.length > 0) return { problems };
  const fixed = Object.fromEntries(
    FIXED_COLUMNS.map((column) => [column, headers.indexOf(SPREADSHEET_COLUMNS[column])]),
  ) as Record<FixedColumn, number>;
  const variant = Object.fromEntries(
    VARIANT_COLUMNS.map((column) => [column, headers.indexOf(SPREADSHEET_VARIANT_COLUMNS[column])]),
  ) as Record<VariantColumn, number>;
  return {
    layout: { fixed, variant, images: headers.indexOf(SPREADSHEET_IMAGES_COLUMN), specs, priceLists },
    problems,
  };
}

// The product form's own reading of these fields (Persian digits, thousands separators, the price rules).
const formFields = productInputSchema.pick({
  title: true,
  price: true,
  originalPrice: true,
  stock: true,
  isPopular: true,
});
type FormField = keyof typeof formFields.shape;
// A price list's cell is read as the form reads an optional price: empty is none.
const listPriceField = productInputSchema.shape.originalPrice;

const YES = new Set([SPREADSHEET_YES, 'دارد', 'true', '1', 'yes']);
const NO = new Set([SPREADSHEET_NO, 'ندارد', 'false', '0', 'no']);
const yesNo = (text: string) =>
  YES.has(text.toLowerCase()) ? 'true' : NO.has(text.toLowerCase()) ? 'false' : text;

/** Checks one data row against the catalog's names; answers its plan when it has no problem. */
export function checkRow(
  { number, cells }: SheetRow,
  layout: SheetLayout,
  reference: CatalogReference,
  zip: ZipImages | undefined,
  addresses: ImageAddresses,
): { plan?: RowPlan; id?: string; variantId?: string; problems: SheetProblem[] } {
  const problems: SheetProblem[] = [];
  const report = (column: string, message: string) => problems.push(problemAt(number, column, message));
  // A cell refused as a formula says so once, not again as a missing or malformed value.
  const refused = new Set<string>();
  const refuse = (column: string, message: string) => (refused.add(column), report(column, message), '');
  const raw = (index: number): ReadCell => cells[index] ?? '';

  /** A cell whose text could be anything: formula-like text refused. */
  const text = (index: number, column: string): string => {
    const cell = raw(index);
    if (cell === FORMULA) return refuse(column, SHEET_MESSAGES.formulaCell);
    if (typeof cell === 'number') return String(cell);
    return readText(cell) ?? refuse(column, SHEET_MESSAGES.formula);
  };
  /** A cell meant to be a number: read as one or refused by its own rule, never as a formula. */
  const numeric = (index: number, column: string): string => {
    const cell = raw(index);
    return cell === FORMULA ? refuse(column, SHEET_MESSAGES.formulaCell) : String(cell);
  };
  const fixed = (column: FixedColumn) => layout.fixed[column];
  const header = (column: FixedColumn) => SPREADSHEET_COLUMNS[column];

  const idText = text(fixed('id'), header('id'));
  const validId = isId(idText) ? idText.toLowerCase() : undefined;
  if (idText !== '' && !validId) report(header('id'), SHEET_MESSAGES.badId);
  const variantText = (column: VariantColumn) =>
    layout.variant[column] < 0
      ? ''
      : text(layout.variant[column], SPREADSHEET_VARIANT_COLUMNS[column]).trim();
  const variantIdText = variantText('variantId');
  const variantId = isId(variantIdText) ? variantIdText.toLowerCase() : undefined;
  if (variantIdText !== '' && !variantId)
    report(SPREADSHEET_VARIANT_COLUMNS.variantId, SHEET_MESSAGES.badVariantId);
  if (variantId && !validId) report(SPREADSHEET_VARIANT_COLUMNS.variantId, SHEET_MESSAGES.newVariant);
  const code = variantText('code') || null;
  const barcode = toLatinDigits(variantText('barcode')) || null;

  const form = formFields.safeParse({
    title: text(fixed('title'), header('title')),
    price: numeric(fixed('price'), header('price')),
    originalPrice: numeric(fixed('originalPrice'), header('originalPrice')),
    // Empty: none in stock, not on the home page.
    stock: numeric(fixed('stock'), header('stock')).trim() || undefined,
    isPopular: yesNo(text(fixed('isPopular'), header('isPopular')).trim()) || undefined,
  });
  if (!form.success) {
    for (const issue of form.error.issues) {
      const field = issue.path[0] as FormField;
      const column = header(field);
      if (!refused.has(column))
        report(column, field === 'isPopular' ? SHEET_MESSAGES.notYesNo : issue.message);
    }
  }

  const categoryText = text(fixed('category'), header('category'));
  const category = categoryText ? reference.categoryByTitle.get(nameKey(categoryText)) : undefined;
  if (categoryText && !category) report(header('category'), SHEET_MESSAGES.unknownCategory(categoryText));
  const brandText = text(fixed('brand'), header('brand'));
  const brandId = brandText ? reference.brandByName.get(nameKey(brandText)) : undefined;
  if (brandText && !brandId) report(header('brand'), SHEET_MESSAGES.unknownBrand(brandText));

  const specs = readSpecCells(
    layout,
    categoryText === '' ? null : category,
    reference,
    { text, numeric },
    report,
  );

  const listPrices = new Map<string, number | null>();
  for (const { groupId, header: column, index } of layout.priceLists) {
    const read = listPriceField.safeParse(numeric(index, column));
    if (!read.success) {
      if (!refused.has(column)) report(column, read.error.issues[0]!.message);
    } else listPrices.set(groupId, read.data ?? null);
  }

  const images = readImages(text(layout.images, SPREADSHEET_IMAGES_COLUMN), zip, addresses, (message) =>
    report(SPREADSHEET_IMAGES_COLUMN, message),
  );
  if (idText === '' && images?.length === 0) report(SPREADSHEET_IMAGES_COLUMN, SHEET_MESSAGES.imageRequired);

  if (problems.length > 0 || !form.success) return { id: validId, variantId, problems };
  const { title, price, originalPrice, stock, isPopular } = form.data;
  if (price === undefined) {
    report(header('price'), PRODUCT_MESSAGES.priceRequired);
    return { id: validId, variantId, problems };
  }
  return {
    id: validId,
    variantId,
    problems,
    plan: {
      row: number,
      id: validId,
      variantId,
      code,
      barcode,
      title,
      price,
      originalPrice: originalPrice ?? null,
      stock: typeof stock === 'number' ? stock : stock === undefined ? 0 : 1,
      isPopular: isPopular ?? false,
      categoryId: category?.id ?? null,
      brandId: brandId ?? null,
      images: images?.length === 0 && idText !== '' ? undefined : images,
      specs,
      listPrices,
      editedAt: timeOf(variantText('editedAt')),
    },
  };
}

function timeOf(text: string): Date | undefined {
  const time = new Date(text);
  return text !== '' && Number.isFinite(time.getTime()) ? time : undefined;
}

interface CellReaders {
  text: (index: number, column: string) => string;
  numeric: (index: number, column: string) => string;
}

/**
 * The row's attribute cells, each read by the attribute of that column in the row's category: the values
 * to store (null: none), every problem reported. A value in a column the category has no attribute for
 * is a problem, as is a value without a category (null); under an unknown category (undefined) only the
 * category is the problem.
 */
function readSpecCells(
  layout: SheetLayout,
  category: { id: string; title: string } | null | undefined,
  reference: CatalogReference,
  { text, numeric }: CellReaders,
  report: (column: string, message: string) => void,
): Map<string, SpecColumns | null> {
  const specs = new Map<string, SpecColumns | null>();
  const attributes = category ? (reference.attributesOfCategory.get(category.id) ?? []) : [];
  for (const { header: column, index } of layout.specs) {
    const attribute = attributes.find((candidate) => candidate.header === column);
    const value = attribute?.row.kind === 'number' ? numeric(index, column) : text(index, column);
    if (!attribute) {
      if (value !== '' && category !== undefined) {
        report(
          column,
          category ? SHEET_MESSAGES.foreignAttribute(category.title) : SHEET_MESSAGES.noCategoryForSpec,
        );
      }
      continue;
    }
    const read = value === '' ? null : readSpec(attribute, value);
    if (read && 'problem' in read) report(column, read.problem);
    else specs.set(attribute.row.id, read ? { ...NO_VALUE, ...read.columns } : null);
  }
  return specs;
}

/** A spec cell as the product form would send it: list values by id, yes and no as true and false. */
function readSpec(attribute: SheetAttribute, value: string) {
  const { row } = attribute;
  if (row.kind === 'boolean') return readValue(row, yesNo(value), []);
  if (row.kind !== 'option') return readValue(row, value, []);
  const id = attribute.options.get(nameKey(value));
  return readValue(row, id ?? '', id ? [{ id, attributeId: row.id }] : []);
}

const STORED_NAME = /^[0-9a-f]{32}-\d+\.webp$/;

/** The images a cell names, main first; undefined with a problem reported. */
function readImages(
  cell: string,
  zip: ZipImages | undefined,
  { publicBase, origin }: ImageAddresses,
  report: (message: string) => void,
): ImageSource[] | undefined {
  const names = cell
    .split(SPREADSHEET_IMAGE_SEPARATOR.trim())
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.length > PRODUCT_GALLERY_MAX + 1) return (report(SHEET_MESSAGES.tooManyImages), undefined);
  const sources: ImageSource[] = [];
  for (const name of names) {
    const base = [publicBase, `${origin}/uploads/`, '/uploads/'].find((prefix) => name.startsWith(prefix));
    const stored = base === undefined ? undefined : name.slice(base.length);
    if (stored !== undefined) {
      if (STORED_NAME.test(stored)) sources.push({ stored });
      else report(SHEET_MESSAGES.unknownShopImage(name));
    } else if (/^([a-z][a-z0-9+.-]*:|\/)/i.test(name)) {
      report(SHEET_MESSAGES.notShopImage(name));
    } else if (!zip) {
      report(SHEET_MESSAGES.noZip(name));
    } else {
      const key = zip.find(name);
      if (key) sources.push({ zip: key });
      else report(SHEET_MESSAGES.missingFromZip(name));
    }
  }
  return sources.length === names.length ? sources : undefined;
}
