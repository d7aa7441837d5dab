import {
  byMessenger,
  MESSENGER_KEYS,
  MESSENGERS,
  pagePath,
  type Messenger,
  type ProForma,
  type ProFormaChannel,
  type RequestLine,
  type ShopSettings,
} from '@shop/contracts/plain';
import { parseIranMobile } from '@shop/persian';
import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { errorDialog } from '../../../lib/dialog';
import { toPersianDigits } from '../../../lib/format';
import { telHref } from '../../../lib/shop-info';
import { useAuth } from '../../../shell/api/validate-token';
import { useCreateProForma } from '../api/create-pro-forma';
import { messageAddress, messageText, smsNumber, type MessageChannel } from '../message';

interface Channel {
  channel: Exclude<ProFormaChannel, 'link'>;
  label: string;
  className: string;
  /** Where it goes: a WhatsApp number, a Telegram username, a mobile, a phone, a messenger's id. */
  to: string;
}

const isMessenger = (channel: Channel['channel']): channel is Messenger => channel in MESSENGERS;

/** Copies the message for an app whose link cannot carry it; a refusal leaves the panel's copy button. */
const copyMessage = (text: string) => navigator.clipboard?.writeText(text).catch(() => undefined);

/** The channels the shop has set up (a detail left empty leaves its button out, as the order buttons do). */
function channelsOf(settings: ShopSettings): Channel[] {
  const sms = smsNumber(settings);
  const all: (Channel | false)[] = [
    !!settings.whatsapp && {
      channel: 'whatsapp',
      label: 'ارسال در واتس‌اپ',
      className: 'button button-whatsapp',
      to: settings.whatsapp,
    },
    !!settings.telegram && {
      channel: 'telegram',
      label: 'ارسال در تلگرام',
      className: 'button button-telegram',
      to: settings.telegram,
    },
    !!sms && { channel: 'sms', label: 'پیامک', className: 'button button-call', to: sms },
    !!settings.phone && {
      channel: 'call',
      label: 'تماس',
      className: 'button button-call',
      to: settings.phone,
    },
    ...MESSENGER_KEYS.map(
      (key) =>
        !!settings.messengers[key] && {
          channel: key,
          label: `ارسال در ${MESSENGERS[key].name}`,
          className: `button button-${key}`,
          to: settings.messengers[key],
        },
    ),
  ];
  return all.filter((channel) => channel !== false);
}

/** What was sent: the pro-forma, by which channel, the address that opens it, and of which list. */
interface Sent {
  channel: Channel;
  proForma: ProForma;
  address: string;
  /** The list sent, as text: a change to it hides what was sent. */
  list: string;
  /** The message, for a messenger: copied, to be pasted in its chat. */
  copy?: string;
}

/** Opens the channel: a messaging app in a new tab (or its app), a text or a call on the phone itself. */
function openChannel(channel: Channel['channel'], address: string) {
  if (isExternal(channel)) window.open(address, '_blank', 'noopener');
  else window.location.assign(address);
}

const isExternal = (channel: Channel['channel']) =>
  channel === 'whatsapp' || channel === 'telegram' || isMessenger(channel);

const OPEN_AGAIN: Record<Channel['channel'], string> = {
  whatsapp: 'باز کردن واتس‌اپ',
  telegram: 'باز کردن تلگرام',
  sms: 'باز کردن پیامک',
  call: 'تماس',
  ...byMessenger((_, { name }) => `باز کردن ${name}`),
};

function SentPanel({ sent, settings }: { sent: Sent; settings: ShopSettings }) {
  // «۱۴۰۵-۰۰۱۲۳» reads left to right, year first, as the pro-forma's page and PDF write it.
  const number = toPersianDigits(sent.proForma.number);
  const page = pagePath('proForma', { token: sent.proForma.token });
  const external = isExternal(sent.channel.channel);
  const messenger = isMessenger(sent.channel.channel) ? MESSENGERS[sent.channel.channel] : undefined;
  return (
    <div className="panel sent-panel" role="status">
      <h3>
        پیش‌فاکتور <bdi dir="ltr">{number}</bdi> صادر شد
      </h3>
      {sent.channel.channel === 'call' ? (
        <p>
          هنگام تماس، شماره پیش‌فاکتور را به فروشنده بگویید:{' '}
          <strong className="sent-number">
            <bdi dir="ltr">{number}</bdi>
          </strong>
        </p>
      ) : messenger ? (
        <p>
          متن پیام با همه اقلام و پیوند پیش‌فاکتور کپی شد؛ در گفت‌وگوی {messenger.name} با{' '}
          <bdi dir="ltr">{sent.channel.to}</bdi> آن را بچسبانید و بفرستید.
        </p>
      ) : (
        <p>
          پیام با همه اقلام و پیوند پیش‌فاکتور آماده است؛ آن را بفرستید.
          {sent.channel.channel === 'telegram' && (
            <>
              {' '}
              در تلگرام گفت‌وگوی <bdi dir="ltr">@{settings.telegram}</bdi> را انتخاب کنید.
            </>
          )}
        </p>
      )}
      <div className="sent-actions" data-keep-clear>
        <a
          className={sent.channel.className}
          href={sent.address}
          {...(external ? { target: '_blank', rel: 'noopener' } : {})}
        >
          {sent.channel.channel === 'call' ? (
            <>
              تماس با <bdi dir="ltr">{toPersianDigits(settings.phone)}</bdi>
            </>
          ) : (
            OPEN_AGAIN[sent.channel.channel]
          )}
        </a>
        {sent.copy && (
          <button
            type="button"
            className="button button-secondary"
            onClick={() => void copyMessage(sent.copy!)}
          >
            کپی دوباره متن پیام
          </button>
        )}
        <Link to={page} className="text-link">
          مشاهده پیش‌فاکتور
        </Link>
      </div>
    </div>
  );
}

