import {
  apiRoutes,
  byMessenger,
  MESSENGER_KEYS,
  MESSENGERS,
  type InquiryChannel,
  type Messenger,
  type ShopSettings,
} from '@shop/contracts/plain';
import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { toPersianDigits } from '../../../lib/format';
import { telHref } from '../../../lib/shop-info';

/** An order, or a stock inquiry for a product (or variant) out of stock. */
export type OrderPurpose = 'order' | 'inquiry';

const messengerWords = (prefix: string) => byMessenger((_, { name }) => `${prefix} ${name}`);

/** What each button says and what the message asks for: ordering looks different from asking. */
const WORDING = {
  order: {
    ask: 'سفارش',
    whatsapp: 'سفارش در واتس‌اپ',
    telegram: 'پیام در تلگرام',
    call: 'تماس تلفنی',
    ...messengerWords('پیام در'),
  },
  inquiry: {
    ask: 'استعلام موجودی',
    whatsapp: 'استعلام موجودی در واتس‌اپ',
    telegram: 'استعلام موجودی در تلگرام',
    call: 'استعلام موجودی با تماس تلفنی',
    ...messengerWords('استعلام موجودی در'),
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
  /** The message, for an app whose link cannot carry it: copied as the link opens, to paste. */
  copy?: string;
  /** The number to show on the button (a call: a desktop cannot dial it). */
  number?: string;
}

/**
 * The ways to order the shop has set, in the page's order: WhatsApp and Telegram with the message in
 * the shop's own chat, a call, then the Iranian messengers the owner switched on.
 */
function useOrderLinks({ title, settings, purpose }: Omit<Props, 'productId'>): OrderLink[] {
  const url = usePageUrl();
  const message = orderMessage(title, url, purpose);
  const text = encodeURIComponent(message);
  const { whatsapp, telegram, phone, messengers } = settings;
  return [
    ...(whatsapp ? [{ channel: 'whatsapp' as const, href: `https://wa.me/${whatsapp}?text=${text}` }] : []),
    // A username link with `text` opens the chat with the message as a draft (Telegram's deep links).
    ...(telegram ? [{ channel: 'telegram' as const, href: `https://t.me/${telegram}?text=${text}` }] : []),
    ...(phone ? [{ channel: 'call' as const, href: telHref(phone), number: phone }] : []),
    ...MESSENGER_KEYS.flatMap((key) =>
      messengers[key] ? [{ channel: key, href: MESSENGERS[key].chat + messengers[key], copy: message }] : [],
    ),
  ];
}

function OrderLinkButton({ link, label, productId }: { link: OrderLink; label: string; productId: string }) {
  const away = link.channel !== 'call';
  return (
    <a
      className={`button button-${link.channel}`}
      href={link.href}
      onClick={() => {
        reportInquiry(productId, link.channel);
        if (link.copy) void navigator.clipboard?.writeText(link.copy).catch(() => undefined);
      }}
      target={away ? '_blank' : undefined}
      rel={away ? 'noopener' : undefined}
    >
      {label}
      {link.number && (
        <>
          {' '}
          <bdi dir="ltr">{toPersianDigits(link.number)}</bdi>
        </>
      )}
    </a>
  );
}

/**
 * The ways to order the shop has set: WhatsApp and Telegram with the message, a call with its number,
 * the messengers (none, and nothing); for what is out of stock, the same ways to ask when it comes back.
 * A messenger's button copies the message as it opens the chat: a hint says so.
 */
export function OrderButtons({ productId, ...order }: Props) {
  const links = useOrderLinks(order);
  if (links.length === 0) return null;
  const copying = links.flatMap((link) => (link.copy ? [MESSENGERS[link.channel as Messenger].name] : []));
  return (
    <>
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
      {copying.length > 0 && (
        <p className="hint">
          {copying.join('، ')}: متن سفارش با باز شدن گفت‌وگو کپی می‌شود؛ آن را در گفت‌وگو بچسبانید.
        </p>
      )}
    </>
  );
}

/** The first way to order, worded short («سفارش», «استعلام») for the phone's bottom bar; none, nothing. */
export function FirstOrderButton({ productId, ...order }: Props) {
  const [first] = useOrderLinks(order);
  return first ? (
    <OrderLinkButton
      link={{ ...first, number: undefined }}
      label={order.purpose === 'order' ? 'سفارش' : 'استعلام'}
      productId={productId}
    />
  ) : null;
}
