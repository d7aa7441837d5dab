import { z } from 'zod';
import { defineEndpoints } from './endpoint';
import { apiRoutes } from './plain/api-routes';
import { SALE_UNITS } from './plain/sale-units';

/** The dashboard's funnel looks back 30 or 90 days, today included. */
export const FUNNEL_PERIODS = [30, 90] as const;
export type FunnelPeriod = (typeof FUNNEL_PERIODS)[number];
/** The top products by confirmed quantity the funnel lists. */
export const FUNNEL_TOP_PRODUCTS = 10;

const count = z.number().int().nonnegative();

/** One Tehran calendar day of the funnel, from a product's page to a confirmed sale. */
export const funnelDaySchema = z.object({
  /** The Gregorian date of the day in Tehran, `2026-04-01`; the web writes it in the Solar Hijri calendar. */
  day: z.iso.date(),
  /** Product pages opened. */
  views: count,
  /** Order-button presses (WhatsApp, Telegram, call). */
  presses: count,
  /** Pro-formas shoppers sent (each became an order). */
  proFormas: count,
  /** Orders confirmed that day and not cancelled since, and what they came to in toman. */
  confirmed: count,
  confirmedTotal: count,
});
export type FunnelDay = z.infer<typeof funnelDaySchema>;

/** A product by how much of it the period's confirmed orders hold, in its unit. */
export const funnelProductSchema = z.object({
  productId: z.string(),
  title: z.string(),
  unit: z.enum(SALE_UNITS),
  unitSize: z.number().int().positive().nullable(),
  quantity: count,
  /** The lines' totals in toman. */
  total: count,
});
export type FunnelProduct = z.infer<typeof funnelProductSchema>;

export const funnelEndpoints = defineEndpoints(apiRoutes.funnel, {
  /** Anonymous and rate-limited: a product page reports that it was opened, with navigator.sendBeacon. */
  recordView: {
    body: z.object({ productId: z.guid('محصول نامعتبر است') }),
    response: z.object({ recorded: z.literal(true) }),
  },
  /** Admins only: every day of the period (oldest first, days without anything as zeros) and its top products. */
  get: {
    query: z.object({
      days: z.coerce
        .number()
        .refine((days) => (FUNNEL_PERIODS as readonly number[]).includes(days), 'بازه باید ۳۰ یا ۹۰ روز باشد')
        .transform((days) => days as FunnelPeriod),
    }),
    response: z.object({
      days: z.number().int(),
      series: z.array(funnelDaySchema),
      topProducts: z.array(funnelProductSchema),
    }),
  },
});
