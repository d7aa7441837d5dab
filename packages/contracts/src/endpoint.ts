import { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One endpoint, described once: the API validates with it, the web and the tests type and parse with it. */
export interface Endpoint<
  Params extends z.ZodType = z.ZodType,
  Query extends z.ZodType = z.ZodType,
  Body extends z.ZodType = z.ZodType,
  Response extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  path: string;
  params?: Params;
  query?: Query;
  body?: Body;
  /** Multipart bodies are described by their text fields; files are named here. */
  files?: readonly string[];
  response: Response;
}

export function endpoint<
  Params extends z.ZodType = z.ZodNever,
  Query extends z.ZodType = z.ZodNever,
  Body extends z.ZodType = z.ZodNever,
  Response extends z.ZodType = z.ZodType,
>(description: Endpoint<Params, Query, Body, Response>): Endpoint<Params, Query, Body, Response> {
  return description;
}

export const idParams = z.object({ id: z.string() });
