import { z } from 'zod';
import { phoneInputSchema } from './auth';
import { defineEndpoints } from './endpoint';
import { saleUnitFields } from './entities';
import { apiRoutes } from './plain/api-routes';
import { MAX_PRICE, REQUEST_LIST_MAX_LINES } from './plain/rules';
import { QUANTITY_MAX } from './plain/sale-units';

/** The channels a list is sent by; `link`: the shopper only asked for the pro-forma's page. */
export const PRO_FORMA_CHANNELS = [
  'whatsapp',
  'telegram',
  'sms',
  'call',
  'link',
  'bale',
  'eitaa',
  'rubika',
] as const;
export type ProFormaChannel = (typeof PRO_FORMA_CHANNELS)[number];

const variantId = z.guid('کالای انتخاب‌شده نامعتبر است').transform((id) => id.toLowerCase());

/**
 * A line as the browser (or the account) keeps it: a variant, a quantity in its product's unit, and the
 * unit price the shopper saw when adding it (shown as «قبلی» beside today's; never used to charge).
 */
export const requestLineSchema = z.object({
  variantId,
  quantity: z
    .number({ error: 'تعداد نامعتبر است' })
    .int('تعداد باید عدد صحیح باشد')
    .positive('تعداد باید بیشتر از صفر باشد')
    .max(QUANTITY_MAX, 'تعداد بیش از حد بزرگ است'),
  addedPrice: z.number().int().positive().max(MAX_PRICE).nullable(),
});
export type RequestLine = z.infer<typeof requestLineSchema>;

export const requestLinesSchema = z.object({
  lines: z
    .array(requestLineSchema)
    .max(REQUEST_LIST_MAX_LINES, 'لیست حداکثر ۱۰۰ ردیف دارد')
    .refine(
      (lines) => new Set(lines.map((line) => line.variantId)).size === lines.length,
      'هر کالا یک بار در لیست می‌آید',
    ),
});
export type RequestLines = z.infer<typeof requestLinesSchema>;

/**
 * Why a line cannot be ordered as it is: `available`, or flagged (never silently dropped): the product
 * or variant is gone (deleted), disabled, or out of stock (its stock is below the line's quantity: the
 * line's `stock` says how much is left), or the quantity is not one the unit allows (below the minimum,
 * off the step). Checked in that order; only available lines count in the total and go on a pro-forma.
 */
export const LINE_STATES = ['available', 'out-of-stock', 'disabled', 'gone', 'bad-quantity'] as const;
export type LineState = (typeof LINE_STATES)[number];

/** A line priced by the server, now. */
export const pricedLineSchema = z.object({
  variantId: z.string(),
  /** Null for a product deleted since. */
  productId: z.string().nullable(),
  title: z.string().nullable(),
  /** «سطح مقطع: ۲٫۵، رنگ: مشکی»; null for a product without options. */
  variantLabel: z.string().nullable(),
  image: z.string().nullable(),
  ...saleUnitFields,
  quantity: z.number().int().positive(),
  /**
   * Today's unit price for this shopper at this quantity (null when gone): the shop's, less his group's
   * rule and the quantity tier it reaches; and the one seen when added.
   */
  unitPrice: z.number().int().positive().nullable(),
  addedPrice: z.number().int().positive().nullable(),
  /** The price everyone sees, per unit (null when gone). */
  shopPrice: z.number().int().positive().nullable(),
  /** Where `unitPrice` came from («همکار: ۵٪ دسته‌بندی کابل، ۴٪ برای ۱۰۰ و بیشتر»); null: the shop's price. */
  priceRule: z.string().nullable(),
  lineTotal: z.number().int().nonnegative(),
  stock: z.number().int().nonnegative(),
  state: z.enum(LINE_STATES),
});
export type PricedLine = z.infer<typeof pricedLineSchema>;

