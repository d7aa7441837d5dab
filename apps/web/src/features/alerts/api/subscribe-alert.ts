import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes } from '@shop/contracts/plain';
import type { AlertSubscription } from '@shop/contracts';
import { callEndpoint } from '../../../lib/endpoint-call';
import { myAlertsQueryOptions } from './list-my-alerts';

export const subscribeAlert = (body: AlertSubscription) => callEndpoint(apiRoutes.alerts.subscribe, { body });

export function useSubscribeAlert() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: subscribeAlert,
    onSuccess: () => client.invalidateQueries({ queryKey: myAlertsQueryOptions().queryKey }),
  });
}
