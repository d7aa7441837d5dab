import type { ProFormaLine } from '@shop/contracts/plain';
import { describe, expect, it } from 'vitest';
import { LINK_LIMITS, lineText, messageAddress, smsNumber, type MessageInput } from './message';

const cable: ProFormaLine = {
  productId: 'p-cable',
  variantId: 'v-2.5',
  title: 'کابل افشان',
  variantLabel: 'سطح مقطع: ۲٫۵',
  unit: 'metre',
  unitSize: null,
  minQuantity: 1,
  quantityStep: 1,
  quantity: 25,
  unitPrice: 48_500,
  lineTotal: 1_212_500,
};
const breaker: ProFormaLine = {
  ...cable,
  productId: 'p-breaker',
  variantId: 'v-breaker',
  title: 'کلید مینیاتوری تک‌پل ۱۶ آمپر',
  variantLabel: null,
  unit: 'piece',
  quantity: 3,
  unitPrice: 180_000,
  lineTotal: 540_000,
};
const LINK = 'https://shop.example/pro-forma/Zx8kQ2mP4rT7vW9yB3nD';

const input = (lines: ProFormaLine[]): MessageInput => ({
  shopName: 'برق‌آفرین',
  proForma: { number: '1405-00123', lines, total: lines.reduce((sum, line) => sum + line.lineTotal, 0) },
  link: LINK,
});

/** The text a message address carries, as the shopper's app shows it. */
const textOf = (address: string) => {
  const query = address.slice(address.indexOf('?') + 1);
  const text = query.split('&').find((part) => /^(text|body)=/.test(part))!;
  return decodeURIComponent(text.slice(text.indexOf('=') + 1));
};

/** Sixty different lines, as an electrician's job might list them. */
const sixty = Array.from({ length: 60 }, (_, index) => ({
  ...cable,
  variantId: `v-${index}`,
  title: `کابل افشان مسی نمره ${(index + 1).toLocaleString('fa-IR')}`,
  quantity: 10 + index,
  lineTotal: (10 + index) * 48_500,
}));

