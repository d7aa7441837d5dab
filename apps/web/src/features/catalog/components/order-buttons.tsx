import { inquiryEndpoints, type InquiryChannel, type ShopSettings } from '@shop/contracts';
import { telHref } from '../../../lib/shop-info';

/** The message a shopper sends: the product's title and the page's address. */
export function orderMessage(title: string, url: string): string {
  return `سلام، برای سفارش این محصول پیام می‌دهم:\n${title}\n${url}`;
}

/** Tells the shop which product was asked about, and how; anonymous, and it never delays the shopper. */
function reportInquiry(productId: string, channel: InquiryChannel) {
  const body = new Blob([JSON.stringify({ productId, channel })], { type: 'application/json' });
  navigator.sendBeacon?.(inquiryEndpoints.record.path, body);
}

interface Props {
  productId: string;
  title: string;
  settings: ShopSettings;
}

export function OrderButtons({ productId, title, settings }: Props) {
  const url = window.location.href.replace(/#.*$/, '');
  const text = encodeURIComponent(orderMessage(title, url));
  return (
    <div className="order-buttons">
      <a
        className="button button-whatsapp"
        href={`https://wa.me/${settings.whatsapp}?text=${text}`}
        onClick={() => reportInquiry(productId, 'whatsapp')}
        target="_blank"
        rel="noopener"
      >
        سفارش در واتس‌اپ
      </a>
      <a
        className="button button-telegram"
        href={`https://t.me/${settings.telegram}`}
        onClick={() => reportInquiry(productId, 'telegram')}
        target="_blank"
        rel="noopener"
      >
        پیام در تلگرام
      </a>
      <a
        className="button button-call"
        href={telHref(settings.phone)}
        onClick={() => reportInquiry(productId, 'call')}
      >
        تماس تلفنی
      </a>
    </div>
  );
}
