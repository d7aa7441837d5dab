import { z } from 'zod';
import { defineEndpoints, idParams } from './endpoint';
import { apiRoutes } from './plain/api-routes';
import { toPersianDigits } from '@shop/persian';
import { MAX_PRICE, PRICE_CHANGE_ROUNDINGS, PRICE_CHANGE_STOCK } from './plain/rules';

export const PRICE_CHANGE_EXCLUDED_MAX = 500;
const PRICE_CHANGE_EXCLUDED_MAX_FA = toPersianDigits(PRICE_CHANGE_EXCLUDED_MAX);

const toman = (problem: string) =>
  z.number({ error: problem }).int(problem).min(1, problem).max(MAX_PRICE, problem);

/**
 * Which products a bulk price change touches: every filter given must hold (none given: every product).
 * One object, so a new way to choose is one more optional field here and one more condition where the
 * API reads it (`selectionWhere` in modules/price-changes/new-prices.ts).
 */
export const priceChangeSelectionSchema = z
  .object({
    categoryId: z
      .guid('دسته‌بندی انتخاب‌شده نامعتبر است')
      .transform((id) => id.toLowerCase())
      .optional(),
    brandId: z
      .guid('برند انتخاب‌شده نامعتبر است')
      .transform((id) => id.toLowerCase())
      .optional(),
    minPrice: toman('حداقل قیمت باید عددی صحیح و مثبت به تومان باشد').optional(),
    maxPrice: toman('حداکثر قیمت باید عددی صحیح و مثبت به تومان باشد').optional(),
    stock: z.enum(PRICE_CHANGE_STOCK, { error: 'وضعیت موجودی انتخاب‌شده نامعتبر است' }).optional(),
    /** A part of the title, matched as the dashboard's product search matches it. */
    q: z
      .string({ error: 'عبارت جستجو نامعتبر است' })
      .trim()
      .max(100, 'عبارت جستجو حداکثر ۱۰۰ نویسه است')
      .optional(),
    /**
     * Only the variants holding this option value («همه‌ی ۲٫۵»), in any option, digits in any script;
     * without it, every variant of the chosen products.
     */
    optionValue: z
      .string({ error: 'مقدار تنوع نامعتبر است' })
      .trim()
      .min(1, 'مقدار تنوع را وارد کنید')
      .max(50, 'مقدار تنوع حداکثر ۵۰ نویسه است')
      .optional(),
  })
  .refine(
    ({ minPrice, maxPrice }) => minPrice === undefined || maxPrice === undefined || minPrice <= maxPrice,
    { message: 'حداقل قیمت نباید از حداکثر قیمت بیشتر باشد', path: ['maxPrice'] },
  );
export type PriceChangeSelection = z.output<typeof priceChangeSelectionSchema>;

const PERCENT_PROBLEM = 'درصد تغییر باید عددی مثبت با حداکثر دو رقم اعشار باشد';
const AMOUNT_PROBLEM = 'مبلغ تغییر باید عددی صحیح و مثبت به تومان باشد';
/** Percentages are kept to hundredths (12.5%, 7.25%), as an admin types them. */
const hasTwoDecimalsAtMost = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/**
 * The whole change: the chosen products; up or down by a percentage or a fixed amount of toman; rounded
 * to the nearest 1,000 or 10,000 toman (null: to the toman); and whether each product's price before the
 * change becomes its «قیمت قبل از تخفیف» (`originalPrice`), which only a decrease can ask for. Left
 * alone, `originalPrice` keeps its value.
 */
