import { z } from 'zod';
import { defineEndpoints } from './endpoint';
import { apiRoutes } from './plain/api-routes';
import { requestLineSchema } from './request-list';
import { MAX_PAGE_SIZE, MAX_PRICE, REQUEST_LIST_MAX_LINES } from './plain/rules';
import {
  MAX_PERCENT_OFF_BP,
  PRICE_RULE_SCOPES,
  QUANTITY_TIER_SCOPES,
  TRADE_APPLICATION_STATUSES,
} from './plain/trade';
import { QUANTITY_MAX } from './plain/sale-units';

const id = z.guid('شناسه نامعتبر است').transform((value) => value.toLowerCase());
const idParams = z.object({ id: z.guid('موردی یافت نشد').transform((value) => value.toLowerCase()) });

const text = (max: number, required: string, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);
const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .nullable()
    .optional()
    .transform((value) => value || null);

/** A customer group («همکار», «عمده‌فروش», …); shoppers in none are consumers («مصرف‌کننده»): shop prices. */
export const customerGroupSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Accounts in it. */
  members: z.number().int().nonnegative(),
});
export type CustomerGroup = z.infer<typeof customerGroupSchema>;

export const tradeApplicationBodySchema = z.object({
  businessName: text(120, 'نام کسب‌وکار را وارد کنید', 'نام کسب‌وکار حداکثر ۱۲۰ نویسه است'),
  city: text(60, 'شهر را وارد کنید', 'نام شهر حداکثر ۶۰ نویسه است'),
  /** Economic code («کد اقتصادی») or national ID («شناسه ملی»), as typed; Persian digits allowed. */
  economicCode: optionalText(20, 'کد اقتصادی یا شناسه ملی حداکثر ۲۰ رقم است'),
  note: optionalText(500, 'توضیحات حداکثر ۵۰۰ نویسه است'),
});
export type TradeApplicationBody = z.input<typeof tradeApplicationBodySchema>;

