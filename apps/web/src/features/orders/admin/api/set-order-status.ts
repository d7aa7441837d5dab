import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes, type OrderStatus } from '@shop/contracts/plain';
import { callEndpoint } from '../../../../lib/endpoint-call';
import { invalidateCatalog } from '../../../../shell/api/invalidate-catalog';
import { invalidateOrders } from './invalidate-orders';

interface StatusChange {
  id: string;
  status: OrderStatus;
  /** Required to cancel. */
  reason?: string;
}

/** The order's next status: confirming takes the stock and gives the invoice number, cancelling gives it back. */
export const setOrderStatus = ({ id, status, reason }: StatusChange) =>
  callEndpoint(apiRoutes.orders.setStatus, { params: { id }, body: { status, reason } });

/** Settled either way (a 409 means another admin moved it first); stock shows on the shop's pages. */
export const useSetOrderStatus = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setOrderStatus,
    onSettled: () => Promise.all([invalidateOrders(client), invalidateCatalog(client)]),
  });
};
