import { pagePath } from '@shop/contracts/plain';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { SubmitButton } from '../../../components/submit-button';
import { TextField } from '../../../components/text-field';
import { ApiClientError } from '../../../lib/api-client';
import { errorDialog, openDialog } from '../../../lib/dialog';
import { toPersianDigits } from '../../../lib/format';
import { usePageMeta } from '../../../shell/page-meta';
import { telHref } from '../../../lib/shop-info';
import { useSettings } from '../../../shell/api/get-settings';
import { useChangePassword, useLogout, useUpdateName } from '../api/auth-calls';
import { useUser } from '../api/get-user';
import { CurrentPasswordField, NewPasswordFields } from '../components/auth-fields';
import { AccessDenied } from '../../../shell/components/access-denied';
import { Form } from '../../../components/form';
import '../../../components/form.css';
import '../auth.css';

function NameForm({ current }: { current: string | null }) {
  const update = useUpdateName();
  const [name, setName] = useState(current ?? '');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await update.mutateAsync(name);
      await openDialog({ title: 'ذخیره شد', message: 'نام شما ذخیره شد.', icon: 'success' });
    } catch (error) {
      await errorDialog(error);
    }
  };
  return (
    <Form onSubmit={submit} className="form">
      <TextField
        label="نام نمایشی"
        value={name}
        maxLength={60}
        required
        onChange={(e) => setName(e.target.value)}
      />
      <SubmitButton busy={update.isPending} label="ذخیره نام" busyLabel="در حال ذخیره..." />
    </Form>
  );
}

function ChangePasswordForm() {
  const change = useChangePassword();
  const [currentPassword, setCurrent] = useState('');
  const [newPassword, setNew] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const answer = await change.mutateAsync({ currentPassword, newPassword });
      setCurrent('');
      setNew('');
      await openDialog({ title: 'رمز عبور تغییر کرد', message: answer.message, icon: 'success' });
    } catch (error) {
      await errorDialog(error);
    }
  };
  return (
    <Form onSubmit={submit} className="form">
      <CurrentPasswordField label="رمز عبور فعلی" value={currentPassword} onChange={setCurrent} />
      <NewPasswordFields value={newPassword} onChange={setNew} />
      <SubmitButton busy={change.isPending} label="تغییر رمز عبور" />
    </Form>
  );
}

/**
 * `orders`, `alerts` and `trade`: the account's orders, its «خبرم کن» alerts and its trade account,
 * sections other features draw (composed in app/routes).
 */
export default function ProfilePage({
  orders,
  alerts,
  trade,
}: {
  orders?: ReactNode;
  alerts?: ReactNode;
  trade?: ReactNode;
}) {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const user = useUser(id);
  const logout = useLogout();
  const { data: settings } = useSettings();
  usePageMeta('پروفایل من');

  if (user.error instanceof ApiClientError && (user.error.status === 403 || user.error.status === 401)) {
    return <AccessDenied />;
  }

  const signOut = async () => {
    try {
      await logout.mutateAsync();
      await openDialog({ title: 'خروج موفق', icon: 'success' });
      navigate(pagePath('home'));
    } catch (error) {
      await errorDialog(error, { title: 'خروج ناموفق', fallback: 'مشکلی پیش آمد. دوباره تلاش کنید.' });
      navigate(pagePath('auth'));
    }
  };

  const account = user.data?.user;
  // The support links the shop has set.
  const support = { whatsapp: settings?.settings.whatsapp, phone: settings?.settings.phone };
  return (
    <div className="page profile-page">
      <h1>پروفایل من</h1>
      <section className="panel profile-card" aria-label="حساب کاربری">
        <dl>
          <dt>شماره موبایل</dt>
          <dd>{account ? <bdi dir="ltr">{toPersianDigits(account.phone)}</bdi> : 'در حال بارگذاری...'}</dd>
          <dt>وضعیت حساب</dt>
          <dd className="verified">تایید شده</dd>
        </dl>
      </section>
      {account && orders}
      {account && alerts}
      {account && trade}
      {account && (
        <section className="panel form-panel" aria-labelledby="name-title">
          <h2 id="name-title">نام</h2>
          <NameForm current={account.name} />
        </section>
      )}
      <section className="panel form-panel" aria-labelledby="password-title">
        <h2 id="password-title">تغییر رمز عبور</h2>
        <p>با تغییر رمز، همه نشست‌های دیگر شما (دستگاه‌های دیگر) پایان می‌یابد.</p>
        <ChangePasswordForm />
      </section>
      {(support.whatsapp || support.phone) && (
        <section className="panel" aria-labelledby="support-title">
          <h2 id="support-title">پشتیبانی</h2>
          <div className="order-buttons">
            {support.whatsapp && (
              <a
                className="button button-whatsapp"
                href={`https://wa.me/${support.whatsapp}`}
                target="_blank"
                rel="noopener"
              >
                گفتگو در واتس‌اپ
              </a>
            )}
            {support.phone && (
              <a className="button button-call" href={telHref(support.phone)}>
                تماس تلفنی
              </a>
            )}
          </div>
        </section>
      )}
      {/* Last and quiet: leaving is rarely what the page is opened for. */}
      <div className="sign-out">
        <button type="button" className="button button-quiet" disabled={logout.isPending} onClick={signOut}>
          {logout.isPending ? 'در حال خروج...' : 'خروج از حساب'}
        </button>
      </div>
    </div>
  );
}
