import { pagePath } from '@shop/contracts/plain';
import { parseToman } from '@shop/persian';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Form } from '../../../components/form';
import { SubmitButton } from '../../../components/submit-button';
import { TextField } from '../../../components/text-field';
import { errorDialog } from '../../../lib/dialog';
import { useAuth } from '../../../shell/api/validate-token';
import { useCancelAlert } from '../api/cancel-alert';
import { useMyAlerts } from '../api/list-my-alerts';
import { useSubscribeAlert } from '../api/subscribe-alert';
import { awaitedEvent } from '../alert-words';
import '../alerts.css';

interface Props {
  variantId: string;
  inStock: boolean;
}

/** «ارزان شد خبرم کن»: any drop, or a price the shopper picks (in Persian or Latin digits, with separators). */
function PriceDropForm({ variantId }: { variantId: string }) {
  const subscribe = useSubscribeAlert();
  const [target, setTarget] = useState('');
  const [error, setError] = useState<string>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const targetPrice = target.trim() ? parseToman(target) : null;
    if (targetPrice === null && target.trim()) return setError('قیمت دلخواه را به تومان و با رقم بنویسید');
    try {
      await subscribe.mutateAsync({ variantId, kind: 'price-drop', targetPrice });
    } catch (failure) {
      await errorDialog(failure, { title: '«خبرم کن» ثبت نشد' });
    }
  };
  return (
    <details className="alert-offer">
      <summary>ارزان شد خبرم کن</summary>
      <Form onSubmit={submit} className="alert-price-form">
        <TextField
          label="قیمت دلخواه (تومان، اختیاری)"
          value={target}
          inputMode="numeric"
          error={error}
          onChange={(event) => (setTarget(event.target.value), setError(undefined))}
        />
        <p className="hint">خالی بگذارید تا با هر کاهش قیمت با پیامک خبرتان کنیم.</p>
        <SubmitButton busy={subscribe.isPending} label="خبرم کن" busyLabel="در حال ثبت..." />
      </Form>
    </details>
  );
}

/**
 * «موجود شد خبرم کن» on a variant one cannot buy now, «ارزان شد خبرم کن» on one in stock; once asked, what
 * the shop waits for and a way to cancel. A visitor is asked to sign in (the SMS goes to his verified phone).
 */
export function AlertOffer({ variantId, inStock }: Props) {
  const { data: auth } = useAuth();
  const signedIn = auth?.isAuthenticated ?? false;
  const mine = useMyAlerts(signedIn);
  const subscribe = useSubscribeAlert();
  const cancel = useCancelAlert();
  const kind = inStock ? 'price-drop' : 'in-stock';
  const waiting = mine.data?.alerts.find(
    (alert) => alert.variantId === variantId && alert.kind === kind && !alert.sentAt,
  );

  if (!auth || (signedIn && !mine.data)) return null;
  if (!signedIn)
    return (
      <p className="alert-offer hint">
        <Link to={pagePath('auth')} className="text-link">
          وارد شوید
        </Link>{' '}
        تا {inStock ? 'وقتی ارزان‌تر شد' : 'وقتی موجود شد'} با پیامک خبرتان کنیم.
      </p>
    );
  if (waiting)
    return (
      <p className="alert-waiting" role="status">
        {awaitedEvent(waiting)} با پیامک خبرتان می‌کنیم.{' '}
        <button
          type="button"
          className="text-button"
          disabled={cancel.isPending}
          onClick={() => cancel.mutateAsync(waiting._id).catch((failure: unknown) => errorDialog(failure))}
        >
          لغو خبرم کن
        </button>
      </p>
    );
  if (inStock) return <PriceDropForm variantId={variantId} />;
  return (
    <button
      type="button"
      className="button button-secondary alert-button"
      disabled={subscribe.isPending}
      onClick={() =>
        subscribe
          .mutateAsync({ variantId, kind: 'in-stock' })
          .catch((failure: unknown) => errorDialog(failure, { title: '«خبرم کن» ثبت نشد' }))
      }
    >
      موجود شد خبرم کن
    </button>
  );
}