export const tradeApplicationSchema = z.object({
  id: z.string(),
  userId: z.string(),
  phone: z.string(),
  name: z.string().nullable(),
  businessName: z.string(),
  city: z.string(),
  economicCode: z.string().nullable(),
  note: z.string().nullable(),
  status: z.enum(TRADE_APPLICATION_STATUSES),
  /** The group it was approved into; the reason it was refused. */
  groupName: z.string().nullable(),
  refusalReason: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  decidedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type TradeApplication = z.infer<typeof tradeApplicationSchema>;

const percentOffBp = z
  .number({ error: 'درصد تخفیف نامعتبر است' })
  .int('درصد تخفیف نامعتبر است')
  .positive('درصد تخفیف باید بیشتر از صفر باشد')
  .max(MAX_PERCENT_OFF_BP, 'تخفیف حداکثر ۹۰ درصد است');

/** A group's price rule: a percentage off a category's or a brand's products, or a variant's fixed price. */
export const priceRuleBodySchema = z
  .object({
    groupId: id,
    scope: z.enum(PRICE_RULE_SCOPES, { error: 'نوع قاعده نامعتبر است' }),
    targetId: id,
    percentOffBp: percentOffBp.nullable().optional(),
    fixedPrice: z
      .number({ error: 'قیمت نامعتبر است' })
      .int('قیمت باید عدد صحیح باشد')
      .positive('قیمت باید بیشتر از صفر باشد')
      .max(MAX_PRICE, 'قیمت بیش از حد بزرگ است')
      .nullable()
      .optional(),
  })
  .refine(
    (rule) => (rule.scope === 'variant' ? rule.fixedPrice != null : rule.percentOffBp != null),
    'برای کالا قیمت ثابت و برای دسته‌بندی یا برند درصد تخفیف را وارد کنید',
  );
export type PriceRuleBody = z.input<typeof priceRuleBodySchema>;

export const priceRuleSchema = z.object({
  id: z.string(),
  groupId: z.string(),
  scope: z.enum(PRICE_RULE_SCOPES),
  targetId: z.string(),
  /** The category's or brand's title, or the variant's product title and option values. */
  targetTitle: z.string(),
  percentOffBp: z.number().int().nullable(),
  fixedPrice: z.number().int().nullable(),
});
export type PriceRule = z.infer<typeof priceRuleSchema>;

export const quantityTierBodySchema = z.object({
  scope: z.enum(QUANTITY_TIER_SCOPES, { error: 'نوع پله نامعتبر است' }),
  targetId: id,
  minQuantity: z
    .number({ error: 'حداقل تعداد نامعتبر است' })
    .int('حداقل تعداد باید عدد صحیح باشد')
    .min(2, 'پله قیمت از تعداد ۲ به بالا معنا دارد')
    .max(QUANTITY_MAX, 'حداقل تعداد بیش از حد بزرگ است'),
  percentOffBp,
});
export type QuantityTierBody = z.input<typeof quantityTierBodySchema>;

export const quantityTierSchema = quantityTierBodySchema.extend({
  id: z.string(),
  targetId: z.string(),
  targetTitle: z.string(),
});
export type QuantityTierRow = z.infer<typeof quantityTierSchema>;

/** A variant's price for the signed-in shopper at a quantity, and where it came from. */
export const shopperPriceSchema = z.object({
  variantId: z.string(),
  quantity: z.number().int().positive(),
  /** The price everyone sees. */
  shopPrice: z.number().int().positive(),
  /** His price per unit at this quantity: his group's rule, then the quantity tier. */
  price: z.number().int().positive(),
  /** «همکار: ۵٪ دسته‌بندی کابل و سیم»; null when it is the shop price. */
  rule: z.string().nullable(),
});
export type ShopperPrice = z.infer<typeof shopperPriceSchema>;

/**
 * A product's card price for the signed-in shopper: the cheapest, at his price, of its enabled variants in
 * stock (else of its enabled ones), at the product's minimum quantity.
 */
export const cardPriceSchema = shopperPriceSchema.extend({ productId: z.string() });
export type CardPrice = z.infer<typeof cardPriceSchema>;

export const tradeEndpoints = defineEndpoints(apiRoutes.trade, {
  groups: { response: z.object({ groups: z.array(customerGroupSchema) }) },
  createGroup: {
    body: z.object({ name: text(40, 'نام گروه را وارد کنید', 'نام گروه حداکثر ۴۰ نویسه است') }),
    response: z.object({ group: customerGroupSchema }),
  },
  /** The shopper asks for a trade account; one waiting at a time (409 while one waits). */
  apply: { body: tradeApplicationBodySchema, response: z.object({ application: tradeApplicationSchema }) },
  /** The shopper's latest application and the group he is in (null: a consumer). */
  mine: {
    response: z.object({
      application: tradeApplicationSchema.nullable(),
      group: z.object({ id: z.string(), name: z.string() }).nullable(),
    }),
  },
  applications: {
    query: z.object({ status: z.enum(TRADE_APPLICATION_STATUSES).optional().catch(undefined) }),
    response: z.object({ applications: z.array(tradeApplicationSchema) }),
  },
  /** Approve into a group, or refuse with a reason; the shopper gets an SMS either way. 409 once decided. */
  decide: {
    params: idParams,
    body: z.discriminatedUnion(
      'decision',
      [
        z.object({ decision: z.literal('approve'), groupId: id }),
        z.object({
          decision: z.literal('refuse'),
          reason: text(300, 'دلیل رد درخواست را بنویسید', 'دلیل حداکثر ۳۰۰ نویسه است'),
        }),
      ],
      { error: 'تصمیم نامعتبر است' },
    ),
    response: z.object({ application: tradeApplicationSchema }),
  },
  /** Moves an account into a group, or back to consumers (null). */
  setUserGroup: {
    params: idParams,
    body: z.object({ groupId: id.nullable() }),
    response: z.object({ userId: z.string(), groupId: z.string().nullable() }),
  },
  rules: {
    query: z.object({ groupId: id }),
    response: z.object({ rules: z.array(priceRuleSchema) }),
  },
  /** Adds a rule, or replaces the group's rule for the same target. */
  saveRule: { body: priceRuleBodySchema, response: z.object({ rule: priceRuleSchema }) },
  deleteRule: { params: idParams, response: z.object({ deleted: z.literal(true) }) },
  tiers: { response: z.object({ tiers: z.array(quantityTierSchema) }) },
  /** Adds a tier, or replaces the one of the same target and minimum. */
  saveTier: { body: quantityTierBodySchema, response: z.object({ tier: quantityTierSchema }) },
  deleteTier: { params: idParams, response: z.object({ deleted: z.literal(true) }) },
  /**
   * The signed-in shopper's prices for these variants at these quantities, and for these products' cards
   * (a page of cards in one call): never cached by anyone but him. A consumer gets the shop's prices with
   * quantity tiers. What names nothing is left out of the answer.
   */
  myPrices: {
    body: z
      .object({
        lines: z
          .array(requestLineSchema.pick({ variantId: true, quantity: true }), {
            error: 'فهرست کالاها نامعتبر است',
          })
          .max(REQUEST_LIST_MAX_LINES, 'حداکثر ۱۰۰ کالا در هر درخواست')
          .default([]),
        products: z
          .array(id, { error: 'فهرست محصولات نامعتبر است' })
          .max(MAX_PAGE_SIZE, 'حداکثر ۱۰۰ محصول در هر درخواست')
          .default([])
          .transform((ids) => [...new Set(ids)]),
      })
      .refine(
        (body) => body.lines.length + body.products.length > 0,
        'دست‌کم یک کالا یا محصول برای قیمت لازم است',
      ),
    response: z.object({ prices: z.array(shopperPriceSchema), products: z.array(cardPriceSchema) }),
  },
});
