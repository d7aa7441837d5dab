import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes } from '@shop/contracts/plain';
import { callEndpoint } from '../../../../lib/endpoint-call';
import { invalidatePriceChanges } from './list-price-changes';

export const undoPriceChange = (id: string) => callEndpoint(apiRoutes.priceChanges.undo, { params: { id } });

export const useUndoPriceChange = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: undoPriceChange, onSuccess: () => invalidatePriceChanges(client) });
};
