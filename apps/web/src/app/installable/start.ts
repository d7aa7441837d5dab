import { showIosInstallHint } from './ios-hint';
import {
  markOfflineDocument,
  OFFLINE_COPY_ATTRIBUTE,
  OFFLINE_COPY_MESSAGE,
  type OfflineCopyMessage,
} from './offline-mark';

/**
 * The installable app's part of the page, loaded after the page has loaded (boot.ts): registers the
 * service worker, marks the page when it is shown from this device's copy, and offers the iPhone hint.
 */
export function startInstallableApp() {
  showIosInstallHint();
  if (!('serviceWorker' in navigator) || !import.meta.env.PROD) return;
  const worker = navigator.serviceWorker;
  worker.addEventListener('message', (event: MessageEvent<OfflineCopyMessage>) => {
    if (event.data?.type !== OFFLINE_COPY_MESSAGE) return;
    markOfflineDocument(event.data);
    reloadWhenOnline();
  });
  if (document.documentElement.hasAttribute(OFFLINE_COPY_ATTRIBUTE)) reloadWhenOnline();
  const controlled = !!worker.controller;
  void worker.register('/sw.js', { scope: '/', updateViaCache: 'none' }).then(async () => {
    if (controlled) return;
    // This page and its files came before the worker: it is asked to keep them now, once.
    const { active } = await worker.ready;
    const files = performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) =>
        /^\/(assets\/|icons\/|uploads\/|[\w-]+\.(svg|png|ico)$)/.test(new URL(name).pathname),
      );
    active?.postMessage({
      type: 'CACHE_URLS',
      payload: { urlsToCache: [[location.href, { headers: { Accept: 'text/html' } }], ...files] },
    });
  });
}

let waitingForNetwork = false;
const FIRST_RETRY_MS = 3000;
const LAST_RETRY_MS = 60_000;

/**
 * A page shown from the copy is drawn afresh, with today's prices, as soon as the shop answers again:
 * the browser's `online` says a network is back, not that the shop can be reached (nor that the worker
 * knows yet), so the shop is asked first, and asked again, less and less often, while it does not answer.
 */
function reloadWhenOnline() {
  if (waitingForNetwork) return;
  waitingForNetwork = true;
  let asking = false;
  let retryMs = FIRST_RETRY_MS;
  const tryShop = async () => {
    // Offline again, the next `online` asks; one question at a time.
    if (!navigator.onLine || asking) return;
    asking = true;
    // A HEAD is never answered from the worker's copies.
    const answered = await fetch(location.href, { method: 'HEAD', cache: 'no-store' }).then(
      (response) => response.ok,
      () => false,
    );
    asking = false;
    if (answered) location.reload();
    else {
      setTimeout(() => void tryShop(), retryMs);
      retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
    }
  };
  window.addEventListener('online', () => void tryShop());
}
