import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes, queryKeyFor, type ShopperPrice } from '@shop/contracts/plain';
import { callEndpoint } from '../../lib/endpoint-call';
import { useAuth } from './validate-token';

const mine = apiRoutes.trade.mine;
const myPrices = apiRoutes.trade.myPrices;

/** The signed-in shopper's trade account: his latest application and his group (null: a consumer). */
export const tradeAccountQueryOptions = () =>
  queryOptions({
    queryKey: queryKeyFor(mine),
    queryFn: ({ signal }) => callEndpoint(mine, {}, signal),
    staleTime: 5 * 60_000,
  });

/** The group the signed-in shopper is in; null for visitors and consumers, who are never asked about. */
export function useTradeGroup() {
  const { data: auth } = useAuth();
  const signedIn = !!auth?.isAuthenticated;
  const { data } = useQuery({ ...tradeAccountQueryOptions(), enabled: signedIn });
  return (signedIn && data?.group) || null;
}

export interface PriceLine {
  variantId: string;
  quantity: number;
}

/** `variantId:quantity`, how a line's price is found in the answer. */
export const priceKey = (line: PriceLine) => `${line.variantId}:${line.quantity}`;

/**
 * A trade shopper's own prices for these lines, by `priceKey`; empty for everyone else, who sends
 * nothing (the pages stay the same cached answers for all; only his browser keeps his prices).
 */
export function useMyPrices(lines: PriceLine[]): Map<string, ShopperPrice> {
  const group = useTradeGroup();
  const keys = [...new Set(lines.map(priceKey))].sort();
  const { data } = useQuery({
    queryKey: [myPrices.path, group?.id, keys],
    queryFn: ({ signal }) =>
      callEndpoint(
        myPrices,
        {
          body: {
            lines: keys.map((key) => ({
              variantId: key.split(':')[0]!,
              quantity: Number(key.split(':')[1]),
            })),
          },
        },
        signal,
      ),
    enabled: !!group && keys.length > 0,
    staleTime: 60_000,
  });
  return new Map(data?.prices.map((price) => [priceKey(price), price]));
}

/**
 * A trade shopper's price on a product's card (the cheapest of its variants at its minimum quantity);
 * null for everyone else. A card knows its product, not its variants: the cards drawn together are
 * priced in one batch, by code loaded only for trade shoppers.
 */
export function useCardPrice(productId: string): ShopperPrice | null {
  const group = useTradeGroup();
  const { data } = useQuery({
    queryKey: [myPrices.path, group?.id, 'card', productId],
    queryFn: async () => (await import('./card-prices')).cardPrice(productId),
    enabled: !!group,
    staleTime: 60_000,
  });
  return data ?? null;
}
