import type { Endpoint } from '@shop/contracts';
import type { z } from 'zod';
import { apiClient } from './api-client';

type SchemaInput<S> = S extends z.ZodType ? z.input<S> : undefined;

/** What one call of an endpoint sends: path parameters, query string and body, typed by its contract. */
export interface CallInput<E extends Endpoint> {
  params?: SchemaInput<E['params']>;
  query?: Partial<SchemaInput<E['query']>>;
  body?: SchemaInput<E['body']> | FormData;
}

export type EndpointResponse<E extends Endpoint> = z.output<E['response']>;

/** `/api/product/:id` with `{ id: 'x' }` -> `/api/product/x`. */
export function endpointUrl(endpoint: Endpoint, params?: object): string {
  const values = (params ?? {}) as Record<string, string>;
  return endpoint.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(values[name] ?? ''));
}

/**
 * The React Query key of a call: `[path, params, query]`. Invalidate a whole endpoint with `[path]`.
 * The server embeds first-page answers under the same keys, so `query` must be exactly what is sent.
 */
export function queryKeyFor<E extends Endpoint>(endpoint: E, input: CallInput<E> = {}) {
  return [endpoint.path, input.params ?? {}, input.query ?? {}] as const;
}

export async function callEndpoint<E extends Endpoint>(
  endpoint: E,
  input: CallInput<E> = {},
  signal?: AbortSignal,
): Promise<EndpointResponse<E>> {
  const response = await (
    await apiClient()
  ).request<EndpointResponse<E>>({
    method: endpoint.method,
    url: endpointUrl(endpoint, input.params as object | undefined),
    params: input.query,
    data: input.body,
    signal,
  });
  return response.data;
}
