import type { Access, ApiRoute, Endpoint } from '@shop/contracts';
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

/** What a public read gets: its params and query, parsed; no request, so a page can call it too. */
export interface ReadInput<E extends Endpoint> {
  params: Parsed<E['params']>;
  query: Parsed<E['query']>;
}

/** Public reads (GET, access public) get only their parsed input; every other route, the request too. */
type HandlerInput<E extends Endpoint, Body> = E extends { method: 'GET'; access: 'public' }
  ? ReadInput<E>
  : RouteInput<E, Body>;

/** A call of a public read from inside the API: its route, and params and query as a request sends them. */
export interface ReadCall {
  route: ApiRoute;
  params?: object;
  query?: object;
}

const routeKey = (route: ApiRoute) => `${route.method} ${route.path}`;

/**
 * The handlers of the API's public reads, recorded as `contractRoutes` registers them: the server answers
 * a drawn page's calls here, with the function the route calls, its input parsed as the route parses it,
 * and the route's kept answers where it keeps them (the answer as the browser gets it, parsed).
 */
export function publicReads() {
  const reads = new Map<string, (call: ReadCall) => Promise<unknown>>();
  return {
    record(route: ApiRoute, read: (call: ReadCall) => Promise<unknown>) {
      reads.set(routeKey(route), read);
    },
    /** The read's answer to one call; a call whose id cannot name anything is a 404, as on the API. */
    async answer(call: ReadCall): Promise<unknown> {
      const read = reads.get(routeKey(call.route));
      if (!read) throw new Error(`no public read for ${routeKey(call.route)}`);
      return read(call);
    },
  };
}

export type PublicReads = ReturnType<typeof publicReads>;

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

/** The path's params read with the endpoint's schema: an id that cannot name anything is a 404. */
function paramsOf(endpoint: Endpoint, params: unknown, message = NOT_FOUND_MESSAGE) {
  const parsed = endpoint.params?.safeParse(params);
  if (parsed && !parsed.success) throw notFound(message);
  return parsed?.data;
}

/**
 * Registers routes from the contracts' endpoint objects: method, path (with or without `/api`, as the
 * router is mounted), the endpoint's `access`, and params, query and body parsed with its schemas. With
 * `checkResponses` (everywhere but production) every answer is parsed with the endpoint's response
 * schema before it is sent, so an answer drifting from the contract fails the tests. Public reads are
 * recorded in `reads`, for the pages the server draws.
 */
export function contractRoutes(
  router: Router,
  { production }: Pick<Config, 'production'>,
  reads?: PublicReads,
) {
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
        await send({
          params: paramsOf(endpoint, req.params, options.notFound),
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
    handler: (input: HandlerInput<E, Body>) => Promise<z.input<E['response']>>,
  ): void {
    const { cache, beforeMaking } = options;
    const answer = async (input: ReadInput<E> | RouteInput<E, Body>) => {
      const value = await handler(input as HandlerInput<E, Body>);
      if (checkResponses) endpoint.response.parse(value);
      return value;
    };
    // Kept by its parsed params and query, so parameters the endpoint does not read make no new entry.
    const keyOf = ({ params, query }: ReadInput<E>) => `${endpoint.path} ${JSON.stringify([params, query])}`;
    const stored =
      cache &&
      ((input: ReadInput<E> | RouteInput<E, Body>, admit?: () => Promise<void>) =>
        cache(
          keyOf(input),
          async () => storeAnswer(200, 'json', JSON.stringify(await answer(input))),
          admit,
        ));

    if (reads && endpoint.method === 'GET' && endpoint.access === 'public') {
      reads.record(endpoint, async (call) => {
        const input = {
          params: paramsOf(endpoint, call.params, options.notFound),
          query: endpoint.query ? parseInput(endpoint.query, call.query ?? {}) : undefined,
        } as ReadInput<E>;
        // A page drawn again (its own answer expires with time, not with the catalog) reads the answers
        // kept for this content version instead of the database; its own budget admitted it.
        return stored ? JSON.parse((await stored(input)).body.toString()) : answer(input);
      });
    }
    register(endpoint, options, async (input) => {
      const { req, res } = input;
      if (!stored || !cache) {
        res.json(await answer(input));
        return;
      }
      const kept = await stored(input, beforeMaking && (() => beforeMaking(req)));
      sendStored(req, res, kept, { cache, key: keyOf(input) });
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
