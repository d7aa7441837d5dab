import type { QueryClient } from '@tanstack/react-query';
import { apiRoutes } from '@shop/contracts/plain';

const tradePaths = Object.values(apiRoutes.trade).map((route) => route.path as string);

/** After a trade write: groups and their counts, applications, rules, tiers and prices are asked again. */
export const invalidateTrade = (client: QueryClient) =>
  client.invalidateQueries({ predicate: ({ queryKey }) => tradePaths.includes(queryKey[0] as string) });
