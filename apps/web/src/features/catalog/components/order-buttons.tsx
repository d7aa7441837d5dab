import { apiRoutes, type InquiryChannel, type ShopSettings } from '@shop/contracts/plain';
import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { telHref } from '../../../lib/shop-info';

/** The message a shopper sends: the product's title and the page's address. */
export function orderMessage(title: string, url: string): string {
  return `سلام، برای سفارش این محصول پیام می‌دهم:\n${title}\n${url}`;
}

/** Tells the shop which product was asked about, and how; anonymous, and it never delays the shopper. */
function reportInquiry(productId: string, channel: InquiryChannel) {
  const body = new Blob([JSON.stringify({ productId, channel })], { type: 'application/json' });
  navigator.sendBeacon?.(apiRoutes.inquiries.record.path, body);
}

const neverChanges = () => () => {};

/**
 * The page's full address. The server draws the page without knowing which address the shopper typed,
 * so its markup has the path alone and the browser adds the origin right after hydrating.
 */
function usePageUrl(): string {
  const { pathname, search } = useLocation();
  const origin = useSyncExternalStore(
    neverChanges,
    () => window.location.origin,
    () => '',
  );
  return origin + pathname + search;
}

interface Props {
  productId: string;
  title: string;
  settings: ShopSettings;
}

/** The ways to order the shop has set: WhatsApp with the message, Telegram, a call (none, and nothing). */
export function OrderButtons({ productId, title, settings }: Props) {
  const url = usePageUrl();
  const text = encodeURIComponent(orderMessage(title, url));
  const { whatsapp, telegram, phone } = settings;
  if (!whatsapp && !telegram && !phone) return null;
  return (
    <div className="order-buttons" data-keep-clear>
      {whatsapp && (
        <a
          className="button button-whatsapp"
          href={`https://wa.me/${whatsapp}?text=${text}`}
          onClick={() => reportInquiry(productId, 'whatsapp')}
          target="_blank"
          rel="noopener"
        >
          سفارش در واتس‌اپ
        </a>
      )}
      {telegram && (
        <a
          className="button button-telegram"
          href={`https://t.me/${telegram}`}
          onClick={() => reportInquiry(productId, 'telegram')}
          target="_blank"
          rel="noopener"
        >
          پیام در تلگرام
        </a>
      )}
      {phone && (
        <a
          className="button button-call"
          href={telHref(phone)}
          onClick={() => reportInquiry(productId, 'call')}
        >
          تماس تلفنی
        </a>
      )}
    </div>
  );
}
