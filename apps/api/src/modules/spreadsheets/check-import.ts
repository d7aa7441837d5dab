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
import { checkRow, readLayout, type ImageAddresses, type RowPlan, type SheetLayout } from './check-rows';
import { codeHolders, readCurrentProducts, usedImageNames, type CurrentProduct } from './current-products';
import { SHEET_MESSAGES } from './messages';
import { readSheet } from './read-sheet';
import { readZipImages, type ZipImages } from './read-zip';

export interface ImportDeps extends CatalogDeps {
  addresses: ImageAddresses;
  limits: { maxBytes: number; maxRows: number };
}

/** The uploaded files, on disk. */
export interface ImportFiles {
  sheet: string;
  zip?: string;
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

/** A row ready to write: its plan with the variant it prices, and what it changes. */
export interface CheckedRow {
  plan: RowPlan;
  change: RowChange;
}

/** A file read and checked: what its rows change, or the problems that stop it. */
export interface CheckedImport {
  reference: CatalogReference;
  zip: ZipImages | undefined;
  problems: SheetProblems;
  /** The cells the import would change in products the shop has. */
  changes: CellChanges;
  /** Changing rows whose product was edited in the shop after the sheet was exported. */
  warnings: SheetProblems;
  rows: number;
  counts: Record<RowChange, number>;
  /** The ZIP's files that changing rows show: what an apply stores. */
  zipKeys: Set<string>;
}

export interface CheckOptions {
  signal?: AbortSignal;
  /** Gets each chunk's rows once they are checked, while no problem was found (an apply keeps them). */
  onChunk?: (rows: CheckedRow[]) => Promise<void>;
}

/**
 * Rows checked against the database at a time: the rows' plans and the products they name are held for
 * one chunk, and across chunks only what later rows are compared with (first rows by id, code and
 * barcode; the product fields of a family's first row), so a file of 100,000 rows is checked in a small
 * fraction of the memory its plans would take together.
 */
export const CHECK_CHUNK_ROWS = 1000;

/**
 * Reads the sheet (and the ZIP beside it) and checks every row, a chunk of rows at a time; writes
 * nothing itself. Reading gives other requests their turns as it goes, and stops when `signal` aborts.
 */
export async function checkFiles(
  deps: ImportDeps,
  files: ImportFiles,
  { signal, onChunk }: CheckOptions = {},
): Promise<CheckedImport> {
  const zip = files.zip ? await readZipImages(files.zip, deps.limits.maxBytes) : undefined;
  const reference = await readCatalogReference(deps.db);
  const check = new SheetCheck(deps, reference, zip);
  let layout: SheetLayout | undefined;
  let chunk: RowChecked[] = [];
  const checkChunk = async () => {
    const rows = await check.chunk(chunk);
    chunk = [];
    signal?.throwIfAborted();
    if (onChunk && check.problems.count === 0) await onChunk(rows);
  };
  for await (const row of readSheet(files.sheet, deps.limits.maxRows, signal)) {
    if (!layout) {
      const header = readLayout(row, reference);
      header.problems.forEach((problem) => check.problems.add(problem));
      if (!header.layout) return check.result();
      layout = header.layout;
      continue;
    }
    check.rows++;
    chunk.push({ row: row.number, ...checkRow(row, layout, reference, zip, deps.addresses) });
    if (chunk.length >= CHECK_CHUNK_ROWS) await checkChunk();
  }
  if (!layout) throw badRequest(SHEET_MESSAGES.empty);
  if (check.rows === 0) throw badRequest(SHEET_MESSAGES.noRows);
  if (chunk.length > 0) await checkChunk();
  check.end();
  return check.result();
}

type RowChecked = ReturnType<typeof checkRow> & { row: number };

/** The product's own fields as a family's first row gave them: its other rows must say the same. */
interface FamilyRow {
  row: number;
  fields: unknown[];
  specs: RowPlan['specs'];
}

/** A code or barcode a variant holds that a row asks for: taken, unless the sheet prices that variant. */
interface HeldCode {
  row: number;
  column: string;
  holder: string;
}

const CODE_COLUMNS = [
  ['code', SPREADSHEET_VARIANT_COLUMNS.code],
  ['barcode', SPREADSHEET_VARIANT_COLUMNS.barcode],
] as const;

/** The checks of one file, fed a chunk of rows at a time; what the rows are compared with across chunks. */
class SheetCheck {
  readonly problems = new SheetProblems();
  readonly changes = new CellChanges();
  readonly warnings = new SheetProblems();
  readonly counts: Record<RowChange, number> = { create: 0, update: 0, unchanged: 0 };
  readonly zipKeys = new Set<string>();
  rows = 0;
  /** The first row of each product id, or of each variant of a family. */
  private readonly firstRowOf = new Map<string, number>();
  private readonly families = new Map<string, FamilyRow>();
  private readonly firstCodeRow = { code: new Map<string, number>(), barcode: new Map<string, number>() };
  /** Every variant the sheet prices, and the codes other variants hold, decided at the end. */
  private readonly pricedVariants = new Set<string>();
  private readonly heldCodes: HeldCode[] = [];
  /** The ZIP's files checked so far: whether each is a picture. */
  private readonly zipPictures = new Map<string, boolean>();

