import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes, type OrderUpdate } from '@shop/contracts/plain';
import { callEndpoint } from '../../../../lib/endpoint-call';
import { invalidateOrders } from './invalidate-orders';

/** Lines, prices, discount, shipping and the customer, while the order is not confirmed (409 after). */
export const updateOrder = ({ id, order }: { id: string; order: OrderUpdate }) =>
  callEndpoint(apiRoutes.orders.update, { params: { id }, body: order });

/** Settled either way: after a 409 the order is read again, as another admin left it. */
export const useUpdateOrder = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateOrder, onSettled: () => invalidateOrders(client) });
};
