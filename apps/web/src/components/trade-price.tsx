import { saleUnitLabel, type SaleUnitOf, type ShopperPrice } from '@shop/contracts/plain';
import { formatToman } from '../lib/format';
import { useCardPrice } from '../shell/api/trade-prices';

interface Props {
  /** The signed-in trade shopper's price; nothing is drawn without one, or when it is the shop's. */
  price: ShopperPrice | null | undefined;
  saleUnit?: SaleUnitOf;
  /** The cheapest of several variants: «از …». */
  from?: boolean;
  /** Where the price came from («همکار: ۵٪ دسته‌بندی کابل»), under it. */
  showRule?: boolean;
}

/** «قیمت شما: …» beside the shop's price, for a shopper in a trade group. */
export function TradePrice({ price, saleUnit, from = false, showRule = false }: Props) {
  if (!price?.rule || price.price === price.shopPrice) return null;
  const perUnit = saleUnit && saleUnit.unit !== 'piece' ? ` / ${saleUnitLabel(saleUnit)}` : '';
  return (
    <p className="trade-price">
      <span className="trade-price-label">قیمت شما: </span>
      <strong>
        {from && 'از '}
        {formatToman(price.price)}
        {perUnit && <span className="price-unit">{perUnit}</span>}
      </strong>
      {showRule && <span className="trade-price-rule">{price.rule}</span>}
    </p>
  );
}

/**
 * A product's trade price as its card shows it: the cheapest of its variants, asked for with the other
 * products drawn at once (one call for a page of cards).
 */
export function ProductTradePrice({ productId, ...props }: Omit<Props, 'price'> & { productId: string }) {
  return <TradePrice price={useCardPrice(productId)} {...props} />;
}
