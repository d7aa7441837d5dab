import {
  SHEET_PROBLEMS_LISTED,
  SPREADSHEET_COLUMNS,
  SPREADSHEET_IMAGES_COLUMN,
  type ImportCheck,
  type SheetProblem,
} from '@shop/contracts';
import { badRequest } from '../../http/app-error';
import { assertImage, type CatalogDeps } from '../catalog/images';
import type { SpecColumns } from '../catalog/product-specs';
import { readCatalogReference, type CatalogReference } from './catalog-reference';
import { checkRow, readLayout, type ImageAddresses, type RowPlan } from './check-rows';
import { readCurrentProducts, usedImageNames, type CurrentProduct } from './current-products';
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
      if (!header.layout) return { reference, zip, plans: [], problems, rows: 0 };
      layout = header.layout;
      continue;
    }
    rows++;
    const checked = checkRow(row, layout, reference, zip, deps.addresses);
    checked.problems.forEach((problem) => problems.add(problem));
    if (checked.id) rowIds.push({ row: row.number, id: checked.id });
    if (checked.plan) plans.push(checked.plan);
  }
  if (!layout) throw badRequest(SHEET_MESSAGES.empty);
  if (rows === 0) throw badRequest(SHEET_MESSAGES.noRows);

  const current = await readCurrentProducts(deps.db, [...new Set(rowIds.map(({ id }) => id))]);
  addIdProblems(problems, rowIds, current);
  addVariantProblems(problems, plans, current);
  signal?.throwIfAborted();
  await addImageProblems(problems, deps, plans, current, zip);
  return {
    reference,
    zip,
    problems,
    rows,
    plans: plans.map((plan) => {
      const product = plan.id ? current.get(plan.id) : undefined;
      return {
        plan: product && sameSpecs(plan, product) ? { ...plan, specs: new Map() } : plan,
        change: changeOf(plan, product),
      };
    }),
  };
}

interface RowId {
  row: number;
  id: string;
}

/**
 * A product whose variants differ by options keeps their prices and stock: its row may carry the sums as
 * exported, but not change them (the form's variant table edits each variant).
 */
function addVariantProblems(problems: SheetProblems, plans: RowPlan[], current: Map<string, CurrentProduct>) {
  for (const plan of plans) {
    const product = plan.id ? current.get(plan.id) : undefined;
    if (!product?.hasOptions) continue;
    const changed = (['price', 'originalPrice', 'stock'] as const).filter(
      (field) => plan[field] !== product[field],
    );
    for (const field of changed)
      problems.add({
        row: plan.row,
        column: SPREADSHEET_COLUMNS[field],
        message: SHEET_MESSAGES.variantPrices,
      });
  }
}

/** Every id must name a product, once: checked on every row, even one with other problems. */
function addIdProblems(problems: SheetProblems, rowIds: RowId[], current: Map<string, CurrentProduct>) {
  const firstRow = new Map<string, number>();
  for (const { id, row } of rowIds) {
    const column = SPREADSHEET_COLUMNS.id;
    const first = firstRow.get(id);
    if (first !== undefined) problems.add({ row, column, message: SHEET_MESSAGES.duplicateId(first) });
    else if (!current.has(id)) problems.add({ row, column, message: SHEET_MESSAGES.unknownId });
    if (first === undefined) firstRow.set(id, row);
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

/** Whether a row creates a product, changes one, or asks for what it already is. */
function changeOf(plan: RowPlan, current: CurrentProduct | undefined): RowChange {
  if (!current) return 'create';
  const images = plan.images?.map((source) => ('stored' in source ? source.stored : undefined));
  const same =
    plan.title === current.title &&
    plan.price === current.price &&
    plan.originalPrice === current.originalPrice &&
    plan.stock === current.stock &&
    plan.isPopular === current.isPopular &&
    plan.categoryId === current.categoryId &&
    plan.brandId === current.brandId &&
    (images === undefined || images.join('\n') === [current.image, ...current.gallery].join('\n')) &&
    sameSpecs(plan, current);
  return same ? 'unchanged' : 'update';
}

/** The dry run's answer. */
export function checkSummary({ plans, problems, rows }: CheckedImport): ImportCheck {
  const count = (change: RowChange) => plans.filter((entry) => entry.change === change).length;
  return {
    rows,
    created: count('create'),
    updated: count('update'),
    unchanged: count('unchanged'),
    problemCount: problems.count,
    problems: problems.listed(),
  };
}
