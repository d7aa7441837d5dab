import { z } from 'zod';
import { defineEndpoints } from './endpoint';
import { apiRoutes } from './plain/api-routes';

/**
 * Torob's order tracking (`order_tracking_api.md` in `Torob/Torob-Sync`): Torob polls for the orders of
 * shoppers it sent (those carrying a `torob_clid`), newest purchases last, and scores the shop by them.
 * Field names are Torob's.
 */
export const TOROB_ORDERS_MAX_LIMIT = 1000;

/** The only two statuses Torob takes: a purchase that stands, or one called off. */
export const TOROB_ORDER_STATUSES = ['completed', 'cancelled'] as const;
export type TorobOrderStatus = (typeof TOROB_ORDER_STATUSES)[number];

export const torobOrdersQuerySchema = z.object({
  /** Orders bought strictly after this moment (ISO 8601; Torob sends UTC with microseconds). */
  purchase_timestamp_gt: z.iso.datetime({
    offset: true,
    error: 'purchase_timestamp_gt باید زمانی به قالب ISO 8601 باشد',
  }),
  limit: z
    .string({ error: 'limit الزامی است' })
    .regex(/^\d{1,4}$/, 'limit باید عدد صحیح باشد')
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(1, 'limit باید دست‌کم ۱ باشد')
        .max(TOROB_ORDERS_MAX_LIMIT, 'limit حداکثر ۱۰۰۰ است'),
    ),
});

/** `2025-09-21T10:20:30.456789Z`: UTC, as Torob asks. */
const utcTime = z.iso.datetime();
const toman = z.number().int().nonnegative();

export const torobOrderSchema = z.object({
  purchase_timestamp: utcTime,
  last_updated_timestamp: utcTime,
  torob_clid: z.string().min(1),
  status: z.enum(TOROB_ORDER_STATUSES),
  /** The lines after the discount, without shipping, in toman. */
  order_value: toman,
  shipping_amount: toman,
  /** 09xxxxxxxxx, when the order has a phone. */
  phone_number: z.string().optional(),
  products: z.array(
    z.object({
      product_url: z.url(),
      /** One unit's price, in toman. */
      product_price: toman,
      quantity: z.number().int().positive(),
    }),
  ),
});
export type TorobOrder = z.infer<typeof torobOrderSchema>;

export const torobOrdersAnswerSchema = z.object({
  success: z.literal(true),
  data: z.array(torobOrderSchema),
});
export type TorobOrdersAnswer = z.infer<typeof torobOrdersAnswerSchema>;

export const torobOrderEndpoints = defineEndpoints(apiRoutes.torobOrders, {
  list: { query: torobOrdersQuerySchema, response: torobOrdersAnswerSchema },
});