  constructor(
    private readonly deps: ImportDeps,
    private readonly reference: CatalogReference,
    private readonly zip: ZipImages | undefined,
  ) {}

  /** Checks the rows against the products they name; answers their plans, each with what it changes. */
  async chunk(rows: RowChecked[]): Promise<CheckedRow[]> {
    rows.forEach(({ problems }) => problems.forEach((problem) => this.problems.add(problem)));
    const ids = [...new Set(rows.flatMap(({ id }) => id ?? []))];
    const current = await readCurrentProducts(this.deps.db, ids);
    this.addIdProblems(rows, current);
    const plans = rows.flatMap(({ plan }) => plan ?? []);
    this.addFamilyProblems(plans, current);
    await this.addCodeProblems(plans, current);
    await this.addImageProblems(plans, current);
    return plans.map((plan) => this.changeOf(plan, current));
  }

  /** The problems only the whole file tells: codes other variants hold that no row of it frees. */
  end() {
    for (const { row, column, holder } of this.heldCodes)
      if (!this.pricedVariants.has(holder))
        this.problems.add({ row, column, message: SHEET_MESSAGES.codeTaken });
  }

  result(): CheckedImport {
    const { reference, zip, problems, changes, warnings, rows, counts, zipKeys } = this;
    return { reference, zip, problems, changes, warnings, rows, counts, zipKeys };
  }

