import { z } from 'zod';
import { defineEndpoints, idParams } from './endpoint';
import { apiRoutes } from './plain/api-routes';

/** How far back the product page's price chart reaches, in months. */
export const PRICE_HISTORY_MONTHS = 12;

const timestamp = z.iso.datetime({ offset: true });

/** A price a variant took, in toman, and when. */
export const pricePointSchema = z.object({
  at: timestamp,
  price: z.number().int().nonnegative(),
});
export type PricePoint = z.infer<typeof pricePointSchema>;

/** One variant's prices over the window, oldest first. */
export const variantPriceHistorySchema = z.object({
  variantId: z.string(),
  /**
   * The price in force at `from` (dated `from`) when the variant is older than the window, then every
   * price it took since; a variant created inside the window starts at its creation.
   */
  points: z.array(pricePointSchema),
  /**
   * When the price last changed, at any time (not only inside the window); null when it never changed
   * since the variant was made or the record began (a single first price is not a change).
   */
  lastChangedAt: timestamp.nullable(),
});
export type VariantPriceHistory = z.infer<typeof variantPriceHistorySchema>;

export const priceHistorySchema = z.object({
  /** The window's start: `PRICE_HISTORY_MONTHS` months before the answer was made. */
  from: timestamp,
  /** The product's enabled variants, in the product's order. */
  variants: z.array(variantPriceHistorySchema),
});
export type PriceHistory = z.infer<typeof priceHistorySchema>;

export const priceHistoryEndpoints = defineEndpoints(apiRoutes.priceHistory, {
  /** A product's price chart and «آخرین تغییر قیمت», per variant (docs/price-history.md). */
  get: {
    params: idParams,
    response: priceHistorySchema,
  },
});
