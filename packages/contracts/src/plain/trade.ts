/** The group every shopper is in until the owner puts him in another: shop prices only. */
export const CONSUMER_GROUP_NAME = 'مصرف‌کننده';

export const TRADE_APPLICATION_STATUSES = ['pending', 'approved', 'refused'] as const;
export type TradeApplicationStatus = (typeof TRADE_APPLICATION_STATUSES)[number];

export const TRADE_APPLICATION_STATUS_LABELS: Record<TradeApplicationStatus, string> = {
  pending: 'در انتظار بررسی',
  approved: 'تایید شد',
  refused: 'رد شد',
};

/**
 * What a group's price rule applies to, most specific first: a variant's fixed price beats a category's
 * percentage, which beats a brand's.
 */
export const PRICE_RULE_SCOPES = ['variant', 'category', 'brand'] as const;
export type PriceRuleScope = (typeof PRICE_RULE_SCOPES)[number];

/** Where a quantity price («قیمت پلکانی») is set: a variant's own beat its category's. */
export const QUANTITY_TIER_SCOPES = ['variant', 'category'] as const;
export type QuantityTierScope = (typeof QUANTITY_TIER_SCOPES)[number];

/** Percentages are kept in hundredths of a percent (basis points): 4% is 400, 2.5% is 250. */
export const BASIS_POINTS = 10_000;
/** No rule or tier takes more than 90% off. */
export const MAX_PERCENT_OFF_BP = 9_000;

/**
 * A price less `percentOffBp` hundredths of a percent, in whole toman (rounded half up, never below 1). The
 * one place prices are discounted: the API prices with it, the web shows its tier tables with it.
 */
export const discounted = (price: number, percentOffBp: number) =>
  Math.max(1, Math.round((price * (BASIS_POINTS - percentOffBp)) / BASIS_POINTS));

/** A quantity price as a product shows it: from `minQuantity` (in the product's unit) up, `percentOffBp` off. */
export interface QuantityTier {
  minQuantity: number;
  percentOffBp: number;
}

/** The tier a quantity reaches: the one with the largest minimum at or below it, if any. */
export function tierFor(tiers: readonly QuantityTier[], quantity: number): QuantityTier | undefined {
  let best: QuantityTier | undefined;
  for (const tier of tiers) {
    if (tier.minQuantity <= quantity && (!best || tier.minQuantity > best.minQuantity)) best = tier;
  }
  return best;
}
