import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes } from '@shop/contracts/plain';
import { callEndpoint } from '../../../lib/endpoint-call';
import { myAlertsQueryOptions } from './list-my-alerts';

export const cancelAlert = (id: string) => callEndpoint(apiRoutes.alerts.cancel, { params: { id } });

export function useCancelAlert() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: cancelAlert,
    onSuccess: () => client.invalidateQueries({ queryKey: myAlertsQueryOptions().queryKey }),
  });
}