export const priceChangeRuleSchema = z
  .object({
    selection: priceChangeSelectionSchema,
    by: z.enum(['percent', 'amount'], { error: 'نوع تغییر باید درصد یا مبلغ ثابت باشد' }),
    direction: z.enum(['up', 'down'], { error: 'جهت تغییر باید افزایش یا کاهش باشد' }),
    value: z
      .number({
        error: (issue) =>
          issue.input === undefined ? 'مقدار تغییر را وارد کنید' : 'مقدار تغییر باید عدد باشد',
      })
      .positive('مقدار تغییر باید بیشتر از صفر باشد'),
    roundTo: z
      .literal(PRICE_CHANGE_ROUNDINGS, {
        error: 'گرد کردن فقط به نزدیک‌ترین ۱٬۰۰۰ یا ۱۰٬۰۰۰ تومان ممکن است',
      })
      .nullable()
      .default(null),
    moveToOriginalPrice: z
      .boolean({ error: 'مقدار «انتقال به قیمت قبل از تخفیف» نامعتبر است' })
      .default(false),
    /**
     * A rise changes each «قیمت قبل از تخفیف» by the same rule too, so a discount keeps its size instead of
     * vanishing when the new price passes the old one. Left alone, a passed old price ends the discount.
     */
    raiseOriginalPrice: z.boolean({ error: 'مقدار «افزایش قیمت قبل از تخفیف» نامعتبر است' }).default(false),
    /** Variants the admin unticked in the preview: chosen, shown, but left as they are. */
    excluded: z
      .array(
        z.guid('تنوع کنارگذاشته نامعتبر است').transform((id) => id.toLowerCase()),
        {
          error: 'فهرست تنوع‌های کنارگذاشته نامعتبر است',
        },
      )
      .max(PRICE_CHANGE_EXCLUDED_MAX, `حداکثر ${PRICE_CHANGE_EXCLUDED_MAX_FA} تنوع را می‌توان کنار گذاشت`)
      .default([]),
    /**
     * The price list changed: a customer group's id for its fixed variant prices («قیمت همکار»), or null
     * for the shop's prices. A group's list changes only the variants it gives a fixed price; the rest
     * follow the shop's price through its percentage rules.
     */
    priceList: z
      .guid('فهرست قیمت انتخاب‌شده نامعتبر است')
      .transform((id) => id.toLowerCase())
      .nullable()
      .default(null),
  })
  .superRefine((rule, ctx) => {
    const problem = (message: string, field: string) =>
      ctx.addIssue({ code: 'custom', message, path: [field] });
    if (rule.by === 'percent') {
      if (rule.value > 1000 || !hasTwoDecimalsAtMost(rule.value)) problem(PERCENT_PROBLEM, 'value');
      else if (rule.direction === 'down' && rule.value >= 100) {
        problem('کاهش قیمت باید کمتر از ۱۰۰ درصد باشد', 'value');
      }
    } else if (!Number.isInteger(rule.value) || rule.value > MAX_PRICE) problem(AMOUNT_PROBLEM, 'value');
    if (rule.moveToOriginalPrice && rule.direction === 'up') {
      problem('قیمت فعلی فقط هنگام کاهش قیمت به «قیمت قبل از تخفیف» منتقل می‌شود', 'moveToOriginalPrice');
    }
    if (rule.moveToOriginalPrice && rule.priceList !== null) {
      problem('«قیمت قبل از تخفیف» فقط برای قیمت فروشگاه نگه داشته می‌شود', 'moveToOriginalPrice');
    }
    if (rule.raiseOriginalPrice && rule.direction === 'down') {
      problem('«قیمت قبل از تخفیف» فقط هنگام افزایش قیمت همراه آن بالا می‌رود', 'raiseOriginalPrice');
    }
    if (rule.raiseOriginalPrice && rule.priceList !== null) {
      problem('«قیمت قبل از تخفیف» فقط برای قیمت فروشگاه نگه داشته می‌شود', 'raiseOriginalPrice');
    }
  });
export type PriceChangeRule = z.output<typeof priceChangeRuleSchema>;
export type PriceChangeRuleInput = z.input<typeof priceChangeRuleSchema>;

/** A variant the change would reprice: `_id` is the variant's, `title` the product's with its option values. */
export const priceChangeRowSchema = z.object({
  _id: z.string(),
  productId: z.string(),
  title: z.string(),
  price: z.number().int(),
  originalPrice: z.number().int().nullable(),
  newPrice: z.number().int(),
  newOriginalPrice: z.number().int().nullable(),
  /** Unticked by the admin: shown, left as it is. */
  excluded: z.boolean(),
});
export type PriceChangeRow = z.infer<typeof priceChangeRowSchema>;

export const PRICE_CHANGE_PREVIEW_ROWS = 10;
export const PRICE_CHANGES_LISTED = 20;

