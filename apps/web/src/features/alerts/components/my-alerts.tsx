import { pagePath } from '@shop/contracts/plain';
import type { Alert } from '@shop/contracts';
import { Link } from 'react-router-dom';
import { ResponsiveImage } from '../../../components/responsive-image';
import { errorDialog } from '../../../lib/dialog';
import { formatSolarDate } from '../../../lib/format';
import { useCancelAlert } from '../api/cancel-alert';
import { useMyAlerts } from '../api/list-my-alerts';
import { awaitedEvent } from '../alert-words';
import '../alerts.css';

function AlertLine({ alert }: { alert: Alert }) {
  const cancel = useCancelAlert();
  const link = `${pagePath('product', { id: alert.productId })}?v=${alert.variantId}`;
  return (
    <li>
      {alert.image && <ResponsiveImage file={alert.image} alt="" sizes="64px" width={64} height={64} />}
      <div>
        <Link to={link} className="text-link">
          {alert.title}
        </Link>
        {alert.variantLabel && <p className="hint">{alert.variantLabel}</p>}
        <p className="hint">پیامک {awaitedEvent(alert)}</p>
        <p className="hint">
          {alert.sentAt
            ? `پیامک در ${formatSolarDate(alert.sentAt)} فرستاده شد`
            : `منتظر، از ${formatSolarDate(alert.createdAt)}`}
        </p>
      </div>
      {!alert.sentAt && (
        <button
          type="button"
          className="button button-secondary"
          disabled={cancel.isPending}
          aria-label={`لغو خبرم کن ${alert.title}`}
          onClick={() => cancel.mutateAsync(alert._id).catch((failure: unknown) => errorDialog(failure))}
        >
          لغو
        </button>
      )}
    </li>
  );
}

/** «خبرم کن‌های من»: the alerts waiting (each with a cancel), then the last ones sent. */
export function MyAlerts() {
  const mine = useMyAlerts();
  return (
    <section className="panel my-alerts-panel" aria-labelledby="my-alerts-title">
      <h2 id="my-alerts-title">خبرم کن‌های من</h2>
      {mine.isPending && <p>در حال بارگذاری...</p>}
      {mine.isError && <p role="alert">فهرست خبرم کن‌ها بارگذاری نشد. صفحه را دوباره باز کنید.</p>}
      {mine.data?.alerts.length === 0 && (
        <p className="empty-state">
          هنوز «خبرم کن» ندارید. روی صفحه هر کالا می‌توانید بخواهید وقتی موجود یا ارزان شد، با پیامک خبرتان
          کنیم.
        </p>
      )}
      {!!mine.data?.alerts.length && (
        <ul className="my-alerts">
          {mine.data.alerts.map((alert) => (
            <AlertLine key={alert._id} alert={alert} />
          ))}
        </ul>
      )}
    </section>
  );
}
