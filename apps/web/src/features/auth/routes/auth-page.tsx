import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { TextField } from '../../../components/text-field';
import { ApiClientError, errorMessage } from '../../../lib/api-client';
import { openDialog } from '../../../lib/dialog';
import { toPersianDigits } from '../../../lib/format';
import { usePageMeta } from '../../../lib/page-meta';
import { useLogin, useRegister, useRequestSignUpCode } from '../api/auth-calls';
import { PasswordReset } from '../components/password-reset';
import { ResendCodeButton, useResendCountdown } from '../components/resend-code';

const STEP_KEY = 'registerStep';
// The phone (never the password) survives a reload at step 2, for this tab only.
const PHONE_KEY = 'registerPhone';
const BUSY = 'در حال پردازش...';

type Tab = 'login' | 'register' | 'reset';

function LoginForm() {
  const navigate = useNavigate();
  const login = useLogin();
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const session = await login.mutateAsync({ phone, password });
      await openDialog({ title: 'ورود موفق', message: 'شما وارد حساب کاربری شدید.', icon: 'success' });
      navigate(`/profile/${session.userId}`);
    } catch (error) {
      await openDialog({ title: 'ورود ناموفق', message: errorMessage(error, 'خطا در ورود'), icon: 'error' });
    }
  };
  return (
    <form onSubmit={submit} className="form">
      <TextField
        label="شماره موبایل"
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        required
        value={phone}
        onChange={(e) => setPhone(e.target.value)}
        dir="ltr"
      />
      <TextField
        label="رمز عبور"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        dir="ltr"
      />
      <button type="submit" className="button" disabled={login.isPending}>
        {login.isPending ? BUSY : 'ورود'}
      </button>
    </form>
  );
}

