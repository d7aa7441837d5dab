import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { TradeApplication } from '@shop/contracts/plain';
import { Form } from '../../../components/form';
import { SubmitButton } from '../../../components/submit-button';
import { TextField } from '../../../components/text-field';
import { errorDialog, openDialog } from '../../../lib/dialog';
import { formatSolarDate } from '../../../lib/format';
import { tradeAccountQueryOptions } from '../../../shell/api/trade-prices';
import { useApplyForTrade } from '../api/apply-for-trade';
import '../trade.css';

/** The trade account form: business name, city, economic code or national ID, a note. */
function ApplyForm() {
  const apply = useApplyForTrade();
  const [fields, setFields] = useState({ businessName: '', city: '', economicCode: '', note: '' });
  const set = (name: keyof typeof fields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await apply.mutateAsync(fields);
      await openDialog({
        title: 'درخواست شما ثبت شد',
        message: 'پس از بررسی، نتیجه با پیامک به شما اطلاع داده می‌شود.',
        icon: 'success',
      });
    } catch (error) {
      await errorDialog(error, { title: 'درخواست ثبت نشد' });
    }
  };
  return (
    <Form onSubmit={submit} className="form">
      <TextField
        label="نام کسب‌وکار"
        value={fields.businessName}
        maxLength={120}
        required
        onChange={set('businessName')}
      />
      <TextField label="شهر" value={fields.city} maxLength={60} required onChange={set('city')} />
      <TextField
        label="کد اقتصادی یا شناسه ملی (اختیاری)"
        value={fields.economicCode}
        maxLength={20}
        inputMode="numeric"
        dir="ltr"
        onChange={set('economicCode')}
      />
      <div className="field">
        <label htmlFor="trade-note">توضیحات (اختیاری)</label>
        <textarea id="trade-note" rows={3} maxLength={500} value={fields.note} onChange={set('note')} />
      </div>
      <SubmitButton busy={apply.isPending} label="ارسال درخواست" busyLabel="در حال ارسال..." />
    </Form>
  );
}

function ApplicationState({ application }: { application: TradeApplication }) {
  if (application.status === 'pending')
    return (
      <p className="trade-state trade-state-pending" role="status">
        درخواست حساب همکار شما برای «{application.businessName}» در {formatSolarDate(application.createdAt)}{' '}
        ثبت شد و در انتظار بررسی است.
      </p>
    );
  return (
    <div className="trade-state trade-state-refused" role="status">
      <p>درخواست قبلی شما برای «{application.businessName}» رد شد.</p>
      {application.refusalReason && <p>دلیل: {application.refusalReason}</p>}
      <p>می‌توانید با اطلاعات کامل‌تر دوباره درخواست دهید.</p>
    </div>
  );
}

/**
 * «حساب همکار» on the profile: the shopper's group when he is in one, his waiting or refused request,
 * and the form to ask for one.
 */
export function TradeAccount() {
  const account = useQuery(tradeAccountQueryOptions());
  const { group, application } = account.data ?? { group: null, application: null };
  return (
    <section className="panel form-panel trade-account" aria-labelledby="trade-account-title">
      <h2 id="trade-account-title">حساب همکار</h2>
      {account.isPending && <p>در حال بارگذاری...</p>}
      {account.isError && <p role="alert">وضعیت حساب همکار بارگذاری نشد. صفحه را دوباره باز کنید.</p>}
      {group && (
        <p className="trade-state trade-state-approved">
          شما در گروه «{group.name}» هستید: قیمت ویژه‌ی شما کنار قیمت فروشگاه، در صفحه‌ی کالاها، لیست خرید و
          پیش‌فاکتور نمایش داده می‌شود.
        </p>
      )}
      {account.data && !group && (
        <>
          {application && application.status !== 'approved' && <ApplicationState application={application} />}
          {application?.status !== 'pending' && (
            <>
              <p>
                برق‌کار، پیمانکار یا فروشنده هستید؟ با حساب همکار، کالاها را با قیمت همکار و تخفیف خرید عمده
                می‌بینید.
              </p>
              <ApplyForm />
            </>
          )}
        </>
      )}
    </section>
  );
}
