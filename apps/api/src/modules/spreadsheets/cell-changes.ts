import {
  categoryName,
  SHEET_PROBLEMS_LISTED,
  SPREADSHEET_COLUMNS,
  SPREADSHEET_IMAGES_COLUMN,
  SPREADSHEET_NO,
  SPREADSHEET_VARIANT_COLUMNS,
  SPREADSHEET_YES,
  type CellChange,
} from '@shop/contracts';
import { formatNumber, toPersianDigits } from '@shop/persian';
import type { SpecColumns } from '../catalog/product-specs';
import type { CatalogReference } from './catalog-reference';
import type { RowPlan } from './check-rows';
import type { CurrentProduct, CurrentVariant } from './current-products';

type Change = Omit<CellChange, 'row'>;

const price = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : formatNumber(value);
const yesNo = (value: boolean) => (value ? SPREADSHEET_YES : SPREADSHEET_NO);

function specText(value: SpecColumns | null | undefined, reference: CatalogReference): string {
  if (!value) return '';
  if (value.numberValue !== null) return toPersianDigits(String(value.numberValue));
  if (value.optionId !== null) return reference.optionValueById.get(value.optionId) ?? '';
  if (value.booleanValue !== null) return yesNo(value.booleanValue);
  return value.textValue ?? '';
}

const imageCount = (count: number) => `${toPersianDigits(count)} عکس`;

/**
 * The cells of a row that would change the product it names, each as the shop has it now and as the
 * sheet says, in the sheet's words (names, not ids; «بله»/«خیر»; Persian digits). None: the row changes
 * nothing.
 */
export function changedCells(
  plan: RowPlan,
  current: CurrentProduct,
  variant: CurrentVariant | undefined,
  reference: CatalogReference,
): Change[] {
  const changes: Change[] = [];
  const compare = (column: string, before: string, after: string) => {
    if (before !== after) changes.push({ column, before, after });
  };
  const categoryOf = (id: string | null) => {
    const title = id ? reference.categoryTitleById.get(id) : undefined;
    return title === undefined ? '' : categoryName(title);
  };
  const brandOf = (id: string | null) => (id ? (reference.brandNameById.get(id) ?? '') : '');

  compare(SPREADSHEET_COLUMNS.title, current.title, plan.title);
  compare(SPREADSHEET_COLUMNS.brand, brandOf(current.brandId), brandOf(plan.brandId));
  compare(SPREADSHEET_COLUMNS.category, categoryOf(current.categoryId), categoryOf(plan.categoryId));
  compare(SPREADSHEET_COLUMNS.price, price(variant?.price), price(plan.price));
  compare(SPREADSHEET_COLUMNS.originalPrice, price(variant?.originalPrice), price(plan.originalPrice));
  compare(SPREADSHEET_COLUMNS.stock, price(variant?.stock), price(plan.stock));
  compare(SPREADSHEET_COLUMNS.isPopular, yesNo(current.isPopular), yesNo(plan.isPopular));
  compare(SPREADSHEET_VARIANT_COLUMNS.code, variant?.code ?? '', plan.code ?? '');
  compare(SPREADSHEET_VARIANT_COLUMNS.barcode, variant?.barcode ?? '', plan.barcode ?? '');
  if (plan.images) {
    const before = [current.image, ...current.gallery];
    const after = plan.images.map((source) => ('stored' in source ? source.stored : `zip:${source.zip}`));
    if (before.join('\n') !== after.join('\n'))
      changes.push({
        column: SPREADSHEET_IMAGES_COLUMN,
        before: imageCount(before.length),
        after: `${imageCount(after.length)}${after.length === before.length ? ' (عوض شده یا جابه‌جا)' : ''}`,
      });
  }
  for (const [attributeId, value] of plan.specs) {
    compare(
      reference.headerOfAttribute.get(attributeId) ?? '',
      specText(
        current.categoryId === plan.categoryId ? current.specs.get(attributeId) : undefined,
        reference,
      ),
      specText(value, reference),
    );
  }
  for (const { groupId, header } of reference.priceLists) {
    if (plan.listPrices.has(groupId))
      compare(header, price(variant?.listPrices.get(groupId)), price(plan.listPrices.get(groupId)));
  }
  return changes;
}

/** Every changed cell counted; the first SHEET_PROBLEMS_LISTED kept, as the sheet's rows come in order. */
export class CellChanges {
  readonly listed: CellChange[] = [];
  count = 0;

  add(row: number, changes: Change[]) {
    this.count += changes.length;
    for (const change of changes) {
      if (this.listed.length >= SHEET_PROBLEMS_LISTED) return;
      this.listed.push({ row, ...change });
    }
  }
}
