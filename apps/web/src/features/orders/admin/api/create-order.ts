import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes, type OrderCreate } from '@shop/contracts/plain';
import { callEndpoint } from '../../../../lib/endpoint-call';
import { invalidateOrders } from './invalidate-orders';

/** A hand order (a phone call, a walk-in), priced by the server unless a line names its own price. */
export const createOrder = (order: OrderCreate) => callEndpoint(apiRoutes.orders.create, { body: order });

export const useCreateOrder = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: createOrder, onSuccess: () => invalidateOrders(client) });
};
