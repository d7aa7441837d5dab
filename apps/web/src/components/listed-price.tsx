import type { ProductListItem } from '@shop/contracts/plain';
import { Price } from './price';
import { ProductTradePrice } from './trade-price';

/**
 * A listed product's price as cards show it: the shop's («از …» for a family, per unit), and a trade
 * shopper's own under it.
 */
export function ListedPrice({ product }: { product: ProductListItem }) {
  const from = product.variantCount > 1;
  return (
    <>
      <Price price={product.price} originalPrice={product.originalPrice} saleUnit={product} from={from} />
      <ProductTradePrice productId={product._id} saleUnit={product} from={from} />
    </>
  );
}
