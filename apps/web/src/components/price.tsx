import { formatToman } from '../lib/format';

/** The price in toman, with the original price struck through when it is higher. */
export function Price({ price, originalPrice }: { price: number; originalPrice: number | null }) {
  return (
    <span className="price">
      {originalPrice !== null && originalPrice > price && (
        <del className="price-original">
          <span className="visually-hidden">قیمت قبلی: </span>
          {formatToman(originalPrice)}
        </del>
      )}
      <strong className="price-current">{formatToman(price)}</strong>
    </span>
  );
}