export const pricedListSchema = z.object({
  lines: z.array(pricedLineSchema),
  /** The sum of the available lines' totals, in toman. */
  total: z.number().int().nonnegative(),
});
export type PricedList = z.infer<typeof pricedListSchema>;

/** A line of a pro-forma, frozen when it was made. */
export const proFormaLineSchema = z.object({
  productId: z.string(),
  variantId: z.string(),
  title: z.string(),
  variantLabel: z.string().nullable(),
  ...saleUnitFields,
  quantity: z.number().int().positive(),
  unitPrice: z.number().int().positive(),
  lineTotal: z.number().int().positive(),
  /** The shop's unit price then, and where a lower `unitPrice` came from; absent on older lines. */
  shopPrice: z.number().int().positive().optional(),
  priceRule: z.string().nullable().optional(),
});
export type ProFormaLine = z.infer<typeof proFormaLineSchema>;

/** A pro-forma («پیش‌فاکتور»): its number, lines and prices as they were, and the shop's details then. */
export const proFormaSchema = z.object({
  /**
   * `1405-00123`: the Solar Hijri year and its sequence, to quote on the phone; in Latin digits (as in the
   * PDF's file name), written «۱۴۰۵-۰۰۱۲۳» wherever people read it.
   */
  number: z.string().regex(/^\d{4}-\d{5,}$/),
  /** The unguessable part of its address. */
  token: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  validUntil: z.iso.datetime({ offset: true }),
  lines: z.array(proFormaLineSchema),
  total: z.number().int().positive(),
  shop: z.object({
    name: z.string(),
    phone: z.string(),
    address: z.string(),
  }),
});
export type ProForma = z.infer<typeof proFormaSchema>;

/** Torob's click id as its landing address carries it (`?torob_clid=`); anything else is dropped. */
export const TOROB_CLID_SCHEMA = z.string().regex(/^[A-Za-z0-9_.:-]{1,200}$/);

const tokenParams = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'پیش‌فاکتور یافت نشد'),
});

export const requestListEndpoints = defineEndpoints(apiRoutes.requestList, {
  /** Anyone's list, priced now (a browser list needs no account); lines that cannot be bought are flagged. */
  price: {
    body: requestLinesSchema,
    response: pricedListSchema,
  },
  /** The signed-in shopper's list kept on the account. */
  get: {
    response: requestLinesSchema,
  },
  /** Replaces the account's list with this one (the browser's after an edit). */
  save: {
    body: requestLinesSchema,
    response: requestLinesSchema,
  },
  /**
   * Merges the browser's list into the account's on sign-in: every line of both, a variant in both kept
   * once with the larger quantity, so merging twice changes nothing (never lost, never doubled). A union
   * of more than REQUEST_LIST_MAX_LINES lines is refused (409, in Persian; nothing written), never cut.
   */
  merge: {
    body: requestLinesSchema,
    response: requestLinesSchema,
  },
});

export const proFormaEndpoints = defineEndpoints(apiRoutes.proForma, {
  /**
   * Freezes the list as a pro-forma, priced by the server (the client's prices are never read); only
   * lines that can be ordered go in; an empty list, or one with none, is refused (400). Limited per
   * address and per account (429 with Retry-After).
   */
  create: {
    body: requestLinesSchema.extend({
      channel: z.enum(PRO_FORMA_CHANNELS, { error: 'راه ارسال نامعتبر است' }),
      /** A phone the shopper typed to be called back (a signed-in shopper's own is used when absent). */
      phone: phoneInputSchema.nullable().optional(),
      /** Torob's click id of the visit that led here (kept 7 days), so Torob can score the shop. */
      torobClid: TOROB_CLID_SCHEMA.nullable().optional().catch(null),
    }),
    response: z.object({ proForma: proFormaSchema }),
  },
  get: {
    params: tokenParams,
    response: z.object({ proForma: proFormaSchema, expired: z.boolean() }),
  },
  /** The pro-forma as an A4 PDF (application/pdf). */
  pdf: {
    params: tokenParams,
    response: z.string(),
  },
});
