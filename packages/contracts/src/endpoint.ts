import { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One endpoint, described once: the API validates with it, the web and the tests type and parse with it. */
export interface Endpoint {
  method: HttpMethod;
  path: string;
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

export const idParams = z.object({ id: z.string() });
