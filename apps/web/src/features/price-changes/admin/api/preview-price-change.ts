import { useMutation } from '@tanstack/react-query';
import { apiRoutes, type PriceChangeRuleInput } from '@shop/contracts/plain';
import { callEndpoint } from '../../../../lib/endpoint-call';

/** What the rule would do now: counts and the first rows before and after; writes nothing. */
export const previewPriceChange = (rule: PriceChangeRuleInput) =>
  callEndpoint(apiRoutes.priceChanges.preview, { body: rule });

export const usePreviewPriceChange = () => useMutation({ mutationFn: previewPriceChange });
