import { apiRoutes, matchPage, pages } from '@shop/contracts/plain';

/**
 * What the service worker may keep (docs/installable-app.md), decided from the contracts' tables so a
 * new page or endpoint is held to the same rules without editing this file.
 */

/** Drawn shopper pages (those with `queries`): the same for every visitor. Account and admin pages are not. */
export function isShopperPage(pathname: string): boolean {
  const match = matchPage(pathname);
  return !!match && 'queries' in pages[match.name];
}

const pattern = (path: string) =>
  new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+')}$`);

/** Every public GET of the API: what anyone may read (the account's, the admin's and every write are not). */
const PUBLIC_READS = Object.values(apiRoutes)
  .flatMap((area) => Object.values(area))
  .filter((route) => route.method === 'GET' && route.access === 'public' && route.path.startsWith('/api/'))
  .map((route) => pattern(route.path));

export const isPublicRead = (pathname: string) => PUBLIC_READS.some((path) => path.test(pathname));

/**
 * An answer that may be kept on this device: a whole 200 from the shop itself, which the server did not
 * mark as private or not to be stored (what carries a session, a cookie or an account's data). API
 * answers must also be marked `public`, as the server marks every public read.
 */
export function isStorable(response: Response, { mustBePublic }: { mustBePublic: boolean }): boolean {
  // `basic`: fetched from the shop itself (`default`: made here); another site's answer is never kept.
  if (response.status !== 200 || !['basic', 'default'].includes(response.type)) return false;
  const cacheControl = response.headers.get('Cache-Control') ?? '';
  if (/\b(private|no-store)\b/i.test(cacheControl)) return false;
  return !mustBePublic || /\bpublic\b/i.test(cacheControl);
}
