import { discounted, saleUnitLabel, type QuantityTier, type SaleUnitOf } from '@shop/contracts/plain';
import { formatNumber, formatPercent, formatToman } from '../../../lib/format';

interface Props {
  tiers: QuantityTier[];
  /** The chosen variant's shop price, per unit. */
  price: number;
  saleUnit: SaleUnitOf;
}

/** «قیمت پلکانی»: from each tier's quantity up, the shop price less its percentage. */
export function QuantityTiers({ tiers, price, saleUnit }: Props) {
  if (tiers.length === 0) return null;
  const unit = saleUnitLabel(saleUnit);
  return (
    <section className="quantity-tiers" aria-labelledby="quantity-tiers-title">
      <h2 id="quantity-tiers-title">قیمت پلکانی</h2>
      <ul>
        {tiers.map((tier) => (
          <li key={tier.minQuantity}>
            از {formatNumber(tier.minQuantity)} {unit}:{' '}
            <strong>{formatToman(discounted(price, tier.percentOffBp))}</strong>{' '}
            <span className="quantity-tiers-off">({formatPercent(tier.percentOffBp / 100)} کمتر)</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A variant's tiers: its own, else its category's (those the product page lists without a variant). */
export function tiersOfVariant(
  tiers: { variantId: string | null; minQuantity: number; percentOffBp: number }[],
  variantId: string | undefined,
): QuantityTier[] {
  const own = tiers.filter((tier) => tier.variantId === variantId);
  return own.length ? own : tiers.filter((tier) => tier.variantId === null);
}
