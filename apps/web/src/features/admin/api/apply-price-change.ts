import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes, type PriceChangeRuleInput } from '@shop/contracts/plain';
import { callEndpoint } from '../../../lib/endpoint-call';
import { invalidatePriceChanges } from './list-price-changes';

export const applyPriceChange = (rule: PriceChangeRuleInput) =>
  callEndpoint(apiRoutes.priceChanges.apply, { body: rule });

export const useApplyPriceChange = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: applyPriceChange, onSuccess: () => invalidatePriceChanges(client) });
};
