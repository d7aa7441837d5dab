import { pagePath, pageTitles } from '@shop/contracts/plain';
import { Breadcrumb } from '../../../components/breadcrumb';
import { EmptyState, ErrorPanel, Spinner } from '../../../components/status';
import { confirmDialog } from '../../../lib/dialog';
import { formatNumber, formatSolarDateTime, formatToman } from '../../../lib/format';
import { clearRequestList, useRequestList } from '../../../lib/request-list';
import { useSettings } from '../../../shell/api/get-settings';
import { usePageMeta } from '../../../shell/page-meta';
import { lastPricedList } from '../api/last-priced-list';
import { usePricedList } from '../api/price-request-list';
import { ListLine } from '../components/list-line';
import { SendList } from '../components/send-list';
import './request-list-page.css';

function Heading() {
  return (
    <>
      <Breadcrumb
        items={[
          { label: 'خانه', to: pagePath('home') },
          { label: 'فروشگاه', to: pagePath('shop') },
          { label: 'لیست خرید' },
        ]}
      />
      <h1>لیست خرید</h1>
    </>
  );
}

async function clearAll() {
  const sure = await confirmDialog({
    title: 'لیست خرید پاک شود؟',
    message: 'همه ردیف‌های لیست حذف می‌شوند.',
    confirmText: 'بله، پاک شود',
    cancelText: 'نه، بماند',
    danger: true,
  });
  if (sure) clearRequestList();
}

/**
 * The request list: each line priced by the server now (the browser's numbers are never shown as
 * prices), flagged when it cannot be ordered, the total, and the ways to send it as a pro-forma.
 */
export default function RequestListPage() {
  usePageMeta(pageTitles.requestList);
  const list = useRequestList();
  const lines = list?.lines ?? [];
  const priced = usePricedList(lines);
  const settings = useSettings().data?.settings;
  // Without a connection (the call failed, or waits for the network): the last prices, said to be so.
  const offline = !priced.data && (priced.isError || priced.isPaused) ? lastPricedList(lines) : undefined;
  const data = priced.data ?? offline?.answer;

  // The server's page and hydration: the list lives in this browser, so only the frame is drawn.
  if (!list)
    return (
      <div className="page request-list-page">
        <Heading />
      </div>
    );
  if (lines.length === 0)
    return (
      <div className="page request-list-page">
        <Heading />
        <EmptyState
          message="لیست خرید شما خالی است. در صفحه هر محصول یا روی کارت آن «افزودن به لیست» را بزنید؛ لیست را یک‌جا در واتس‌اپ، تلگرام یا پیامک بفرستید یا پیش‌فاکتور بگیرید."
          linkTo={pagePath('shop')}
          linkLabel="رفتن به فروشگاه"
        />
      </div>
    );
  if (!data)
    return (
      <div className="page request-list-page">
        <Heading />
        {priced.isError ? (
          <ErrorPanel onRetry={() => void priced.refetch()} />
        ) : (
          <Spinner label="در حال گرفتن قیمت‌های امروز..." />
        )}
      </div>
    );

  const byVariant = new Map(data.lines.map((line) => [line.variantId, line]));
  const shown = lines.flatMap((line) => {
    const answer = byVariant.get(line.variantId);
    return answer ? [{ answer, quantity: line.quantity }] : [];
  });
  const flagged = shown.filter(({ answer }) => answer.state !== 'available').length;
  const orderable = shown.length - flagged;
  // A tap ahead of the prices: the figures are a moment old until the server answers.
  const updating = priced.isPlaceholderData || priced.isFetching;

  return (
    <div className={`page request-list-page${offline ? ' list-from-last-visit' : ''}`}>
      <Heading />
      <div className="list-summary-row">
        <p className="result-count">{formatNumber(lines.length)} ردیف</p>
        <button type="button" className="text-button" onClick={() => void clearAll()}>
          پاک کردن لیست
        </button>
      </div>
      <ul className="list-lines" aria-busy={updating}>
        {shown.map(({ answer, quantity }) => (
          <ListLine key={answer.variantId} line={answer} quantity={quantity} />
        ))}
      </ul>
      <div className="list-total" aria-live="polite" aria-busy={updating}>
        <p>
          <span>جمع کل ({formatNumber(orderable)} قلم)</span>
          <strong className="list-total-amount">{formatToman(data.total)}</strong>
        </p>
        {flagged > 0 && (
          <p className="hint">
            {formatNumber(flagged)} ردیف ناموجود یا نیازمند اصلاح در جمع و پیش‌فاکتور نمی‌آید.
          </p>
        )}
        {offline ? (
          <p className="hint list-last-visit" role="status">
            قیمت‌ها مربوط به آخرین بازدید شما در {formatSolarDateTime(offline.savedAt)} است، نه امروز؛ با
            برقراری اتصال، قیمت امروز می‌آید.
          </p>
        ) : (
          <p className="hint">قیمت‌ها قیمت امروز فروشگاه است، به تومان.</p>
        )}
      </div>
      {settings && (
        <SendList lines={lines} settings={settings} disabled={orderable === 0 || updating || !!offline} />
      )}
    </div>
  );
}
