import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRoutes, queryKeyFor, type QuantityTierBody } from '@shop/contracts/plain';
import { callEndpoint } from '../../../../lib/endpoint-call';
import { invalidateCatalog } from '../../../../shell/api/invalidate-catalog';
import { invalidateTrade } from '../../../../shell/api/invalidate-trade';

const endpoint = apiRoutes.trade.tiers;

/** Every quantity price («قیمت پلکانی»), each with its category's or variant's title. */
export const listTiers = (signal?: AbortSignal) => callEndpoint(endpoint, {}, signal);

export const tiersQueryOptions = () =>
  queryOptions({ queryKey: queryKeyFor(endpoint), queryFn: ({ signal }) => listTiers(signal) });

export const useTiers = () => useQuery(tiersQueryOptions());

/** Tiers show on product pages: the catalog's answers are asked again too. */
const useTierWrite = <Input, Output>(mutationFn: (input: Input) => Promise<Output>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => Promise.all([invalidateTrade(client), invalidateCatalog(client)]),
  });
};

/** Adds a tier, or replaces the one of the same target and minimum. */
export const saveTier = (body: QuantityTierBody) => callEndpoint(apiRoutes.trade.saveTier, { body });
export const useSaveTier = () => useTierWrite(saveTier);

export const deleteTier = (id: string) => callEndpoint(apiRoutes.trade.deleteTier, { params: { id } });
export const useDeleteTier = () => useTierWrite(deleteTier);
