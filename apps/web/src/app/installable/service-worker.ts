/// <reference lib="webworker" />
// The shop's service worker (docs/installable-app.md), built into dist/sw.js by build/service-worker.ts.
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { Route, Router } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies';
import { isPublicRead, isShopperPage, isStorable } from './cache-rules';
import { markOfflineHtml, noticeHtml, savedAtOf } from './offline-copy';
import { OFFLINE_COPY_MESSAGE, type OfflineCopyMessage } from './offline-mark';
import { offlinePage } from './offline-page';

declare const self: ServiceWorkerGlobalScope;

/** The caches of this scheme; any other `shop-` cache (an older worker's) is removed on activation. */
const CACHES = {
  pages: 'shop-pages-v1',
  api: 'shop-api-v1',
  assets: 'shop-assets-v1',
  pictures: 'shop-pictures-v1',
};

// A new deploy's worker takes over at once: nothing it keeps depends on the build before it.
self.addEventListener('install', () => void self.skipWaiting());
clientsClaim();
self.addEventListener('activate', (event) => {
  const current = new Set(Object.values(CACHES));
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith('shop-') && !current.has(name))
            .map((name) => caches.delete(name)),
        ),
      ),
  );
});

const keepOnly = (mustBePublic: boolean): WorkboxPlugin => ({
  cacheWillUpdate: async ({ response }) => (isStorable(response, { mustBePublic }) ? response : null),
});
const lastOf = (maxEntries: number) => new ExpirationPlugin({ maxEntries, purgeOnQuotaError: true });

/** A kept page is served marked: the notice with the time of the visit, its prices as that visit's. */
const markedPage: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    if (!cachedResponse) return cachedResponse;
    const html = markOfflineHtml(await cachedResponse.text(), savedAtOf(cachedResponse));
    const headers = new Headers(cachedResponse.headers);
    headers.delete('Content-Length');
    return new Response(html, { status: 200, headers });
  },
};

/** A page given a kept API answer is told so, and marks itself (its prices) as the last visit's. */
const toldPage: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse, event }) => {
    const clientId = (event as FetchEvent | undefined)?.clientId;
    if (cachedResponse && clientId) {
      const savedAt = savedAtOf(cachedResponse);
      const message: OfflineCopyMessage = {
        type: OFFLINE_COPY_MESSAGE,
        savedAt,
        notice: noticeHtml(savedAt),
      };
      (await self.clients.get(clientId))?.postMessage(message);
    }
    return cachedResponse;
  },
};

/** Offline with no copy of the page: a Persian page that says so, instead of the browser's error. */
const offlineFallback: WorkboxPlugin = {
  handlerDidError: async () =>
    new Response(offlinePage(), { status: 503, headers: { 'Content-Type': 'text/html; charset=utf-8' } }),
};

const router = new Router();
const sameOrigin = (url: URL) => url.origin === self.location.origin;
/** A page opened, or one the page asked to keep (`CACHE_URLS` cannot send a navigation: it asks for HTML). */
const isPageRequest = (request: Request) =>
  request.mode === 'navigate' ||
  (request.destination === '' && request.headers.get('Accept') === 'text/html');

// Pages and API reads: the network first, so a shopper online always sees today's prices.
router.registerRoute(
  new Route(
    ({ request, url }) => isPageRequest(request) && sameOrigin(url) && isShopperPage(url.pathname),
    new NetworkFirst({
      cacheName: CACHES.pages,
      // The page the worker was sent to keep and the page opened ask with different headers.
      matchOptions: { ignoreVary: true },
      plugins: [keepOnly(false), lastOf(30), markedPage, offlineFallback],
    }),
  ),
);
// Account and admin pages are never kept.
router.registerRoute(
  new Route(
    ({ request, url }) => request.mode === 'navigate' && sameOrigin(url),
    new NetworkOnly({ plugins: [offlineFallback] }),
  ),
);
router.registerRoute(
  new Route(
    ({ url }) => sameOrigin(url) && isPublicRead(url.pathname),
    new NetworkFirst({ cacheName: CACHES.api, plugins: [keepOnly(true), lastOf(80), toldPage] }),
  ),
);
// The build's files have hashed names (their content never changes); uploaded pictures too.
router.registerRoute(
  new Route(
    ({ url }) =>
      sameOrigin(url) && (url.pathname.startsWith('/assets/') || url.pathname.startsWith('/icons/')),
    new CacheFirst({ cacheName: CACHES.assets, plugins: [keepOnly(false), lastOf(120)] }),
  ),
);
// The few unhashed pictures of the build (the logo, the placeholder): kept, and renewed as they are used.
router.registerRoute(
  new Route(
    ({ url }) => sameOrigin(url) && /^\/[\w-]+\.(svg|png|ico)$/.test(url.pathname),
    new StaleWhileRevalidate({ cacheName: CACHES.assets, plugins: [keepOnly(false)] }),
  ),
);
router.registerRoute(
  new Route(
    ({ url }) => sameOrigin(url) && url.pathname.startsWith('/uploads/'),
    new CacheFirst({ cacheName: CACHES.pictures, plugins: [keepOnly(false), lastOf(60)] }),
  ),
);

router.addFetchListener();
// The first page a worker sees was loaded before it: the page sends its address and files to keep.
router.addCacheListener();
