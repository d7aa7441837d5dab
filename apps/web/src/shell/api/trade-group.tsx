import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes, queryKeyFor } from '@shop/contracts/plain';
import { createContext, useContext, type ReactNode } from 'react';
import { callEndpoint } from '../../lib/endpoint-call';
import { useAuth } from './validate-token';

const mine = apiRoutes.trade.mine;

/** The signed-in shopper's trade account: his latest application and his group (null: a consumer). */
export const tradeAccountQueryOptions = () =>
  queryOptions({
    queryKey: queryKeyFor(mine),
    queryFn: ({ signal }) => callEndpoint(mine, {}, signal),
    staleTime: 5 * 60_000,
  });

function useSignedInGroup() {
  const { data: auth } = useAuth();
  const signedIn = !!auth?.isAuthenticated;
  const { data } = useQuery({ ...tradeAccountQueryOptions(), enabled: signedIn });
  return (signedIn && data?.group) || null;
}

const TradeGroupContext = createContext<ReturnType<typeof useSignedInGroup>>(null);

/**
 * Finds the signed-in shopper's trade group once for the whole page, so a page of cards asks nothing per
 * card for visitors and consumers (and the server, which draws every page as a visitor sees it).
 */
export function TradeGroupProvider({ children }: { children: ReactNode }) {
  return <TradeGroupContext value={useSignedInGroup()}>{children}</TradeGroupContext>;
}

/** The group the signed-in shopper is in; null for visitors and consumers, who are never asked about. */
export const useTradeGroup = () => useContext(TradeGroupContext);