/** A signed-out shopper's number to be called back on (a signed-in shopper's own is used). */
function CallbackPhone({
  value,
  error,
  onChange,
}: {
  value: string;
  error?: string;
  onChange: (phone: string) => void;
}) {
  const id = useId();
  return (
    <div className="send-phone">
      <label htmlFor={id}>شماره تماس برای پیگیری (اختیاری)</label>
      <input
        id={id}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        dir="ltr"
        placeholder="۰۹۱۲۱۲۳۴۵۶۷"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && (
        <p id={`${id}-error`} className="send-phone-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

interface Props {
  lines: RequestLine[];
  settings: ShopSettings;
  /** Nothing on the list can be ordered yet (no line available, or today's prices still coming). */
  disabled: boolean;
}

/**
 * The ways to send the list: each first makes the pro-forma (numbered, priced by the server), then
 * opens its channel with one message; «دریافت پیش‌فاکتور» only opens the pro-forma's page.
 */
export function SendList({ lines, settings, disabled }: Props) {
  const navigate = useNavigate();
  const create = useCreateProForma();
  const [sending, setSending] = useState<ProFormaChannel>();
  const [sent, setSent] = useState<Sent>();
  const { data: auth } = useAuth();
  const [phone, setPhone] = useState('');
  const [phoneError, setPhoneError] = useState<string>();
  const channels = channelsOf(settings);

  async function send(channel: Channel | 'link') {
    const callback = phone.trim() ? parseIranMobile(phone) : undefined;
    if (callback === null) return setPhoneError('شماره موبایل را درست بنویسید، مانند ۰۹۱۲۱۲۳۴۵۶۷');
    setPhoneError(undefined);
    setSending(channel === 'link' ? 'link' : channel.channel);
    try {
      const { proForma } = await create.mutateAsync({
        lines,
        channel: channel === 'link' ? 'link' : channel.channel,
        phone: callback,
      });
      const page = pagePath('proForma', { token: proForma.token });
      if (channel === 'link') return void navigate(page);
      const message = { shopName: settings.shopName.fa, proForma, link: window.location.origin + page };
      const copy = isMessenger(channel.channel) ? messageText(message) : undefined;
      const address =
        channel.channel === 'call'
          ? telHref(channel.to)
          : isMessenger(channel.channel)
            ? MESSENGERS[channel.channel].chat + channel.to
            : messageAddress(channel.channel as MessageChannel, channel.to, message);
      setSent({ channel, proForma, address, list: JSON.stringify(lines), copy });
      if (copy) void copyMessage(copy);
      openChannel(channel.channel, address);
    } catch (error) {
      await errorDialog(error, { title: 'پیش‌فاکتور صادر نشد' });
    } finally {
      setSending(undefined);
    }
  }

  return (
    <section className="send-list" aria-labelledby="send-title">
      <h2 id="send-title">ارسال لیست به فروشگاه</h2>
      <p className="hint">
        با هر ارسال، پیش‌فاکتوری شماره‌دار با قیمت‌های امروز صادر می‌شود و پیامی با همه اقلام و پیوند آن آماده
        می‌شود.
      </p>
      {auth?.isAuthenticated === false && (
        <CallbackPhone
          value={phone}
          error={phoneError}
          onChange={(typed) => {
            setPhone(typed);
            setPhoneError(undefined);
          }}
        />
      )}
      <div className="send-buttons" data-keep-clear>
        {channels.map((channel) => (
          <button
            key={channel.channel}
            type="button"
            className={channel.className}
            disabled={disabled || !!sending}
            aria-busy={sending === channel.channel}
            onClick={() => void send(channel)}
          >
            {channel.label}
          </button>
        ))}
        <button
          type="button"
          className="button button-accent"
          disabled={disabled || !!sending}
          aria-busy={sending === 'link'}
          onClick={() => void send('link')}
        >
          دریافت پیش‌فاکتور
        </button>
      </div>
      {/* Until the list changes: then it is another list, and another pro-forma. */}
      {sent?.list === JSON.stringify(lines) && <SentPanel sent={sent} settings={settings} />}
    </section>
  );
}
