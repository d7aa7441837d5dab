import { formatSolarDateTime } from '../../lib/format';
import offlineCopyCss from './offline-copy.css?raw';
import { NOTICE_ID, OFFLINE_COPY_ATTRIBUTE } from './offline-mark';

/**
 * A page shown from this device's copy while offline: the service worker marks the copy it serves (the
 * drawn HTML) and tells the page when an API answer came from its copy; either way the page says so at
 * the top, with the time of the last visit, and marks every price on it as that visit's.
 */

/** When a kept answer was made, from its Date header (now when it has none). */
export function savedAtOf(response: Response): string {
  const date = new Date(response.headers.get('Date') ?? '');
  return (Number.isNaN(date.getTime()) ? new Date() : date).toISOString();
}

export function offlineNoticeText(savedAt: string): string {
  return `اتصال اینترنت برقرار نیست؛ این صفحه و قیمت‌هایش مربوط به آخرین بازدید شما در ${formatSolarDateTime(savedAt)} است.`;
}

export const noticeHtml = (savedAt: string) =>
  `<div id="${NOTICE_ID}" class="offline-notice" role="status"><p>${offlineNoticeText(savedAt)}</p></div>`;

/** The kept HTML of a page as served offline: marked on <html>, the notice first in <body>, its styles. */
export function markOfflineHtml(html: string, savedAt: string): string {
  return html
    .replace(/<html\b/i, `<html ${OFFLINE_COPY_ATTRIBUTE}="${savedAt}"`)
    .replace(/<\/head>/i, `<style>${offlineCopyCss}</style></head>`)
    .replace(/<body\b[^>]*>/i, (body) => body + noticeHtml(savedAt));
}
