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

interface OrderLink {
  channel: InquiryChannel;
  href: string;
}

/** The ways to order the shop has set, in the page's order: WhatsApp with the message, Telegram, a call. */
function useOrderLinks({ title, settings, purpose }: Omit<Props, 'productId'>): OrderLink[] {
  const url = usePageUrl();
  const text = encodeURIComponent(orderMessage(title, url, purpose));
  const { whatsapp, telegram, phone } = settings;
  return [
    ...(whatsapp ? [{ channel: 'whatsapp' as const, href: `https://wa.me/${whatsapp}?text=${text}` }] : []),
    ...(telegram ? [{ channel: 'telegram' as const, href: `https://t.me/${telegram}` }] : []),
    ...(phone ? [{ channel: 'call' as const, href: telHref(phone) }] : []),
  ];
}

function OrderLinkButton({ link, label, productId }: { link: OrderLink; label: string; productId: string }) {
  const away = link.channel !== 'call';
  return (
    <a
      className={`button button-${link.channel}`}
      href={link.href}
      onClick={() => reportInquiry(productId, link.channel)}
      target={away ? '_blank' : undefined}
      rel={away ? 'noopener' : undefined}
    >
      {label}
    </a>
  );
}

/**
 * The ways to order the shop has set: WhatsApp with the message, Telegram, a call (none, and nothing);
 * for what is out of stock, the same ways to ask when it comes back.
 */
export function OrderButtons({ productId, ...order }: Props) {
  const links = useOrderLinks(order);
  if (links.length === 0) return null;
  return (
    <div className={`order-buttons order-buttons-${order.purpose}`} data-keep-clear>
      {links.map((link) => (
        <OrderLinkButton
          key={link.channel}
          link={link}
          label={WORDING[order.purpose][link.channel]}
          productId={productId}
        />
      ))}
    </div>
  );
}

/** The first way to order, worded short («سفارش», «استعلام») for the phone's bottom bar; none, nothing. */
export function FirstOrderButton({ productId, ...order }: Props) {
  const [first] = useOrderLinks(order);
  return first ? (
    <OrderLinkButton
      link={first}
      label={order.purpose === 'order' ? 'سفارش' : 'استعلام'}
      productId={productId}
    />
  ) : null;
}
