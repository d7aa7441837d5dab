import { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call an endpoint: anyone, a signed-in user (the handler may narrow it further), or an admin. */
export type Access = 'public' | 'user' | 'admin';

/** One endpoint, described once: the API validates with it, the web and the tests type and parse with it. */
export interface Endpoint {
  method: HttpMethod;
  path: string;
  access: Access;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Multipart bodies are described by their text fields; files are named here. */
  files?: readonly string[];
  response: z.ZodType;
}

/** Keeps the exact schemas given, so `endpoint.query` is that schema, not an optional one. */
export function endpoint<const Description extends Endpoint>(description: Description): Description {
  return description;
}

/** Ids are UUIDs, compared in lower case: anything else names nothing that can exist. */
export const idParams = z.object({ id: z.guid().transform((id) => id.toLowerCase()) });
