import { saleUnitLabel, type Product, type Variant } from '@shop/contracts/plain';
import { toPersianDigits } from '../../lib/format';

/**
 * What the order message names: the title, the chosen variant's values by option and the quantity in
 * the unit («کابل افشان (سطح مقطع: ۲٫۵) — ۲۵ متر»); one piece of a product without options is its title.
 */
export function orderTitle(product: Product, variant: Variant | undefined, quantity: number): string {
  const values = product.options
    .map((option, index) => `${option.name}: ${variant?.options[index] ?? ''}`)
    .join('، ');
  const withValues = values ? `${product.title} (${values})` : product.title;
  if (!values && product.unit === 'piece' && quantity === 1) return withValues;
  return `${withValues} — ${toPersianDigits(quantity)} ${saleUnitLabel(product)}`;
}
