import type { Access, Endpoint } from '@shop/contracts';
import type { Request, RequestHandler, Response, Router } from 'express';
import type { z } from 'zod';
import type { Config } from '../config';
import { sendStored, storeAnswer, type AnswerCache } from './answer-cache';
import { notFound } from './app-error';
import { requireAdmin, requireUser } from './auth-guard';
import { routePath } from './route-path';
import { parseInput } from './validate';

type Parsed<Schema> = Schema extends z.ZodType ? z.output<Schema> : undefined;

/** What a handler gets: the request's parts parsed with the endpoint's schemas. */
export interface RouteInput<E extends Endpoint, Body = E['body']> {
  params: Parsed<E['params']>;
  query: Parsed<E['query']>;
  body: Parsed<Body>;
  req: Request;
  res: Response;
}

export interface RouteOptions<Body> {
  /**
   * The API's own reading of the body where it does more than the contract's (sanitizing rich text,
   * reading prices); it must accept what the contract's body accepts.
   */
  body?: Body;
  /** Run before the access check: an endpoint's own answer to a caller it refuses. */
  beforeAccess?: RequestHandler[];
  /** Run after the access check, before parsing: rate limits, cache headers, the multipart parser. */
  before?: RequestHandler[];
  /** The 404 message for a path whose id cannot name anything. */
  notFound?: string;
  /**
   * Keeps the answer per content version, by its parsed params and query (so parameters the endpoint
   * does not read make no new entry): for public reads of the catalog and settings.
   */
  cache?: AnswerCache;
  /** With `cache`: run before an answer is made, never when the cache answers (see `answerCache`). */
  beforeMaking?: (req: Request) => Promise<void>;
}

const ACCESS_GUARDS: Record<Access, RequestHandler[]> = {
  public: [],
  user: [requireUser],
  admin: [requireAdmin],
};

export const NOT_FOUND_MESSAGE = 'موردی با این شناسه پیدا نشد';

/**
 * Registers routes from the contracts' endpoint objects: method, path (with or without `/api`, as the
 * router is mounted), the endpoint's `access`, and params, query and body parsed with its schemas. With
 * `checkResponses` (everywhere but production) every answer is parsed with the endpoint's response
 * schema before it is sent, so an answer drifting from the contract fails the tests.
 */
export function contractRoutes(router: Router, { production }: Pick<Config, 'production'>) {
  const checkResponses = !production;

  /** The endpoint's method, path, access and `before` handlers, then `send` with the parsed input. */
  function register<E extends Endpoint, Body extends z.ZodType | undefined>(
    endpoint: E,
    options: RouteOptions<Body>,
    send: (input: RouteInput<E, Body>) => Promise<void>,
  ) {
    const bodySchema = options.body ?? endpoint.body;
    const method = endpoint.method.toLowerCase() as Lowercase<Endpoint['method']>;
    router[method](
      routePath(endpoint),
      ...(options.beforeAccess ?? []),
      ...ACCESS_GUARDS[endpoint.access],
      ...(options.before ?? []),
      async (req: Request, res: Response) => {
        const params = endpoint.params?.safeParse(req.params);
        if (params && !params.success) throw notFound(options.notFound ?? NOT_FOUND_MESSAGE);
        await send({
          params: params?.data,
          query: endpoint.query ? parseInput(endpoint.query, req.query) : undefined,
          body: bodySchema ? parseInput(bodySchema, req.body ?? {}) : undefined,
          req,
          res,
        } as RouteInput<E, Body>);
      },
    );
  }

  function route<E extends Endpoint, Body extends z.ZodType | undefined = E['body']>(
    endpoint: E,
    options: RouteOptions<Body>,
    handler: (input: RouteInput<E, Body>) => Promise<z.input<E['response']>>,
  ): void {
    register(endpoint, options, async (input) => {
      const { req, res } = input;
      const answer = async () => {
        const value = await handler(input);
        if (checkResponses) endpoint.response.parse(value);
        return value;
      };
      if (!options.cache) {
        res.json(await answer());
        return;
      }
      const key = `${endpoint.path} ${JSON.stringify([input.params, input.query])}`;
      const { beforeMaking } = options;
      const stored = await options.cache(
        key,
        async () => storeAnswer(200, 'json', JSON.stringify(await answer())),
        beforeMaking && (() => beforeMaking(req)),
      );
      sendStored(req, res, stored);
    });
  }

  /**
   * An endpoint whose handler writes its answer itself as it goes (a file, JSON lines): registered,
   * guarded and parsed as `route` does; the handler checks what it writes.
   */
  route.streamed = <E extends Endpoint, Body extends z.ZodType | undefined = E['body']>(
    endpoint: E,
    options: Omit<RouteOptions<Body>, 'cache' | 'beforeMaking'>,
    handler: (input: RouteInput<E, Body>) => Promise<void>,
  ): void => register(endpoint, options, handler);

  return route;
}
