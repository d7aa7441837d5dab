import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes, type TradeApplicationBody } from '@shop/contracts/plain';
import { callEndpoint } from '../../../lib/endpoint-call';
import { tradeAccountQueryOptions } from '../../../shell/api/trade-prices';

/** The shopper asks for a trade account; his account's state («در انتظار بررسی») is what comes back. */
export const applyForTrade = (body: TradeApplicationBody) => callEndpoint(apiRoutes.trade.apply, { body });

export function useApplyForTrade() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: applyForTrade,
    onSuccess: ({ application }) =>
      client.setQueryData(tradeAccountQueryOptions().queryKey, (account) =>
        account ? { ...account, application } : { application, group: null },
      ),
  });
}
