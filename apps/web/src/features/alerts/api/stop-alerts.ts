import { useMutation } from '@tanstack/react-query';
import { apiRoutes } from '@shop/contracts/plain';
import { callEndpoint } from '../../../lib/endpoint-call';

/** The SMS's stop link: cancels every alert still waiting on its account; answers how many. */
export const stopAlerts = (token: string) => callEndpoint(apiRoutes.alerts.stop, { params: { token } });

export const useStopAlerts = () => useMutation({ mutationFn: stopAlerts });
