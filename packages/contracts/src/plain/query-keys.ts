import type { ApiRoute } from './api-routes';

/**
 * The React Query key of a call: `[path, params, query]` (invalidate a whole endpoint with `[path]`).
 * The server embeds a page's first answers under these keys, so `query` must be exactly what is sent.
 */
export const queryKeyFor = (route: ApiRoute, input: { params?: object; query?: object } = {}) =>
  [route.path, input.params ?? {}, input.query ?? {}] as const;
