import {
  categoryName,
  type PriceChange,
  type PriceChangeRule,
  type PriceChangeSelection,
} from '@shop/contracts/plain';
import { formatNumber, formatPercent, formatToman } from '../../../../lib/format';

/** «افزایش ۱۲٪، گرد به نزدیک‌ترین ۱٬۰۰۰ تومان»: what a rule does to each price, in words. */
export function describeChange(
  rule: Pick<PriceChangeRule, 'by' | 'direction' | 'value' | 'roundTo' | 'moveToOriginalPrice'> &
    Partial<Pick<PriceChangeRule, 'raiseOriginalPrice' | 'excluded'>>,
): string {
  const amount = rule.by === 'percent' ? formatPercent(rule.value) : formatToman(rule.value);
  return [
    `${rule.direction === 'up' ? 'افزایش' : 'کاهش'} ${amount}`,
    rule.roundTo && `گرد به نزدیک‌ترین ${formatToman(rule.roundTo)}`,
    rule.moveToOriginalPrice && 'قیمت پیشین به «قیمت قبل از تخفیف»',
    rule.raiseOriginalPrice && '«قیمت قبل از تخفیف» هم به همین اندازه',
    rule.excluded?.length && `${formatNumber(rule.excluded.length)} تنوع کنار گذاشته شد`,
  ]
    .filter(Boolean)
    .join('، ');
}

/** «قیمت «همکار»: » before a change of a group's prices; nothing for the shop's own. */
export function describePriceList({
  rule,
  priceListName,
}: Pick<PriceChange, 'rule' | 'priceListName'>): string {
  if (!rule.priceList) return '';
  return priceListName ? `قیمت «${priceListName}»: ` : 'قیمت گروهی که حذف شده: ';
}

/**
 * «دسته «لامپ»، برند «فیلیپس»، ۱۰۰٬۰۰۰ تا ۵۰۰٬۰۰۰ تومان، فقط موجودها»: which products a rule chose.
 * `names` are the chosen category's title and brand's name as they are now (null when deleted since).
 */
export function describeSelection(
  selection: PriceChangeSelection,
  names: { categoryTitle: string | null; brandName?: string | null },
): string {
  const { categoryId, brandId, minPrice, maxPrice, stock, q, optionValue } = selection;
  const { categoryTitle, brandName } = names;
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
    brandId && (brandName ? `برند «${brandName}»` : 'برندی که حذف شده'),
    range,
    stock && (stock === 'in-stock' ? 'فقط موجودها' : 'فقط ناموجودها'),
    q && `عنوان شامل «${q}»`,
    optionValue && `تنوع‌های «${optionValue}»`,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join('، ') : 'همه محصولات';
}
