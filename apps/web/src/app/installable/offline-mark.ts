import offlineCopyCss from './offline-copy.css?raw';

/**
 * The page's side of an offline copy (offline-copy.ts draws the notice in the service worker): kept apart
 * so the page's own scripts load no date formatting for it.
 */

/** The service worker's message to a page that was just given a kept API answer. */
export const OFFLINE_COPY_MESSAGE = 'shop-offline-copy';
export interface OfflineCopyMessage {
  type: typeof OFFLINE_COPY_MESSAGE;
  /** When the kept answer was made (its Date header), ISO. */
  savedAt: string;
  /** The notice to show, drawn by the worker. */
  notice: string;
}

/** The attribute on <html> of a page shown from a copy: the time of the copy, ISO. */
export const OFFLINE_COPY_ATTRIBUTE = 'data-offline-copy';
export const NOTICE_ID = 'offline-notice';

/** The same marks on a page already open, when an API answer it was just given came from the copy. */
export function markOfflineDocument({ savedAt, notice }: OfflineCopyMessage) {
  const root = document.documentElement;
  // The oldest answer on screen is the one to name.
  const shown = root.getAttribute(OFFLINE_COPY_ATTRIBUTE);
  if (shown && shown <= savedAt) return;
  root.setAttribute(OFFLINE_COPY_ATTRIBUTE, savedAt);
  if (!document.querySelector('style[data-offline-copy-css]')) {
    const style = document.createElement('style');
    style.dataset.offlineCopyCss = '';
    style.textContent = offlineCopyCss;
    document.head.append(style);
  }
  document.getElementById(NOTICE_ID)?.remove();
  document.body.insertAdjacentHTML('afterbegin', notice);
}
