import type { PriceChangeRuleInput } from '@shop/contracts/plain';
import { parseToman, toLatinDigits } from '@shop/persian';

/** The bulk price change form as typed: every field a string (or a choice), digits in any script. */
export interface PriceChangeDraft {
  categoryId: string;
  brandId: string;
  minPrice: string;
  maxPrice: string;
  stock: '' | 'in-stock' | 'out-of-stock';
  q: string;
  optionValue: string;
  by: 'percent' | 'amount';
  direction: 'up' | 'down';
  value: string;
  roundTo: '' | '1000' | '10000';
  moveToOriginalPrice: boolean;
  raiseOriginalPrice: boolean;
  /** A customer group's id for its price list; '' for the shop's prices. */
  priceList: string;
}

export type DraftField = keyof PriceChangeDraft;
export type DraftErrors = Partial<Record<DraftField, string>>;

export const EMPTY_DRAFT: PriceChangeDraft = {
  categoryId: '',
  brandId: '',
  minPrice: '',
  maxPrice: '',
  stock: '',
  q: '',
  optionValue: '',
  by: 'percent',
  direction: 'up',
  value: '',
  // Prices in toman end in thousands; a rise to the toman («۱۱۲٬۳۴۷») is rarely what an owner wants.
  roundTo: '1000',
  moveToOriginalPrice: false,
  raiseOriginalPrice: false,
  priceList: '',
};

/** «۱۲٫۵» or «12,5» -> 12.5; NaN for anything else. */
const percentOf = (typed: string) => {
  const text = toLatinDigits(typed.trim()).replace(/[٫/,،]/, '.');
  return /^\d+(\.\d+)?$/.test(text) ? Number(text) : NaN;
};

/**
 * The rule the form describes, or a Persian sentence beside each field that cannot be read as typed;
 * the API checks everything else (ranges, decimals, min above max) and its answer names fields too.
 */
export function ruleOfDraft(
  draft: PriceChangeDraft,
): { rule: PriceChangeRuleInput } | { errors: DraftErrors } {
  const errors: DraftErrors = {};
  const price = (field: 'minPrice' | 'maxPrice', problem: string) => {
    if (!draft[field].trim()) return undefined;
    const amount = parseToman(draft[field]);
    if (amount === null) errors[field] = problem;
    return amount ?? undefined;
  };
  const minPrice = price('minPrice', 'حداقل قیمت را به تومان و با رقم وارد کنید');
  const maxPrice = price('maxPrice', 'حداکثر قیمت را به تومان و با رقم وارد کنید');
  const value = draft.by === 'percent' ? percentOf(draft.value) : (parseToman(draft.value) ?? NaN);
  if (!draft.value.trim()) errors.value = 'مقدار تغییر را وارد کنید';
  else if (Number.isNaN(value)) {
    errors.value =
      draft.by === 'percent'
        ? 'درصد را با رقم وارد کنید، مثل ۱۲ یا ۷٫۵'
        : 'مبلغ را به تومان و با رقم وارد کنید';
  }
  if (Object.keys(errors).length > 0) return { errors };
  const q = draft.q.trim();
  const optionValue = draft.optionValue.trim();
  return {
    rule: {
      selection: {
        ...(draft.categoryId && { categoryId: draft.categoryId }),
        ...(draft.brandId && { brandId: draft.brandId }),
        ...(minPrice && { minPrice }),
        ...(maxPrice && { maxPrice }),
        ...(draft.stock && { stock: draft.stock }),
        ...(q && { q }),
        ...(optionValue && { optionValue }),
      },
      by: draft.by,
      direction: draft.direction,
      value,
      roundTo: draft.roundTo ? (Number(draft.roundTo) as 1000 | 10000) : null,
      // The old price («قیمت قبل از تخفیف») is the shop's alone.
      moveToOriginalPrice: draft.direction === 'down' && !draft.priceList && draft.moveToOriginalPrice,
      raiseOriginalPrice: draft.direction === 'up' && !draft.priceList && draft.raiseOriginalPrice,
      priceList: draft.priceList || null,
    },
  };
}

/** The API's field names (`selection.minPrice`, `value`) as the form's. */
export const draftErrorsOf = (details: Record<string, string>): DraftErrors =>
  Object.fromEntries(
    Object.entries(details).map(([path, message]) => [path.replace(/^selection\./, ''), message]),
  );
