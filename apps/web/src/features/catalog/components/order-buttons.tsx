import { apiRoutes, type InquiryChannel, type ShopSettings } from '@shop/contracts/plain';
import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { telHref } from '../../../lib/shop-info';

/** An order, or a stock inquiry for a product (or variant) out of stock. */
export type OrderPurpose = 'order' | 'inquiry';

/** What each button says and what the message asks for: ordering looks different from asking. */
const WORDING = {
  order: { ask: 'سفارش', whatsapp: 'سفارش در واتس‌اپ', telegram: 'پیام در تلگرام', call: 'تماس تلفنی' },
  inquiry: {
    ask: 'استعلام موجودی',
    whatsapp: 'استعلام موجودی در واتس‌اپ',
    telegram: 'استعلام موجودی در تلگرام',
    call: 'استعلام موجودی با تماس تلفنی',
  },
} as const satisfies Record<OrderPurpose, Record<'ask' | InquiryChannel, string>>;

/** The message a shopper sends: what for, the product's title and the page's address. */
export function orderMessage(title: string, url: string, purpose: OrderPurpose = 'order'): string {
  return `سلام، برای ${WORDING[purpose].ask} این محصول پیام می‌دهم:\n${title}\n${url}`;
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
  purpose: OrderPurpose;
}

/**
 * The ways to order the shop has set: WhatsApp with the message, Telegram, a call (none, and nothing);
 * for what is out of stock, the same ways to ask when it comes back.
 */
export function OrderButtons({ productId, title, settings, purpose }: Props) {
  const url = usePageUrl();
  const text = encodeURIComponent(orderMessage(title, url, purpose));
  const { whatsapp, telegram, phone } = settings;
  const wording = WORDING[purpose];
  if (!whatsapp && !telegram && !phone) return null;
  return (
    <div className={`order-buttons order-buttons-${purpose}`} data-keep-clear>
      {whatsapp && (
        <a
          className="button button-whatsapp"
          href={`https://wa.me/${whatsapp}?text=${text}`}
          onClick={() => reportInquiry(productId, 'whatsapp')}
          target="_blank"
          rel="noopener"
        >
          {wording.whatsapp}
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
          {wording.telegram}
        </a>
      )}
      {phone && (
        <a
          className="button button-call"
          href={telHref(phone)}
          onClick={() => reportInquiry(productId, 'call')}
        >
          {wording.call}
        </a>
      )}
    </div>
  );
}
