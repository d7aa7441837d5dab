import { pagePath } from '@shop/contracts/plain';
import { Link, useParams } from 'react-router-dom';
import { errorMessage } from '../../../lib/api-client';
import { toPersianDigits } from '../../../lib/format';
import { usePageMeta } from '../../../shell/page-meta';
import { useStopAlerts } from '../api/stop-alerts';
import '../alerts.css';

/**
 * The «خبرم کن» SMS's stop link. It asks before it cancels: SMS apps open links to preview them, and a
 * preview must not stop anyone's alerts.
 */
export default function AlertStopPage() {
  const { token = '' } = useParams();
  const stop = useStopAlerts();
  usePageMeta('لغو خبرم کن');
  return (
    <div className="page">
      <section className="panel alert-stop">
        <h1>لغو پیامک‌های «خبرم کن»</h1>
        {stop.isSuccess ? (
          <p role="status">
            {stop.data.stopped > 0
              ? `${toPersianDigits(stop.data.stopped)} «خبرم کن» لغو شد. دیگر پیامکی از آن‌ها نمی‌فرستیم.`
              : 'خبرم کنی در انتظار نبود؛ پیامک دیگری نمی‌فرستیم.'}
          </p>
        ) : (
          <>
            <p>با این کار همه «خبرم کن»هایی که هنوز منتظرند لغو می‌شوند و پیامکی از آن‌ها نمی‌گیرید.</p>
            {stop.isError && <p role="alert">{errorMessage(stop.error)}</p>}
            <button
              type="button"
              className="button button-danger"
              disabled={stop.isPending}
              onClick={() => stop.mutate(token)}
            >
              {stop.isPending ? 'در حال لغو...' : 'لغو همه خبرم کن‌ها'}
            </button>
          </>
        )}
        <p>
          <Link to={pagePath('home')} className="text-link">
            بازگشت به فروشگاه
          </Link>
        </p>
      </section>
    </div>
  );
}