describe('the message a list is sent as', () => {
  it('when sent by WhatsApp, then it carries the shop, the number, every line, the total and the link', () => {
    const address = messageAddress('whatsapp', '989121234567', input([cable, breaker]));
    const text = [
      'برق‌آفرین',
      'پیش‌فاکتور ۱۴۰۵-۰۰۱۲۳',
      '۲۵ متر × کابل افشان (سطح مقطع: ۲٫۵) = ۱٬۲۱۲٬۵۰۰ تومان',
      '۳ عدد × کلید مینیاتوری تک‌پل ۱۶ آمپر = ۵۴۰٬۰۰۰ تومان',
      'جمع کل: ۱٬۷۵۲٬۵۰۰ تومان',
      LINK,
    ].join('\n');
    expect(address).toBe(`https://wa.me/989121234567?text=${encodeURIComponent(text)}`);
  });

  it('when sent by Telegram, then the link travels as the shared address and the text has the rest', () => {
    const address = messageAddress('telegram', 'ignored', input([cable]));
    const url = new URL(address);
    expect(`${url.origin}${url.pathname}`).toBe('https://t.me/share/url');
    expect(url.searchParams.get('url')).toBe(LINK);
    expect(url.searchParams.get('text')).toBe(
      [
        'برق‌آفرین',
        'پیش‌فاکتور ۱۴۰۵-۰۰۱۲۳',
        '۲۵ متر × کابل افشان (سطح مقطع: ۲٫۵) = ۱٬۲۱۲٬۵۰۰ تومان',
        'جمع کل: ۱٬۲۱۲٬۵۰۰ تومان',
      ].join('\n'),
    );
  });

  it('when sent by SMS, then the body goes to the number in an sms: address', () => {
    const address = messageAddress('sms', '09121234567', input([breaker]));
    expect(address.startsWith('sms:09121234567?body=')).toBe(true);
    expect(textOf(address)).toBe(
      [
        'برق‌آفرین',
        'پیش‌فاکتور ۱۴۰۵-۰۰۱۲۳',
        '۳ عدد × کلید مینیاتوری تک‌پل ۱۶ آمپر = ۵۴۰٬۰۰۰ تومان',
        'جمع کل: ۵۴۰٬۰۰۰ تومان',
        LINK,
      ].join('\n'),
    );
  });

  it('names a quantity in its unit with Persian digits and separators: a roll of 100 m, a thousand metres', () => {
    expect(lineText({ ...cable, unit: 'roll', unitSize: 100, quantity: 2, lineTotal: 9_700_000 })).toBe(
      '۲ حلقه‌ی ۱۰۰ متری × کابل افشان (سطح مقطع: ۲٫۵) = ۹٬۷۰۰٬۰۰۰ تومان',
    );
    expect(lineText({ ...cable, quantity: 1000, lineTotal: 48_500_000 })).toBe(
      '۱٬۰۰۰ متر × کابل افشان (سطح مقطع: ۲٫۵) = ۴۸٬۵۰۰٬۰۰۰ تومان',
    );
  });

  for (const channel of ['whatsapp', 'telegram', 'sms'] as const) {
    it(`when a 60-line list would not fit a ${channel} link, then the first lines that fit are sent, the others counted, with the total and the link`, () => {
      const address = messageAddress(channel, '989121234567', input(sixty));
      expect(address.length).toBeLessThanOrEqual(LINK_LIMITS[channel]);
      const lines = textOf(address).split('\n');
      const shown = lines.filter((line) => line.includes(' × '));
      expect(shown.length).toBeGreaterThan(0);
      expect(shown).toEqual(sixty.slice(0, shown.length).map(lineText));
      const total = sixty.reduce((sum, line) => sum + line.lineTotal, 0);
      expect(lines.slice(0, 2)).toEqual(['برق‌آفرین', 'پیش‌فاکتور ۱۴۰۵-۰۰۱۲۳']);
      expect(lines.slice(2 + shown.length)).toEqual([
        `و ${(60 - shown.length).toLocaleString('fa-IR')} قلم دیگر`,
        `جمع کل: ${total.toLocaleString('fa-IR').replace(/,/g, '٬')} تومان`,
        ...(channel === 'telegram' ? [] : [LINK]),
      ]);
      if (channel === 'telegram') expect(new URL(address).searchParams.get('url')).toBe(LINK);
      // As many as fit: one more line (and one fewer counted) would have made the address too long.
      const text = lines.join('\n');
      const longer = [
        ...lines.slice(0, 2 + shown.length),
        lineText(sixty[shown.length]!),
        `و ${(60 - shown.length - 1).toLocaleString('fa-IR')} قلم دیگر`,
        ...lines.slice(3 + shown.length),
      ].join('\n');
      const longerAddress = address.replace(encodeURIComponent(text), encodeURIComponent(longer));
      expect(longerAddress).not.toBe(address);
      expect(longerAddress.length).toBeGreaterThan(LINK_LIMITS[channel]);
    });
  }

  it('when sent, then every digit of the text but the link is Persian', () => {
    const text = textOf(messageAddress('whatsapp', '989121234567', input(sixty)));
    expect(text.replace(LINK, '')).not.toMatch(/[0-9]/);
  });

  it('texts the shop’s mobile phone, else its WhatsApp number, else nobody', () => {
    expect(smsNumber({ phone: '0912 123 4567', whatsapp: '' })).toBe('09121234567');
    expect(smsNumber({ phone: '021-66712345', whatsapp: '989121234567' })).toBe('09121234567');
    expect(smsNumber({ phone: '021-66712345', whatsapp: '4915112345678' })).toBe('+4915112345678');
    expect(smsNumber({ phone: '021-66712345', whatsapp: '' })).toBeNull();
  });
});
