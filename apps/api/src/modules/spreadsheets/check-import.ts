import {
  SHEET_PROBLEMS_LISTED,
  SPREADSHEET_COLUMNS,
  SPREADSHEET_IMAGES_COLUMN,
  SPREADSHEET_VARIANT_COLUMNS,
  type ImportCheck,
  type SheetProblem,
} from '@shop/contracts';
import { badRequest } from '../../http/app-error';
import { assertImage, type CatalogDeps } from '../catalog/images';
import type { SpecColumns } from '../catalog/product-specs';
import { readCatalogReference, type CatalogReference } from './catalog-reference';
import { CellChanges, changedCells } from './cell-changes';
import { checkRow, readLayout, type ImageAddresses, type RowPlan } from './check-rows';
import { readCurrentProducts, takenCodes, usedImageNames, type CurrentProduct } from './current-products';
import { SHEET_MESSAGES } from './messages';
import { readSheet } from './read-sheet';
import { readZipImages, type ZipImages } from './read-zip';

export interface ImportDeps extends CatalogDeps {
  addresses: ImageAddresses;
  limits: { maxBytes: number; maxRows: number };
}

export interface ImportFiles {
  sheet: Buffer;
  zip?: Buffer;
}

export type RowChange = 'create' | 'update' | 'unchanged';

/**
 * The problems found: all counted, the first SHEET_PROBLEMS_LISTED by row kept (a hostile file can
 * have millions; the dry run lists a few hundred).
 */
export class SheetProblems {
  private kept: SheetProblem[] = [];
  count = 0;

  add(problem: SheetProblem) {
    this.count++;
    this.kept.push(problem);
    if (this.kept.length >= 2 * SHEET_PROBLEMS_LISTED) this.kept = this.listed();
  }

  /** The first problems by row; a row's own in the order they were found. */
  listed(): SheetProblem[] {
    return this.kept.sort((a, b) => a.row - b.row).slice(0, SHEET_PROBLEMS_LISTED);
  }
}

/** A file read and checked: each row's plan and what it changes, or the problems that stop it. */
export interface CheckedImport {
  reference: CatalogReference;
  zip: ZipImages | undefined;
  plans: { plan: RowPlan; change: RowChange }[];
  problems: SheetProblems;
  /** The cells the import would change in products the shop has. */
  changes: CellChanges;
  /** Changing rows whose product was edited in the shop after the sheet was exported. */
  warnings: SheetProblems;
  rows: number;
}

/**
 * Reads the whole sheet (and the ZIP beside it) and checks every row; writes nothing. Reading gives
 * other requests their turns as it goes, and stops when `signal` aborts.
 */
export async function checkFiles(
  deps: ImportDeps,
  files: ImportFiles,
  signal?: AbortSignal,
): Promise<CheckedImport> {
  const zip = files.zip ? await readZipImages(files.zip, deps.limits.maxBytes) : undefined;
  const reference = await readCatalogReference(deps.db);
  const problems = new SheetProblems();
  const plans: RowPlan[] = [];
  const rowIds: RowId[] = [];
  let layout: ReturnType<typeof readLayout>['layout'];
  let rows = 0;
  for await (const row of readSheet(files.sheet, deps.limits.maxRows, signal)) {
    if (!layout) {
      const header = readLayout(row, reference);
      header.problems.forEach((problem) => problems.add(problem));
      if (!header.layout)
        return {
          reference,
          zip,
          plans: [],
          problems,
          changes: new CellChanges(),
          warnings: new SheetProblems(),
          rows: 0,
        };
      layout = header.layout;
      continue;
    }
    rows++;
    const checked = checkRow(row, layout, reference, zip, deps.addresses);
    checked.problems.forEach((problem) => problems.add(problem));
    if (checked.id) rowIds.push({ row: row.number, id: checked.id, variantId: checked.variantId });
    if (checked.plan) plans.push(checked.plan);
  }
  if (!layout) throw badRequest(SHEET_MESSAGES.empty);
  if (rows === 0) throw badRequest(SHEET_MESSAGES.noRows);

  const current = await readCurrentProducts(deps.db, [...new Set(rowIds.map(({ id }) => id))]);
  addIdProblems(problems, rowIds, current);
  addSameProductProblems(problems, plans);
  await addCodeProblems(problems, deps, plans, current);
  signal?.throwIfAborted();
  await addImageProblems(problems, deps, plans, current, zip);
  const changes = new CellChanges();
  const warnings = new SheetProblems();
  return {
    reference,
    zip,
    problems,
    changes,
    warnings,
    rows,
    plans: plans.map((plan) => {
      const product = plan.id ? current.get(plan.id) : undefined;
      const variantId = variantOf(plan, product);
      const priced = { ...plan, variantId };
      if (!product) return { plan: priced, change: 'create' as const };
      const cells = changedCells(plan, product, product.variants.get(variantId ?? ''), reference);
      changes.add(plan.row, cells);
      if (cells.length > 0 && plan.editedAt && product.updatedAt > plan.editedAt)
        warnings.add({
          row: plan.row,
          column: SPREADSHEET_VARIANT_COLUMNS.editedAt,
          message: SHEET_MESSAGES.editedSinceExport(product.updatedAt),
        });
      return {
        plan: sameSpecs(plan, product) ? { ...priced, specs: new Map() } : priced,
        change: cells.length > 0 ? ('update' as const) : ('unchanged' as const),
      };
    }),
  };
}

