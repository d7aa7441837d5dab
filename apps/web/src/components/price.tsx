import { saleUnitLabel, type SaleUnitOf } from '@shop/contracts/plain';
import { formatPercent, formatToman } from '../lib/format';

interface Props {
  price: number;
  originalPrice: number | null;
  /** How the product is sold: a price per metre reads «… تومان / متر»; by the piece, nothing is added. */
  saleUnit?: SaleUnitOf;
  /** The cheapest of several variants: «از …». */
  from?: boolean;
}

/**
 * The price in toman; when the original price is higher, it is struck through beside the discount in
 * whole percent («۱۵٪»), at least 1.
 */
export function Price({ price, originalPrice, saleUnit, from = false }: Props) {
  const perUnit = saleUnit && saleUnit.unit !== 'piece' ? ` / ${saleUnitLabel(saleUnit)}` : '';
  return (
    <span className="price">
      {originalPrice !== null && originalPrice > price && (
        <>
          <span className="price-discount">
            {formatPercent(Math.max(1, Math.round(((originalPrice - price) / originalPrice) * 100)))}
            <span className="visually-hidden"> تخفیف</span>
          </span>
          <del className="price-original">
            <span className="visually-hidden">قیمت قبلی: </span>
            {formatToman(originalPrice)}
          </del>
        </>
      )}
      <strong className="price-current">
        {from && 'از '}
        {formatToman(price)}
        {perUnit && <span className="price-unit">{perUnit}</span>}
      </strong>
    </span>
  );
}
