import type { ShopSettings } from '@shop/contracts';
import { telHref } from '../../../lib/shop-info';

/** The message a shopper sends: the product's title and the page's address. */
export function orderMessage(title: string, url: string): string {
  return `سلام، برای سفارش این محصول پیام می‌دهم:\n${title}\n${url}`;
}

export function OrderButtons({ title, settings }: { title: string; settings: ShopSettings }) {
  const url = window.location.href.replace(/#.*$/, '');
  const text = encodeURIComponent(orderMessage(title, url));
  return (
    <div className="order-buttons">
      <a
        className="button button-whatsapp"
        href={`https://wa.me/${settings.whatsapp}?text=${text}`}
        target="_blank"
        rel="noopener"
      >
        سفارش در واتس‌اپ
      </a>
      <a
        className="button button-telegram"
        href={`https://t.me/${settings.telegram}`}
        target="_blank"
        rel="noopener"
      >
        پیام در تلگرام
      </a>
      <a className="button button-call" href={telHref(settings.phone)}>
        تماس تلفنی
      </a>
    </div>
  );
}
