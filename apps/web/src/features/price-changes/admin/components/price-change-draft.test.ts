import { describe, expect, it } from 'vitest';
import { draftErrorsOf, EMPTY_DRAFT, ruleOfDraft } from './price-change-draft';

describe('the bulk price change form', () => {
  it('reads Persian digits, separators and the Persian decimal mark', () => {
    expect(
      ruleOfDraft({
        ...EMPTY_DRAFT,
        categoryId: 'c0ffee00-0000-4000-8000-000000000000',
        brandId: 'b0ffee00-0000-4000-8000-000000000000',
        minPrice: '۱۰۰٬۰۰۰',
        maxPrice: '2,500,000',
        stock: 'in-stock',
        q: '  سیم  ',
        value: '۱۲٫۵',
        roundTo: '1000',
      }),
    ).toEqual({
      rule: {
        selection: {
          categoryId: 'c0ffee00-0000-4000-8000-000000000000',
          brandId: 'b0ffee00-0000-4000-8000-000000000000',
          minPrice: 100_000,
          maxPrice: 2_500_000,
          stock: 'in-stock',
          q: 'سیم',
        },
        by: 'percent',
        direction: 'up',
        value: 12.5,
        roundTo: 1000,
        moveToOriginalPrice: false,
        raiseOriginalPrice: false,
        priceList: null,
      },
    });
  });

  it('chooses every product when nothing is chosen, and moves the old price only on a decrease', () => {
    const down = ruleOfDraft({
      ...EMPTY_DRAFT,
      by: 'amount',
      direction: 'down',
      value: '۵۰۰۰',
      moveToOriginalPrice: true,
    });
    expect(down).toEqual({
      rule: {
        selection: {},
        by: 'amount',
        direction: 'down',
        value: 5000,
        roundTo: 1000,
        moveToOriginalPrice: true,
        raiseOriginalPrice: false,
        priceList: null,
      },
    });
    const up = ruleOfDraft({ ...EMPTY_DRAFT, value: '10', moveToOriginalPrice: true });
    expect('rule' in up && up.rule.moveToOriginalPrice).toBe(false);
  });

  it('rounds to the thousand unless told otherwise, and raises the old price only with a rise of the shop’s prices', () => {
    expect(ruleOfDraft({ ...EMPTY_DRAFT, value: '10' })).toMatchObject({ rule: { roundTo: 1000 } });
    expect(ruleOfDraft({ ...EMPTY_DRAFT, value: '10', roundTo: '' })).toMatchObject({
      rule: { roundTo: null },
    });
    const raise = { ...EMPTY_DRAFT, value: '10', raiseOriginalPrice: true };
    expect(ruleOfDraft(raise)).toMatchObject({ rule: { raiseOriginalPrice: true } });
    expect(ruleOfDraft({ ...raise, direction: 'down' })).toMatchObject({
      rule: { raiseOriginalPrice: false },
    });
    expect(ruleOfDraft({ ...raise, priceList: 'a0ffee00-0000-4000-8000-000000000000' })).toMatchObject({
      rule: { raiseOriginalPrice: false },
    });
  });

  it("changes a group's price list when one is chosen, which keeps no old price", () => {
    const groupId = 'a0ffee00-0000-4000-8000-000000000000';
    const trade = ruleOfDraft({
      ...EMPTY_DRAFT,
      direction: 'down',
      value: '5',
      moveToOriginalPrice: true,
      priceList: groupId,
    });
    expect('rule' in trade && trade.rule).toMatchObject({ priceList: groupId, moveToOriginalPrice: false });
  });

  it('names each field typed wrong, in Persian', () => {
    expect(ruleOfDraft({ ...EMPTY_DRAFT, minPrice: 'صد', value: 'ده' })).toEqual({
      errors: {
        minPrice: 'حداقل قیمت را به تومان و با رقم وارد کنید',
        value: 'درصد را با رقم وارد کنید، مثل ۱۲ یا ۷٫۵',
      },
    });
    expect(ruleOfDraft({ ...EMPTY_DRAFT, by: 'amount', value: '10.5' })).toEqual({
      errors: { value: 'مبلغ را به تومان و با رقم وارد کنید' },
    });
    expect(ruleOfDraft(EMPTY_DRAFT)).toEqual({ errors: { value: 'مقدار تغییر را وارد کنید' } });
  });

  it("puts the API's field problems beside the form's fields", () => {
    expect(draftErrorsOf({ 'selection.maxPrice': 'الف', value: 'ب' })).toEqual({
      maxPrice: 'الف',
      value: 'ب',
    });
  });
});
