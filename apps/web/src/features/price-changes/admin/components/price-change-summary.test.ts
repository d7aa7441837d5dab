import { describe, expect, it } from 'vitest';
import { describeChange, describePriceList, describeSelection } from './price-change-summary';

const rule = {
  by: 'percent',
  direction: 'up',
  value: 12,
  roundTo: 1000,
  moveToOriginalPrice: false,
  raiseOriginalPrice: false,
  excluded: [] as string[],
} as const;

describe('a bulk price change in words', () => {
  it('says what happens to each price', () => {
    expect(describeChange(rule)).toBe('افزایش ۱۲٪، گرد به نزدیک‌ترین ۱٬۰۰۰ تومان');
    expect(
      describeChange({
        by: 'amount',
        direction: 'down',
        value: 25_000,
        roundTo: null,
        moveToOriginalPrice: true,
      }),
    ).toBe('کاهش ۲۵٬۰۰۰ تومان، قیمت پیشین به «قیمت قبل از تخفیف»');
    expect(describeChange({ ...rule, raiseOriginalPrice: true, excluded: ['a', 'b'] })).toBe(
      'افزایش ۱۲٪، گرد به نزدیک‌ترین ۱٬۰۰۰ تومان، «قیمت قبل از تخفیف» هم به همین اندازه، ۲ تنوع کنار گذاشته شد',
    );
    expect(
      describeChange({
        by: 'percent',
        direction: 'down',
        value: 7.5,
        roundTo: null,
        moveToOriginalPrice: false,
      }),
    ).toBe('کاهش ۷٫۵٪');
  });

  it('says which products were chosen', () => {
    const categoryId = 'c0ffee00-0000-4000-8000-000000000000';
    const brandId = 'b0ffee00-0000-4000-8000-000000000000';
    expect(describeSelection({}, { categoryTitle: null })).toBe('همه محصولات');
    expect(
      describeSelection(
        { categoryId, brandId, minPrice: 100_000, maxPrice: 500_000, stock: 'in-stock' },
        { categoryTitle: 'لامپ', brandName: 'فیلیپس' },
      ),
    ).toBe('دسته «لامپ»، برند «فیلیپس»، ۱۰۰٬۰۰۰ تا ۵۰۰٬۰۰۰ تومان، فقط موجودها');
    expect(describeSelection({ categoryId, maxPrice: 90_000, q: 'sony' }, { categoryTitle: null })).toBe(
      'دسته‌ای که حذف شده، تا ۹۰٬۰۰۰ تومان، عنوان شامل «sony»',
    );
    expect(describeSelection({ minPrice: 5_000, stock: 'out-of-stock' }, { categoryTitle: null })).toBe(
      'از ۵٬۰۰۰ تومان، فقط ناموجودها',
    );
    expect(describeSelection({ categoryId }, { categoryTitle: 'others' })).toBe('دسته «سایر»');
    expect(describeSelection({ brandId }, { categoryTitle: null, brandName: null })).toBe('برندی که حذف شده');
  });

  it("names a group's price list, and says so when the group was deleted since", () => {
    const change = (priceList: string | null, priceListName: string | null) => ({
      rule: { ...rule, selection: {}, priceList },
      priceListName,
    });
    const groupId = 'a0ffee00-0000-4000-8000-000000000000';
    expect(describePriceList(change(null, null))).toBe('');
    expect(describePriceList(change(groupId, 'همکار'))).toBe('قیمت «همکار»: ');
    expect(describePriceList(change(groupId, null))).toBe('قیمت گروهی که حذف شده: ');
  });
});
