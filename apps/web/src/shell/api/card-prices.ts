import { apiRoutes, REQUEST_LIST_MAX_LINES, type Product, type ShopperPrice } from '@shop/contracts/plain';
import { callEndpoint } from '../../lib/endpoint-call';

type Answer = { resolve: (price: ShopperPrice | null) => void; reject: (error: unknown) => void };
let waiting: Map<string, Answer[]> | undefined;

/** The variants a card's price stands for: those enabled and in stock, else those enabled. */
function cardVariants(product: Product) {
  const enabled = product.variants.filter((variant) => variant.enabled);
  const inStock = enabled.filter((variant) => variant.stock > 0);
  return (inStock.length ? inStock : enabled).map((variant) => ({
    variantId: variant._id,
    quantity: product.minQuantity,
  }));
}

/** Prices the cards asked for in one moment: their products' variants, then his prices in one call. */
async function priceBatch(batch: Map<string, Answer[]>) {
  try {
    const found = await Promise.all(
      [...batch.keys()].map((id) =>
        callEndpoint(apiRoutes.product.get, { params: { id } }).then(
          (answer) => answer.product,
          () => null,
        ),
      ),
    );
    const products = found.filter((product): product is Product => product !== null);
    const lines = products.flatMap(cardVariants);
    const prices: ShopperPrice[] = [];
    for (let start = 0; start < lines.length; start += REQUEST_LIST_MAX_LINES) {
      const body = { lines: lines.slice(start, start + REQUEST_LIST_MAX_LINES) };
      prices.push(...(await callEndpoint(apiRoutes.trade.myPrices, { body })).prices);
    }
    for (const product of products) {
      const ids = new Set(cardVariants(product).map((line) => line.variantId));
      const cheapest = prices
        .filter((price) => ids.has(price.variantId))
        .reduce<ShopperPrice | null>(
          (best, price) => (!best || price.price < best.price ? price : best),
          null,
        );
      for (const answer of batch.get(product._id) ?? []) answer.resolve(cheapest);
    }
    // A product gone since its card was drawn keeps the shop's price (a promise answers once).
    for (const answers of batch.values()) for (const answer of answers) answer.resolve(null);
  } catch (error) {
    for (const answers of batch.values()) for (const answer of answers) answer.reject(error);
  }
}

/** A card's price for the signed-in trade shopper, asked for with the other cards drawn at once. */
export function cardPrice(productId: string): Promise<ShopperPrice | null> {
  return new Promise((resolve, reject) => {
    if (!waiting) {
      const batch = new Map<string, Answer[]>();
      waiting = batch;
      setTimeout(() => {
        waiting = undefined;
        void priceBatch(batch);
      }, 0);
    }
    waiting.set(productId, [...(waiting.get(productId) ?? []), { resolve, reject }]);
  });
}
