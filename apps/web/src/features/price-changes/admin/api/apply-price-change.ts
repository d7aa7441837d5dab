import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes, type PriceChangeApplyInput } from '@shop/contracts/plain';
import { callEndpoint } from '../../../../lib/endpoint-call';
import { invalidatePriceChanges } from './list-price-changes';

/** Applies the rule as previewed: with the preview's fingerprint, refused (409) when prices changed since. */
export const applyPriceChange = (previewed: PriceChangeApplyInput) =>
  callEndpoint(apiRoutes.priceChanges.apply, { body: previewed });

export const useApplyPriceChange = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: applyPriceChange, onSuccess: () => invalidatePriceChanges(client) });
};
