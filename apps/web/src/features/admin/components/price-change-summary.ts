import { categoryName, type PriceChangeRule, type PriceChangeSelection } from '@shop/contracts/plain';
import { formatNumber, formatPercent, formatToman } from '../../../lib/format';

/** «افزایش ۱۲٪، گرد به نزدیک‌ترین ۱٬۰۰۰ تومان»: what a rule does to each price, in words. */
export function describeChange(rule: Omit<PriceChangeRule, 'selection'>): string {
  const amount = rule.by === 'percent' ? formatPercent(rule.value) : formatToman(rule.value);
  return [
    `${rule.direction === 'up' ? 'افزایش' : 'کاهش'} ${amount}`,
    rule.roundTo && `گرد به نزدیک‌ترین ${formatToman(rule.roundTo)}`,
    rule.moveToOriginalPrice && 'قیمت پیشین به «قیمت قبل از تخفیف»',
  ]
    .filter(Boolean)
    .join('، ');
}

/**
 * «دسته «لامپ»، ۱۰۰٬۰۰۰ تا ۵۰۰٬۰۰۰ تومان، فقط موجودها»: which products a rule chose. `categoryTitle` is
 * the chosen category's title as it is now (null when it was deleted since).
 */
export function describeSelection(selection: PriceChangeSelection, categoryTitle: string | null): string {
  const { categoryId, minPrice, maxPrice, stock, q } = selection;
  const range =
    minPrice && maxPrice
      ? `${formatNumber(minPrice)} تا ${formatToman(maxPrice)}`
      : minPrice
        ? `از ${formatToman(minPrice)}`
        : maxPrice
          ? `تا ${formatToman(maxPrice)}`
          : '';
  const parts = [
    categoryId && (categoryTitle ? `دسته «${categoryName(categoryTitle)}»` : 'دسته‌ای که حذف شده'),
    range,
    stock && (stock === 'in-stock' ? 'فقط موجودها' : 'فقط ناموجودها'),
    q && `عنوان شامل «${q}»`,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join('، ') : 'همه محصولات';
}
