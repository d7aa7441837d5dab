import { apiRoutes, MAX_PAGE_SIZE, type CardPrice } from '@shop/contracts/plain';
import { callEndpoint } from '../../lib/endpoint-call';

type Answer = { resolve: (price: CardPrice | null) => void; reject: (error: unknown) => void };
let waiting: Map<string, Answer[]> | undefined;

/** Prices the cards asked for in one moment: his price for each product, in one call per page of cards. */
async function priceBatch(batch: Map<string, Answer[]>) {
  try {
    const ids = [...batch.keys()];
    const prices = new Map<string, CardPrice>();
    for (let start = 0; start < ids.length; start += MAX_PAGE_SIZE) {
      const body = { products: ids.slice(start, start + MAX_PAGE_SIZE) };
      const answer = await callEndpoint(apiRoutes.trade.myPrices, { body });
      for (const price of answer.products) prices.set(price.productId, price);
    }
    // A product gone since its card was drawn is left out of the answer: its card keeps the shop's price.
    for (const [id, answers] of batch) for (const answer of answers) answer.resolve(prices.get(id) ?? null);
  } catch (error) {
    for (const answers of batch.values()) for (const answer of answers) answer.reject(error);
  }
}

/** A card's price for the signed-in trade shopper, asked for with the other cards drawn at once. */
export function cardPrice(productId: string): Promise<CardPrice | null> {
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