function RegisterForm() {
  const navigate = useNavigate();
  const requestCode = useRequestSignUpCode();
  const register = useRegister();
  // The phone a code was sent to from this tab; step 2 cannot go on without it (another tab's step 2).
  const [sentTo, setSentTo] = useState(() => sessionStorage.getItem(PHONE_KEY));
  const [startedElsewhere] = useState(() => localStorage.getItem(STEP_KEY) === '2' && !sentTo);
  const [step, setStep] = useState(() => (localStorage.getItem(STEP_KEY) === '2' && sentTo ? 2 : 1));
  const [phone, setPhone] = useState(sentTo ?? '');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [otp, setOtp] = useState('');
  const resend = useResendCountdown();

  const goToStep = (next: 1 | 2) => {
    setStep(next);
    localStorage.setItem(STEP_KEY, String(next));
  };

  const sendCode = async () => {
    try {
      const answer = await requestCode.mutateAsync(phone);
      sessionStorage.setItem(PHONE_KEY, phone);
      setSentTo(phone);
      resend.sent(answer);
      goToStep(2);
      await openDialog({
        title: 'ارسال کد تایید',
        message: answer.message || 'کد تایید به شماره موبایل شما ارسال شد.',
        icon: 'success',
      });
    } catch (error) {
      resend.refused(error);
      // Back at step 1, too soon for another code to this phone: the one sent still works.
      if (
        step === 1 &&
        phone === sentTo &&
        error instanceof ApiClientError &&
        error.code === 'RATE_LIMITED'
      ) {
        goToStep(2);
        return;
      }
      await openDialog({
        title: 'خطای سرور',
        message: errorMessage(error, 'مشکلی وجود دارد'),
        icon: 'error',
      });
    }
  };

  const submitStepOne = async (event: FormEvent) => {
    event.preventDefault();
    if (password !== repeat) {
      await openDialog({ title: 'خطا', message: 'رمز عبور و تکرار آن باید یکسان باشند', icon: 'error' });
      return;
    }
    // Back from step 2 with the same phone while the code sent is fresh: no new code, the same step 2.
    if (phone === sentTo && resend.left > 0) goToStep(2);
    else await sendCode();
  };

  const submitStepTwo = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const session = await register.mutateAsync({ phone, password, otp });
      localStorage.removeItem(STEP_KEY);
      sessionStorage.removeItem(PHONE_KEY);
      navigate(`/profile/${session.userId}`);
    } catch (error) {
      await openDialog({
        title: 'خطای سرور',
        message: errorMessage(error, 'مشکلی وجود دارد'),
        icon: 'error',
      });
    }
  };

  if (step === 1) {
    return (
      <form onSubmit={submitStepOne} className="form">
        {startedElsewhere && !sentTo && (
          <p className="note" role="status">
            ثبت نام در برگه‌ی دیگری نیمه‌کاره مانده است. برای ادامه در این برگه، شماره موبایل و رمز عبور را
            دوباره وارد کنید.
          </p>
        )}
        <TextField
          label="شماره موبایل"
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          required
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
          dir="ltr"
        />
        <TextField
          label="رمز عبور"
          type="password"
          autoComplete="new-password"
          required
          minLength={8}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          dir="ltr"
        />
        <TextField
          label="تکرار رمز عبور"
          type="password"
          autoComplete="new-password"
          required
          value={repeat}
          onChange={(e) => setRepeat(e.target.value)}
          dir="ltr"
        />
        <button type="submit" className="button" disabled={requestCode.isPending}>
          {requestCode.isPending ? BUSY : 'ارسال رمز یکبار مصرف'}
        </button>
      </form>
    );
  }
  return (
    <form onSubmit={submitStepTwo} className="form">
      <p>
        کد تایید پیامک‌شده به <bdi dir="ltr">{toPersianDigits(phone)}</bdi> را وارد کنید.
      </p>
      <TextField
        label="کد تایید"
        autoComplete="one-time-code"
        inputMode="numeric"
        pattern="[0-9۰-۹]*"
        required
        value={otp}
        onChange={(e) => setOtp(e.target.value)}
        dir="ltr"
      />
      {!password && (
        <TextField
          label="رمز عبور"
          type="password"
          autoComplete="new-password"
          required
          minLength={8}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          dir="ltr"
        />
      )}
      <button type="submit" className="button" disabled={register.isPending}>
        {register.isPending ? BUSY : 'تایید و ثبت نام'}
      </button>
      <div className="form-row">
        <button type="button" className="text-button" onClick={() => goToStep(1)}>
          بازگشت
        </button>
        <ResendCodeButton left={resend.left} busy={requestCode.isPending} onClick={sendCode} />
      </div>
    </form>
  );
}

export default function AuthPage() {
  usePageMeta('ورود و ثبت نام');
  const [tab, setTab] = useState<Tab>(() => (localStorage.getItem(STEP_KEY) === '2' ? 'register' : 'login'));
  const choose = (next: Tab) => {
    if (next === 'login') localStorage.removeItem(STEP_KEY);
    setTab(next);
  };
  return (
    <div className="page auth-page">
      <h1>{tab === 'reset' ? 'بازیابی رمز عبور' : tab === 'login' ? 'ورود به حساب' : 'ثبت نام'}</h1>
      <div role="tablist" aria-label="ورود یا ثبت نام" className="tabs">
        <button type="button" role="tab" aria-selected={tab === 'login'} onClick={() => choose('login')}>
          ورود
        </button>
        <button
          type="button"
          role="tab"
          aria-selected={tab === 'register'}
          onClick={() => choose('register')}
        >
          ثبت نام
        </button>
      </div>
      <div role="tabpanel" className="panel form-panel">
        {tab === 'login' && <LoginForm />}
        {tab === 'register' && <RegisterForm />}
        {tab === 'reset' && <PasswordReset onDone={() => choose('login')} />}
        {tab === 'login' && (
          <button type="button" className="text-button" onClick={() => setTab('reset')}>
            رمز عبور را فراموش کرده‌اید؟
          </button>
        )}
      </div>
    </div>
  );
}
