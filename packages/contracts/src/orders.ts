import { z } from 'zod';
import { phoneInputSchema } from './auth';
import { defineEndpoints } from './endpoint';
import { saleUnitFields } from './entities';
import { apiRoutes } from './plain/api-routes';
import { MAX_PRICE, REQUEST_LIST_MAX_LINES } from './plain/rules';
import { QUANTITY_MAX } from './plain/sale-units';
import { OPEN_ORDER_STATUSES, ORDER_STATUSES } from './plain/orders';
import { PRO_FORMA_CHANNELS, proFormaLineSchema } from './request-list';

// The statuses, their labels and moves, and the channels' labels are plain data (plain/orders.ts): the
// desk's screens read them too.

/** How an order came: a shopper's pro-forma by its channel, or the owner's hand order by phone or in person. */
export const ORDER_CHANNELS = [...PRO_FORMA_CHANNELS, 'in-person'] as const;
export type OrderChannel = (typeof ORDER_CHANNELS)[number];

/** A line of an order: what was asked and what it costs (the owner may change both before confirming). */
export const orderLineSchema = proFormaLineSchema;
export type OrderLine = z.infer<typeof orderLineSchema>;

const money = z.number().int().nonnegative();

export const orderSchema = z.object({
  id: z.string(),
  /** The request's number (`1405-00123`, the pro-forma's when it came from one). */
  number: z.string(),
  /** The invoice's number («فاکتور»), given on confirm; null before. */
  invoiceNumber: z.string().nullable(),
  status: z.enum(ORDER_STATUSES),
  channel: z.enum(ORDER_CHANNELS),
  /** `shopper`: a pro-forma the shopper sent; `desk`: made by the owner. */
  source: z.enum(['shopper', 'desk']),
  /** Canonical 09xxxxxxxxx, when known (the signed-in shopper's, typed by the shopper, or by the owner). */
  phone: z.string().nullable(),
  customerName: z.string().nullable(),
  /** The account the order belongs to, when the phone is a shopper's. */
  userId: z.string().nullable(),
  lines: z.array(orderLineSchema),
  /** The lines' totals, the owner's discount and shipping cost, and what the customer pays, in toman. */
  subtotal: money,
  discount: money,
  shippingCost: money,
  total: money,
  note: z.string().nullable(),
  cancelReason: z.string().nullable(),
  /** The pro-forma it came from (its page: `/pro-forma/:token`). */
  proFormaToken: z.string().nullable(),
  /** Whether it came through a Torob click. */
  fromTorob: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
  confirmedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type Order = z.infer<typeof orderSchema>;

/** An order as a list shows it. */
export const orderSummarySchema = orderSchema
  .pick({
    id: true,
    number: true,
    invoiceNumber: true,
    status: true,
    channel: true,
    phone: true,
    customerName: true,
    total: true,
    createdAt: true,
  })
  .extend({ lineCount: z.number().int().nonnegative() });
export type OrderSummary = z.infer<typeof orderSummarySchema>;

/** One entry of an order's history, never overwritten: who did what and when. */
export const orderEventSchema = z.object({
  at: z.iso.datetime({ offset: true }),
  kind: z.enum(['created', 'status', 'edited', 'sms']),
  /** For a status change: from and to. */
  fromStatus: z.enum(ORDER_STATUSES).nullable(),
  toStatus: z.enum(ORDER_STATUSES).nullable(),
  /** The admin who did it (name, else phone); null for the shopper or the shop itself. */
  actor: z.string().nullable(),
  /** A cancel's reason, what an edit changed, or what became of an SMS. */
  note: z.string().nullable(),
});
export type OrderEvent = z.infer<typeof orderEventSchema>;

const optionalText = (max: number, problem: string) =>
  z
    .string()
    .trim()
    .max(max, problem)
    .nullable()
    .optional()
    .transform((text) => text || null);

/** A line as the owner writes it: a variant, a quantity in its unit, and optionally his own unit price. */
export const deskLineSchema = z
  .object({
    variantId: z.guid('کالای انتخاب‌شده نامعتبر است').transform((id) => id.toLowerCase()),
    quantity: z
      .number({ error: 'تعداد نامعتبر است' })
      .int('تعداد باید عدد صحیح باشد')
      .positive('تعداد باید بیشتر از صفر باشد')
      .max(QUANTITY_MAX, 'تعداد بیش از حد بزرگ است'),
    /** Omitted: the shop's price now. */
    unitPrice: z
      .number({ error: 'قیمت نامعتبر است' })
      .int('قیمت باید عدد صحیح باشد')
      .positive('قیمت باید بیشتر از صفر باشد')
      .max(MAX_PRICE, 'قیمت بیش از حد بزرگ است')
      .optional(),
    /**
     * «قیمت فروشگاه هم به همین مبلغ تغییر کند»: the variant's catalog price becomes `unitPrice` too, in the
     * order's transaction (so the price history records it and the catalog's caches refresh); needs `unitPrice`.
     */
    updateShopPrice: z.boolean({ error: 'تغییر قیمت فروشگاه نامعتبر است' }).optional(),
  })
  .refine((line) => !line.updateShopPrice || line.unitPrice !== undefined, {
    message: 'برای تغییر قیمت فروشگاه، قیمت واحد را بنویسید',
    path: ['unitPrice'],
  });
export type DeskLine = z.infer<typeof deskLineSchema>;

const deskLinesSchema = z
  .array(deskLineSchema)
  .min(1, 'سفارش دست‌کم یک ردیف دارد')
  .max(REQUEST_LIST_MAX_LINES, 'سفارش حداکثر ۱۰۰ ردیف دارد')
  .refine(
    (lines) => new Set(lines.map((line) => line.variantId)).size === lines.length,
    'هر کالا یک بار در سفارش می‌آید',
  );

const amountSchema = (name: string) =>
  z
    .number({ error: `${name} نامعتبر است` })
    .int(`${name} باید عدد صحیح باشد`)
    .nonnegative(`${name} نمی‌تواند منفی باشد`)
    .max(MAX_PRICE, `${name} بیش از حد بزرگ است`);

export const orderCreateSchema = z.object({
  lines: deskLinesSchema,
  channel: z.enum(ORDER_CHANNELS, { error: 'راه سفارش نامعتبر است' }),
  /** A known customer's phone links the order to his account; a new number is kept as it is. */
  phone: phoneInputSchema.nullable().optional(),
  customerName: optionalText(100, 'نام مشتری حداکثر ۱۰۰ نویسه است'),
  note: optionalText(1000, 'یادداشت حداکثر ۱۰۰۰ نویسه است'),
});
export type OrderCreate = z.input<typeof orderCreateSchema>;

export const orderUpdateSchema = z.object({
  lines: deskLinesSchema,
  discount: amountSchema('تخفیف'),
  shippingCost: amountSchema('هزینه ارسال'),
  phone: phoneInputSchema.nullable().optional(),
  customerName: optionalText(100, 'نام مشتری حداکثر ۱۰۰ نویسه است'),
  note: optionalText(1000, 'یادداشت حداکثر ۱۰۰۰ نویسه است'),
});
export type OrderUpdate = z.input<typeof orderUpdateSchema>;

export const orderStatusChangeSchema = z.object({
  status: z.enum(ORDER_STATUSES, { error: 'وضعیت نامعتبر است' }),
  /** Required to cancel. */
  reason: optionalText(500, 'دلیل لغو حداکثر ۵۰۰ نویسه است'),
});

const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'تاریخ نامعتبر است')
  .refine((day) => !Number.isNaN(Date.parse(day)), 'تاریخ نامعتبر است');

/** The desk's filters: every one given must hold. Days are Tehran's calendar days, both ends included. */
export const orderListQuerySchema = z.object({
  status: z.enum(ORDER_STATUSES, { error: 'وضعیت نامعتبر است' }).optional(),
  channel: z.enum(ORDER_CHANNELS, { error: 'راه سفارش نامعتبر است' }).optional(),
  /** A phone, in whole (any form a person types) or its last digits. */
  phone: z.string().trim().max(32, 'شماره نامعتبر است').optional(),
  /** An order's or an invoice's number, in whole or its sequence (`123`, `۱۴۰۵-۰۰۱۲۳`). */
  number: z.string().trim().max(20, 'شماره سفارش نامعتبر است').optional(),
  from: isoDay.optional(),
  to: isoDay.optional(),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});
export type OrderListQuery = z.input<typeof orderListQuerySchema>;

const orderIdParams = z.object({ id: z.guid('سفارش یافت نشد').transform((id) => id.toLowerCase()) });

/** A variant the owner may put on a hand order. */
export const orderableVariantSchema = z.object({
  variantId: z.string(),
  productId: z.string(),
  title: z.string(),
  variantLabel: z.string().nullable(),
  code: z.string().nullable(),
  barcode: z.string().nullable(),
  image: z.string().nullable(),
  price: z.number().int().positive(),
  stock: z.number().int().nonnegative(),
  enabled: z.boolean(),
  ...saleUnitFields,
});
export type OrderableVariant = z.infer<typeof orderableVariantSchema>;

/** Admins only, but `mine`: the order desk. */
export const orderEndpoints = defineEndpoints(apiRoutes.orders, {
  /** Newest first, ORDERS_PAGE_SIZE a page; `hasMore` instead of a total (counting a million rows is slow). */
  list: {
    query: orderListQuerySchema,
    response: z.object({ orders: z.array(orderSummarySchema), page: z.number().int(), hasMore: z.boolean() }),
  },
  /** How many orders wait in each open status. */
  openCounts: {
    response: z.object({ counts: z.record(z.enum(OPEN_ORDER_STATUSES), z.number().int().nonnegative()) }),
  },
  /** Variants to put on a hand order, by a part of the title or a whole code or barcode; at most 20. */
  variants: {
    query: z.object({ q: z.string().trim().min(1, 'عبارت جستجو را وارد کنید').max(100) }),
    response: z.object({ variants: z.array(orderableVariantSchema) }),
  },
  /** The chosen orders (the list's filters) as CSV (UTF-8 with BOM), a row per line, streamed. */
  exportCsv: { query: orderListQuerySchema.omit({ page: true }), response: z.string() },
  /** The same as an XLSX workbook. */
  exportXlsx: { query: orderListQuerySchema.omit({ page: true }), response: z.string() },
  get: {
    params: orderIdParams,
    response: z.object({ order: orderSchema, events: z.array(orderEventSchema) }),
  },
  /** A hand order (a phone call, a walk-in), priced by the server unless a unit price is given. */
  create: {
    body: orderCreateSchema,
    response: z.object({ order: orderSchema }),
  },
  /** Lines, prices, discount and shipping, before confirming; 409 once confirmed. */
  update: {
    params: orderIdParams,
    body: orderUpdateSchema,
    response: z.object({ order: orderSchema }),
  },
  /**
   * The next status (ORDER_NEXT_STATUSES); 409 when the order is no longer where the change starts (two
   * admins at once: one wins). Confirming gives the invoice number and takes the stock; cancelling a
   * confirmed order gives it back.
   */
  setStatus: {
    params: orderIdParams,
    body: orderStatusChangeSchema,
    response: z.object({ order: orderSchema }),
  },
  /** The signed-in shopper's requests and orders, newest first (the latest 50). */
  mine: {
    response: z.object({ orders: z.array(orderSummarySchema) }),
  },
});