interface RowId {
  row: number;
  id: string;
  variantId: string | undefined;
}

/**
 * Every id must name a product. A product without options has one row; a product sold in variants has a
 * row per variant it wants to change, each naming one of its variants once.
 */
function addIdProblems(problems: SheetProblems, rowIds: RowId[], current: Map<string, CurrentProduct>) {
  const firstRow = new Map<string, number>();
  const problem = (row: number, column: string, message: string) => problems.add({ row, column, message });
  for (const { id, row, variantId } of rowIds) {
    const product = current.get(id);
    const key = product?.hasOptions ? `${id}/${variantId}` : id;
    const first = firstRow.get(key);
    if (first === undefined) firstRow.set(key, row);
    if (!product) problem(row, SPREADSHEET_COLUMNS.id, SHEET_MESSAGES.unknownId);
    else if (product.hasOptions && !variantId)
      problem(row, SPREADSHEET_VARIANT_COLUMNS.variantId, SHEET_MESSAGES.variantRequired);
    else if (variantId && !product.variants.has(variantId))
      problem(row, SPREADSHEET_VARIANT_COLUMNS.variantId, SHEET_MESSAGES.foreignVariant);
    else if (first !== undefined && product.hasOptions)
      problem(row, SPREADSHEET_VARIANT_COLUMNS.variantId, SHEET_MESSAGES.repeatedVariant(first));
    else if (first !== undefined) problem(row, SPREADSHEET_COLUMNS.id, SHEET_MESSAGES.duplicateId(first));
  }
}

const imagesKey = (plan: RowPlan) =>
  plan.images?.map((source) => ('stored' in source ? source.stored : `zip:${source.zip}`)).join('\n');

/** The product's own fields, which every row of its variants carries alike. */
const PRODUCT_FIELDS: [string, (plan: RowPlan) => unknown][] = [
  [SPREADSHEET_COLUMNS.title, (plan) => plan.title],
  [SPREADSHEET_COLUMNS.brand, (plan) => plan.brandId],
  [SPREADSHEET_COLUMNS.category, (plan) => plan.categoryId],
  [SPREADSHEET_COLUMNS.isPopular, (plan) => plan.isPopular],
  [SPREADSHEET_IMAGES_COLUMN, imagesKey],
];

/** The rows of one product's variants must say the same of the product (its title, category, pictures…). */
function addSameProductProblems(problems: SheetProblems, plans: RowPlan[]) {
  const firstOf = new Map<string, RowPlan>();
  for (const plan of plans) {
    if (!plan.id) continue;
    const first = firstOf.get(plan.id);
    if (!first) {
      firstOf.set(plan.id, plan);
      continue;
    }
    const message = SHEET_MESSAGES.variantRowsDiffer(first.row);
    for (const [column, valueOf] of PRODUCT_FIELDS)
      if (valueOf(plan) !== valueOf(first)) problems.add({ row: plan.row, column, message });
    const specColumns = [...plan.specs.keys()].filter(
      (id) => !sameSpec(plan.specs.get(id), first.specs.get(id)),
    );
    if (specColumns.length > 0)
      problems.add({ row: plan.row, column: SPREADSHEET_COLUMNS.category, message });
  }
}

/** The variant a row prices: its own, or the one of a product without options. */
const variantOf = (plan: RowPlan, product: CurrentProduct | undefined) =>
  plan.variantId ?? (product && !product.hasOptions ? [...product.variants.keys()][0] : undefined);

