import { z } from 'zod';
import type { ApiRoute } from './plain/api-routes';

/** The schemas of one endpoint: the API validates with them, the tests parse its answers with them. */
export interface EndpointSchemas {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Multipart bodies are described by their text fields; files are named here. */
  files?: readonly string[];
  response: z.ZodType;
}

/** One endpoint, described once: its route (`apiRoutes`) and its schemas. */
export type Endpoint = ApiRoute & EndpointSchemas;

/**
 * A group of endpoints: each route of `routes` with its schemas, by the same names (a route without
 * schemas, or schemas without a route, does not compile). Keeps the exact schemas given, so
 * `productEndpoints.list.query` is that schema, not an optional one.
 */
export function defineEndpoints<
  const Routes extends Record<string, ApiRoute>,
  const Schemas extends { [Name in keyof Routes]: EndpointSchemas },
>(routes: Routes, schemas: Schemas & Record<Exclude<keyof Schemas, keyof Routes>, never>) {
  const entries = Object.entries(routes).map(([name, route]) => [name, { ...route, ...schemas[name] }]);
  return Object.fromEntries(entries) as { [Name in keyof Routes]: Routes[Name] & Schemas[Name] };
}

/** Ids are UUIDs, compared in lower case: anything else names nothing that can exist. */
export const idParams = z.object({ id: z.guid().transform((id) => id.toLowerCase()) });