export const priceChangePreviewSchema = z.object({
  /** Products the selection chooses. */
  matched: z.number().int().nonnegative(),
  /** Of those, the ones whose price or old price the change alters (rounding can leave some as they are). */
  changing: z.number().int().nonnegative(),
  /** Products whose price would fall to zero or below, or rise past the largest price. */
  tooLow: z.number().int().nonnegative(),
  tooHigh: z.number().int().nonnegative(),
  /** Discounted variants whose new price would reach their «قیمت قبل از تخفیف», ending the discount. */
  discountsLost: z.number().int().nonnegative(),
  /** Changing variants the admin unticked. */
  excluded: z.number().int().nonnegative(),
  /** The page of `rows` shown, from 1; `pages` of PRICE_CHANGE_PREVIEW_ROWS changing variants each. */
  page: z.number().int().positive(),
  pages: z.number().int().nonnegative(),
  /** Why applying would be refused, in Persian; null when it can be applied. */
  problem: z.string().nullable(),
  /** A page of the changing products, newest first (at most PRICE_CHANGE_PREVIEW_ROWS), unticked ones included. */
  rows: z.array(priceChangeRowSchema),
  /**
   * The rule and the chosen products' prices this preview was made from; the apply sends it back and is
   * refused (409) when the prices have changed since: a preview is only ever applied to the prices it
   * showed.
   */
  fingerprint: z.string(),
});
export type PriceChangePreview = z.infer<typeof priceChangePreviewSchema>;

/** The rule to preview, and which page of its rows to show. */
export const priceChangePreviewRequestSchema = priceChangeRuleSchema.safeExtend({
  page: z
    .number({ error: 'شماره صفحه پیش‌نمایش نامعتبر است' })
    .int('شماره صفحه پیش‌نمایش نامعتبر است')
    .min(1, 'شماره صفحه پیش‌نمایش نامعتبر است')
    .max(100_000, 'شماره صفحه پیش‌نمایش نامعتبر است')
    .default(1),
});
export type PriceChangePreviewRequest = z.output<typeof priceChangePreviewRequestSchema>;
export type PriceChangePreviewRequestInput = z.input<typeof priceChangePreviewRequestSchema>;

const NOT_PREVIEWED = 'پیش‌نمایش این تغییر فرستاده نشد؛ نخست پیش‌نمایش بگیرید';

/** The rule the admin previewed, with the preview's `fingerprint`. */
export const priceChangeApplySchema = priceChangeRuleSchema.safeExtend({
  fingerprint: z.string({ error: NOT_PREVIEWED }).min(1, NOT_PREVIEWED),
});
export type PriceChangeApply = z.output<typeof priceChangeApplySchema>;
export type PriceChangeApplyInput = z.input<typeof priceChangeApplySchema>;

const timestamp = z.iso.datetime({ offset: true });

/** One change of the recent list. */
export const priceChangeSchema = z.object({
  _id: z.string(),
  rule: priceChangeRuleSchema,
  /** The chosen category's title as it is now; null without one, or when it was deleted since. */
  categoryTitle: z.string().nullable(),
  /** The chosen brand's Persian name as it is now; null without one, or when it was deleted since. */
  brandName: z.string().nullable(),
  /** The changed price list's group name as it is now; null for the shop's prices, or a group deleted since. */
  priceListName: z.string().nullable(),
  productCount: z.number().int().nonnegative(),
  /** Who made it: the admin's name, else phone; null when the account is gone. */
  createdBy: z.string().nullable(),
  createdAt: timestamp,
  undoneAt: timestamp.nullable(),
  undoneBy: z.string().nullable(),
});
export type PriceChange = z.infer<typeof priceChangeSchema>;

const message = z.string();

/** Admins only. */
export const priceChangeEndpoints = defineEndpoints(apiRoutes.priceChanges, {
  /** What applying the rule now would do; writes nothing. */
  preview: {
    body: priceChangePreviewRequestSchema,
    response: priceChangePreviewSchema,
  },
  /**
   * Applies the rule in one transaction and records it; 400 when any product would fall to zero or
   * below, 409 when the fingerprint is not the one a preview of this rule would give now.
   */
  apply: {
    body: priceChangeApplySchema,
    response: z.object({ change: priceChangeSchema, message }),
  },
  /** The most recent changes, newest first (at most PRICE_CHANGES_LISTED). */
  list: {
    response: z.object({ changes: z.array(priceChangeSchema) }),
  },
  /**
   * Gives every product the change touched, and that still exists, back its price and old price from
   * before; 409 (nothing restored) when any of them has a price or old price other than the change gave it.
   */
  undo: {
    params: idParams,
    response: z.object({ change: priceChangeSchema, restored: z.number().int().nonnegative(), message }),
  },
});