/** Codes and barcodes are the shop's own: once in the sheet, and not another variant's in the shop. */
async function addCodeProblems(
  problems: SheetProblems,
  deps: ImportDeps,
  plans: RowPlan[],
  current: Map<string, CurrentProduct>,
) {
  const own = new Set(
    plans.flatMap((plan) => variantOf(plan, plan.id ? current.get(plan.id) : undefined) ?? []),
  );
  const columns = [
    ['code', SPREADSHEET_VARIANT_COLUMNS.code, (value: string) => value.toLowerCase()],
    ['barcode', SPREADSHEET_VARIANT_COLUMNS.barcode, (value: string) => value],
  ] as const;
  const taken = await takenCodes(
    deps.db,
    plans.flatMap((plan) => plan.code ?? []),
    plans.flatMap((plan) => plan.barcode ?? []),
    own,
  );
  for (const [field, column, keyOf] of columns) {
    const firstRow = new Map<string, number>();
    for (const plan of plans) {
      const value = plan[field];
      if (!value) continue;
      const first = firstRow.get(keyOf(value));
      if (first !== undefined)
        problems.add({ row: plan.row, column, message: SHEET_MESSAGES.repeatedCode(first) });
      else if (taken.has(keyOf(value)))
        problems.add({ row: plan.row, column, message: SHEET_MESSAGES.codeTaken });
      firstRow.set(keyOf(value), first ?? plan.row);
    }
  }
}

/**
 * Stored names must be pictures some product of the shop shows (asked of the database in batches: a
 * picture no product uses is an orphan the sweep removes); ZIP files must be pictures.
 */
async function addImageProblems(
  problems: SheetProblems,
  deps: ImportDeps,
  plans: RowPlan[],
  current: Map<string, CurrentProduct>,
  zip: ZipImages | undefined,
) {
  const own = new Set([...current.values()].flatMap((product) => [product.image, ...product.gallery]));
  const stored = new Set(
    plans
      .flatMap((plan) => plan.images ?? [])
      .flatMap((source) => ('stored' in source ? [source.stored] : [])),
  );
  const used = await usedImageNames(
    deps.db,
    [...stored].filter((name) => !own.has(name)),
  );
  const notImages = new Set<string>();
  const zipKeys = new Set(
    plans.flatMap((plan) => plan.images ?? []).flatMap((source) => ('zip' in source ? [source.zip] : [])),
  );
  for (const key of zipKeys) {
    await assertImage({ field: 'images', file: { buffer: zip!.bytes(key) }, notAnImageMessage: '' }).catch(
      () => notImages.add(key),
    );
  }
  for (const plan of plans) {
    for (const source of plan.images ?? []) {
      const message =
        'stored' in source
          ? !own.has(source.stored) &&
            !used.has(source.stored) &&
            SHEET_MESSAGES.unknownShopImage(deps.addresses.publicBase + source.stored)
          : notImages.has(source.zip) && SHEET_MESSAGES.notAnImage(source.zip);
      if (message) problems.add({ row: plan.row, column: SPREADSHEET_IMAGES_COLUMN, message });
    }
  }
}

const sameSpec = (a: SpecColumns | null | undefined, b: SpecColumns | null | undefined) =>
  (a ?? null) === null || (b ?? null) === null
    ? (a ?? null) === (b ?? null)
    : a!.numberValue === b!.numberValue &&
      a!.optionId === b!.optionId &&
      a!.booleanValue === b!.booleanValue &&
      a!.textValue === b!.textValue;

/** Whether the row's attribute cells say what the product already has (then they are not written again). */
const sameSpecs = (plan: RowPlan, current: CurrentProduct) =>
  plan.categoryId === current.categoryId &&
  [...plan.specs].every(([attributeId, value]) => sameSpec(value, current.specs.get(attributeId)));

/** The dry run's answer. */
export function checkSummary({ plans, problems, changes, warnings, rows }: CheckedImport): ImportCheck {
  const count = (change: RowChange) => plans.filter((entry) => entry.change === change).length;
  return {
    rows,
    created: count('create'),
    updated: count('update'),
    unchanged: count('unchanged'),
    problemCount: problems.count,
    problems: problems.listed(),
    changeCount: changes.count,
    changes: changes.listed,
    warningCount: warnings.count,
    warnings: warnings.listed(),
  };
}
