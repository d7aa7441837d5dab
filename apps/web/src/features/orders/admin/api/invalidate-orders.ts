import type { QueryClient } from '@tanstack/react-query';
import { apiRoutes } from '@shop/contracts/plain';

const deskPaths = Object.values(apiRoutes.orders).map((route) => route.path as string);

/** After an order changed: the desk's lists, counts and pages, and the shopper's own list, are asked again. */
export const invalidateOrders = (client: QueryClient) =>
  client.invalidateQueries({ predicate: ({ queryKey }) => deskPaths.includes(queryKey[0] as string) });
