import { saleUnitLabel, type ProForma, type ProFormaLine, type ShopSettings } from '@shop/contracts/plain';
import { formatNumber, formatToman, parseIranMobile, toPersianDigits } from '@shop/persian';

/** The channels a list is sent by as one message in a link. */
export type MessageChannel = 'whatsapp' | 'telegram' | 'sms';

/**
 * The longest link each channel is given, in characters of the encoded address. Persian text is
 * percent-encoded at about six characters a letter, so these are the binding limits, not the messages':
 * - WhatsApp: wa.me answers with a redirect to api.whatsapp.com carrying the text, so the address
 *   crosses two web servers; 4,000 is half the 8,000 octets RFC 9110 asks every server to accept, and
 *   the text it carries (about 650 Persian letters) is far below a message's 65,536 characters.
 * - Telegram: t.me/share/url is an address on Telegram's web server, which has answered 414 to long
 *   addresses; the same 4,000 keeps the text well under a message's 4,096 characters.
 * - SMS: `sms:` never reaches a server; the limit is the message. Persian is sent in UCS-2, 67
 *   characters a part: 2,000 (about 330 letters) is about five parts, which phones join into one.
 */
export const LINK_LIMITS: Record<MessageChannel, number> = { whatsapp: 4000, telegram: 4000, sms: 2000 };

/** What a message is made of: the shop's name, the pro-forma (number, lines, total) and its address. */
export interface MessageInput {
  shopName: string;
  proForma: Pick<ProForma, 'number' | 'lines' | 'total'>;
  /** The pro-forma page's full address. */
  link: string;
}

/** «۲۵ متر × کابل افشان (سطح مقطع: ۲٫۵) = ۱٬۲۱۲٬۵۰۰ تومان» */
export function lineText(
  line: Pick<ProFormaLine, 'quantity' | 'unit' | 'unitSize' | 'title' | 'variantLabel' | 'lineTotal'>,
) {
  const title = line.variantLabel ? `${line.title} (${line.variantLabel})` : line.title;
  return `${formatNumber(line.quantity)} ${saleUnitLabel(line)} × ${title} = ${formatToman(line.lineTotal)}`;
}

/** The message with its first `shown` lines (the rest counted as «و N قلم دیگر»), with or without the link. */
function compose({ shopName, proForma, link }: MessageInput, shown: number, withLink: boolean): string {
  const rest = proForma.lines.length - shown;
  return [
    shopName,
    `پیش‌فاکتور ${toPersianDigits(proForma.number)}`,
    ...proForma.lines.slice(0, shown).map(lineText),
    ...(rest > 0 ? [`و ${formatNumber(rest)} قلم دیگر`] : []),
    `جمع کل: ${formatToman(proForma.total)}`,
    ...(withLink ? [link] : []),
  ].join('\n');
}

/** The address that opens `channel` with `text` (Telegram carries the pro-forma's address apart). */
function addressOf(channel: MessageChannel, to: string, text: string, link: string): string {
  const body = encodeURIComponent(text);
  if (channel === 'whatsapp') return `https://wa.me/${to}?text=${body}`;
  if (channel === 'telegram') return `https://t.me/share/url?url=${encodeURIComponent(link)}&text=${body}`;
  return `sms:${to}?body=${body}`;
}

/**
 * The one message a list is sent as, in the address that opens the channel: the shop's name, the
 * pro-forma's number, each line, the total and the pro-forma's address. When the whole list would make
 * the address longer than the channel takes (`LINK_LIMITS`), the first lines that fit are sent and
 * the others counted («و ۴۸ قلم دیگر»): the pro-forma's page, linked, has every line.
 */
export function messageAddress(channel: MessageChannel, to: string, input: MessageInput): string {
  const withLink = channel !== 'telegram';
  const limit = LINK_LIMITS[channel];
  let address = '';
  for (let shown = input.proForma.lines.length; shown >= 0; shown--) {
    address = addressOf(channel, to, compose(input, shown, withLink), input.link);
    if (address.length <= limit) return address;
  }
  return address; // not even the header fits (a very long shop name): sent as short as it gets
}

/** The whole message with the link, for an app whose chat link takes no text: copied to be pasted. */
export const messageText = (input: MessageInput): string => compose(input, input.proForma.lines.length, true);

/**
 * Where a text message goes: the shop's phone when it is a mobile number, else its WhatsApp number
 * (a mobile, in international form); null when neither can take one.
 */
export function smsNumber({ phone, whatsapp }: Pick<ShopSettings, 'phone' | 'whatsapp'>): string | null {
  return parseIranMobile(phone) ?? (whatsapp ? (parseIranMobile(whatsapp) ?? `+${whatsapp}`) : null);
}
