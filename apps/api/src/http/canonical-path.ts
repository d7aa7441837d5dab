import type { RequestHandler } from 'express';

/**
 * Rewrites the request's path to its one canonical form before any limit or cache key reads it, so
 * `/./search`, `//x/search`, `/a/../search` and `/a/%2e%2e/search` are all `/search`. Runs of slashes
 * (either way) become one and the URL parser resolves the dot segments; a path set this way can never
 * name another host.
 */
export const canonicalPath: RequestHandler = (req, _res, next) => {
  const at = req.url.indexOf('?');
  const [path, query] = at < 0 ? [req.url, ''] : [req.url.slice(0, at), req.url.slice(at)];
  const url = new URL('http://path.invalid');
  url.pathname = path.replace(/[/\\]+/g, '/');
  req.url = url.pathname + query;
  next();
};
