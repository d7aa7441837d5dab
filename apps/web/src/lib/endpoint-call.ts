import type { ApiRoute, EndpointAt } from '@shop/contracts/plain';
import type { z } from 'zod';
import { apiClient } from './api-client';

type SchemaInput<S> = S extends z.ZodType ? z.input<S> : undefined;
/** The input a part (params, query, body) of the route's endpoint takes, undefined when it has none. */
type PartInput<R extends ApiRoute, Part extends string> =
  EndpointAt<R> extends { [Key in Part]: infer Schema } ? SchemaInput<Schema> : undefined;

/** What one call of an endpoint sends: path parameters, query string and body, typed by its contract. */
export interface CallInput<R extends ApiRoute> {
  params?: PartInput<R, 'params'>;
  query?: Partial<PartInput<R, 'query'>>;
  body?: PartInput<R, 'body'> | FormData;
}

export type EndpointResponse<R extends ApiRoute> = z.output<EndpointAt<R>['response']>;

/** `/api/product/:id` with `{ id: 'x' }` -> `/api/product/x`. */
export function endpointUrl(route: ApiRoute, params?: object): string {
  const values = (params ?? {}) as Record<string, string>;
  return route.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(values[name] ?? ''));
}

/** Calls an endpoint by its route (`apiRoutes`); the answer is typed by the endpoint's response schema. */
export async function callEndpoint<R extends ApiRoute>(
  route: R,
  input: CallInput<R> = {},
  signal?: AbortSignal,
): Promise<EndpointResponse<R>> {
  const response = await (
    await apiClient()
  ).request<EndpointResponse<R>>({
    method: route.method,
    url: endpointUrl(route, input.params as object | undefined),
    params: input.query,
    data: input.body,
    signal,
  });
  return response.data;
}
