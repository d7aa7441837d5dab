import { useRef, useState, type ReactNode } from 'react';
import type { FeedSettings, FeedSettingsAnswer } from '@shop/contracts/plain';
import { errorDialog } from '../../../../lib/dialog';
import { useFeedSettings } from '../api/get-feed-settings';
import { useUpdateFeedSettings } from '../api/update-feed-settings';

/** An address to paste into another site's panel: shown whole, selectable, and copied with one press. */
function CopyableAddress({ label, url }: { label: string; url: string }) {
  const field = useRef<HTMLTextAreaElement>(null);
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      // No clipboard (an http address other than localhost): the address is selected for Ctrl+C.
      field.current?.select();
      return;
    }
    setCopied(true);
    setTimeout(() => setCopied(false), 2000);
  };
  return (
    <div className="copyable">
      {/* A text area, so a long address wraps on a phone instead of hiding its end. */}
      <textarea
        ref={field}
        dir="ltr"
        rows={1}
        readOnly
        value={url}
        aria-label={label}
        onFocus={(e) => e.target.select()}
      />
      <button type="button" className="button" onClick={copy}>
        {copied ? 'کپی شد' : 'کپی'}
      </button>
    </div>
  );
}

interface FeedRowProps {
  name: keyof FeedSettings;
  title: string;
  children: ReactNode;
  answer: FeedSettingsAnswer;
  busy: boolean;
  onSwitch: (name: keyof FeedSettings, on: boolean) => void;
  /** False when the server cannot do it whatever the switch says (no token): it never reads «روشن». */
  workable?: boolean;
}

function FeedRow({ name, title, children, answer, busy, onSwitch, workable = true }: FeedRowProps) {
  const on = workable && answer.feeds[name];
  return (
    <li className="feed-row">
      <label className="field-inline choice">
        <input
          type="checkbox"
          role="switch"
          checked={on}
          disabled={busy || !workable}
          onChange={(event) => onSwitch(name, event.target.checked)}
        />{' '}
        {title}
        <span className={on ? 'feed-state on' : 'feed-state'}>
          {workable ? (on ? 'روشن' : 'خاموش') : 'غیرفعال'}
        </span>
      </label>
      {children}
    </li>
  );
}

/** The switches of the feeds for Torob and shopping search engines, and the addresses to give them. */
export function FeedSettingsPanel() {
  const { data } = useFeedSettings();
  const update = useUpdateFeedSettings();
  if (!data) return <p>در حال بارگذاری...</p>;
  const onSwitch = (name: keyof FeedSettings, on: boolean) =>
    update.mutateAsync({ ...data.feeds, [name]: on }).catch(errorDialog);
  const row = { answer: data, busy: update.isPending, onSwitch };
  const offNote = (name: keyof FeedSettings) =>
    !data.feeds[name] && <p className="hint">خاموش است: این نشانی پاسخ «پیدا نشد» (۴۰۴) می‌دهد.</p>;

  return (
    <section className="panel form-panel wide feed-settings" aria-labelledby="feeds-heading">
      <h2 id="feeds-heading">فیدهای ترب و گوگل</h2>
      <ul>
        <FeedRow name="torobApi" title="API محصولات ترب" {...row}>
          <p className="hint">این نشانی را در پنل فروشگاه‌ها در ترب وارد کنید.</p>
          <CopyableAddress label="نشانی API ترب" url={data.addresses.torobApi} />
          {offNote('torobApi')}
        </FeedRow>
        <FeedRow name="productsXml" title="فید XML محصولات (گوگل مرچنت سنتر و دیگر موتورها)" {...row}>
          <p className="hint">این نشانی را در Google Merchant Center به‌عنوان فید محصولات بدهید.</p>
          <CopyableAddress label="نشانی فید XML" url={data.addresses.productsXml} />
          {offNote('productsXml')}
        </FeedRow>
        <FeedRow
          name="torobWebhook"
          title="خبر دادن تغییر قیمت و موجودی به ترب (وب‌هوک)"
          workable={data.webhook.configured}
          {...row}
        >
          {data.webhook.configured ? (
            <p className="hint">
              هر تغییر قیمت یا موجودی چند ثانیه بعد به <bdi dir="ltr">{data.webhook.url}</bdi> فرستاده می‌شود.
            </p>
          ) : (
            <p className="note">
              توکن وب‌هوک ترب تنظیم نشده است: تا <bdi dir="ltr">TOROB_WEBHOOK_TOKEN</bdi> در پیکربندی سرور
              گذاشته نشود چیزی فرستاده نمی‌شود.
            </p>
          )}
        </FeedRow>
      </ul>
    </section>
  );
}
