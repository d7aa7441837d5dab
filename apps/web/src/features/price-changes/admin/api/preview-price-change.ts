import { useMutation } from '@tanstack/react-query';
import { apiRoutes, type PriceChangePreviewRequestInput } from '@shop/contracts/plain';
import { callEndpoint } from '../../../../lib/endpoint-call';

/** What the rule would do now: counts and a page of the rows before and after; writes nothing. */
export const previewPriceChange = (request: PriceChangePreviewRequestInput) =>
  callEndpoint(apiRoutes.priceChanges.preview, { body: request });

export const usePreviewPriceChange = () => useMutation({ mutationFn: previewPriceChange });