  /**
   * Every id must name a product. A product without options has one row; a product sold in variants has
   * a row per variant it wants to change, each naming one of its variants once.
   */
  private addIdProblems(rows: RowChecked[], current: Map<string, CurrentProduct>) {
    const problem = (row: number, column: string, message: string) =>
      this.problems.add({ row, column, message });
    for (const { id, row, variantId } of rows) {
      if (!id) continue;
      const product = current.get(id);
      // A family's variant is keyed by its own id (unique across the shop): no string made per row.
      const ownVariant = variantId && product?.variants.has(variantId) ? variantId : undefined;
      const key = product?.hasOptions ? (ownVariant ?? `${id}/${variantId}`) : id;
      const first = this.firstRowOf.get(key);
      if (first === undefined) this.firstRowOf.set(key, row);
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

  /**
   * The rows of one family's variants must say the same of the product (its title, category, pictures…).
   * A product without options has one row: a second is refused as a repeated id.
   */
  private addFamilyProblems(plans: RowPlan[], current: Map<string, CurrentProduct>) {
    for (const plan of plans) {
      if (!plan.id || !current.get(plan.id)?.hasOptions) continue;
      const fields = PRODUCT_FIELDS.map(([, valueOf]) => valueOf(plan));
      const first = this.families.get(plan.id);
      if (!first) {
        this.families.set(plan.id, { row: plan.row, fields, specs: plan.specs });
        continue;
      }
      const message = SHEET_MESSAGES.variantRowsDiffer(first.row);
      PRODUCT_FIELDS.forEach(([column], index) => {
        if (fields[index] !== first.fields[index]) this.problems.add({ row: plan.row, column, message });
      });
      const specColumns = [...plan.specs.keys()].filter(
        (id) => !sameSpec(plan.specs.get(id), first.specs.get(id)),
      );
      if (specColumns.length > 0)
        this.problems.add({ row: plan.row, column: SPREADSHEET_COLUMNS.category, message });
    }
  }

  /** Codes and barcodes are the shop's own: once in the sheet, and not another variant's in the shop. */
  private async addCodeProblems(plans: RowPlan[], current: Map<string, CurrentProduct>) {
    const priced = plans.map((plan) => variantOf(plan, plan.id ? current.get(plan.id) : undefined));
    priced.forEach((variantId) => variantId && this.pricedVariants.add(variantId));
    const holders = await codeHolders(
      this.deps.db,
      plans.flatMap((plan) => plan.code ?? []),
      plans.flatMap((plan) => plan.barcode ?? []),
    );
    for (const [field, column] of CODE_COLUMNS) {
      plans.forEach((plan, index) => {
        const value = plan[field];
        if (!value) return;
        const key = codeKey[field](value);
        const first = this.firstCodeRow[field].get(key);
        const holder = holders[field].get(key);
        if (first !== undefined)
          this.problems.add({ row: plan.row, column, message: SHEET_MESSAGES.repeatedCode(first) });
        else {
          this.firstCodeRow[field].set(key, plan.row);
          if (holder && holder !== priced[index]) this.heldCodes.push({ row: plan.row, column, holder });
        }
      });
    }
  }

  /**
   * Stored names must be pictures some product of the shop shows (a picture no product uses is an orphan
   * the sweep removes); ZIP files must be pictures.
   */
  private async addImageProblems(plans: RowPlan[], current: Map<string, CurrentProduct>) {
    const own = new Set([...current.values()].flatMap((product) => [product.image, ...product.gallery]));
    const sources = plans.flatMap((plan) => plan.images ?? []);
    const stored = new Set(sources.flatMap((source) => ('stored' in source ? [source.stored] : [])));
    const used = await usedImageNames(
      this.deps.db,
      [...stored].filter((name) => !own.has(name)),
    );
    for (const source of sources) {
      if (!('zip' in source) || this.zipPictures.has(source.zip)) continue;
      const file = { buffer: this.zip!.bytes(source.zip) };
      const isPicture = await assertImage({ field: 'images', file, notAnImageMessage: '' }).then(
        () => true,
        () => false,
      );
      this.zipPictures.set(source.zip, isPicture);
    }
    for (const plan of plans) {
      for (const source of plan.images ?? []) {
        const message =
          'stored' in source
            ? !own.has(source.stored) &&
              !used.has(source.stored) &&
              SHEET_MESSAGES.unknownShopImage(this.deps.addresses.publicBase + source.stored)
            : !this.zipPictures.get(source.zip) && SHEET_MESSAGES.notAnImage(source.zip);
        if (message) this.problems.add({ row: plan.row, column: SPREADSHEET_IMAGES_COLUMN, message });
      }
    }
  }

  /** The row's plan with the variant it prices, counted, and its changed cells and warning noted. */
  private changeOf(plan: RowPlan, current: Map<string, CurrentProduct>): CheckedRow {
    const product = plan.id ? current.get(plan.id) : undefined;
    const priced = { ...plan, variantId: variantOf(plan, product) };
    const counted = (checked: CheckedRow) => {
      this.counts[checked.change]++;
      if (checked.change !== 'unchanged')
        plan.images?.forEach((source) => 'zip' in source && this.zipKeys.add(source.zip));
      return checked;
    };
    if (!product) return counted({ plan: priced, change: 'create' });
    const cells = changedCells(plan, product, product.variants.get(priced.variantId ?? ''), this.reference);
    this.changes.add(plan.row, cells);
    if (cells.length > 0 && plan.editedAt && product.updatedAt > plan.editedAt)
      this.warnings.add({
        row: plan.row,
        column: SPREADSHEET_VARIANT_COLUMNS.editedAt,
        message: SHEET_MESSAGES.editedSinceExport(product.updatedAt),
      });
    return counted({
      plan: sameSpecs(plan, product) ? { ...priced, specs: new Map() } : priced,
      change: cells.length > 0 ? 'update' : 'unchanged',
    });
  }
}

const codeKey = { code: (value: string) => value.toLowerCase(), barcode: (value: string) => value };

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

/** The variant a row prices: its own, or the one of a product without options. */
const variantOf = (plan: RowPlan, product: CurrentProduct | undefined) =>
  plan.variantId ?? (product && !product.hasOptions ? [...product.variants.keys()][0] : undefined);

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
export function checkSummary({ counts, problems, changes, warnings, rows }: CheckedImport): ImportCheck {
  return {
    rows,
    created: counts.create,
    updated: counts.update,
    unchanged: counts.unchanged,
    problemCount: problems.count,
    problems: problems.listed(),
    changeCount: changes.count,
    changes: changes.listed,
    warningCount: warnings.count,
    warnings: warnings.listed(),
  };
}
