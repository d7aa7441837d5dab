import { pagePath } from '@shop/contracts/plain';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { SubmitButton } from '../../../components/submit-button';
import { ApiClientError } from '../../../lib/api-client';
import { errorDialog, openDialog } from '../../../lib/dialog';
import { toPersianDigits } from '../../../lib/format';
import { usePageMeta } from '../../../shell/page-meta';
import { useLogin, useRegister, useRequestSignUpCode } from '../api/auth-calls';
import { CurrentPasswordField, NewPasswordFields, OtpField, PhoneField } from '../components/auth-fields';
import { PasswordReset } from '../components/password-reset';
import { ResendCodeButton, useResendCountdown } from '../components/resend-code';
import { Form } from '../../../components/form';
import '../../../components/form.css';

const STEP_KEY = 'registerStep';
// The phone (never the password) survives a reload at step 2, for this tab only.
const PHONE_KEY = 'registerPhone';

type Tab = 'login' | 'register' | 'reset';

/** The phone a shopper typed on one tab, carried to the next (an already-registered number, a reset). */
type Carry = (tab: Tab, phone: string) => void;

function LoginForm({ initialPhone }: { initialPhone: string }) {
  const navigate = useNavigate();
  const login = useLogin();
  const [phone, setPhone] = useState(initialPhone);
  const [password, setPassword] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const session = await login.mutateAsync({ phone, password });
      await openDialog({ title: 'ورود موفق', message: 'شما وارد حساب کاربری شدید.', icon: 'success' });
      navigate(pagePath('profile', { id: session.userId }));
    } catch (error) {
      await errorDialog(error, { title: 'ورود ناموفق', fallback: 'خطا در ورود' });
    }
  };
  return (
    <Form onSubmit={submit} className="form">
      <PhoneField value={phone} onChange={setPhone} />
      <CurrentPasswordField label="رمز عبور" value={password} onChange={setPassword} />
      <SubmitButton busy={login.isPending} label="ورود" />
    </Form>
  );
}

/** A number that already has an account: sign in with it, or reset its password, the number carried. */
function AlreadyRegistered({ phone, carry }: { phone: string; carry: Carry }) {
  return (
    <div className="note" role="alert">
      <p>
        این شماره پیش‌تر ثبت نام کرده است. با رمز عبور خود وارد شوید، یا اگر آن را فراموش کرده‌اید، رمز تازه
        بگیرید.
      </p>
      <div className="form-row">
        <button type="button" className="button" onClick={() => carry('login', phone)}>
          ورود با این شماره
        </button>
        <button type="button" className="button button-secondary" onClick={() => carry('reset', phone)}>
          بازیابی رمز عبور
        </button>
      </div>
    </div>
  );
}

function RegisterForm({ carry }: { carry: Carry }) {
  const navigate = useNavigate();
  const requestCode = useRequestSignUpCode();
  const register = useRegister();
  // The phone a code was sent to from this tab; step 2 cannot go on without it (another tab's step 2).
  const [sentTo, setSentTo] = useState(() => sessionStorage.getItem(PHONE_KEY));
  const [startedElsewhere] = useState(() => localStorage.getItem(STEP_KEY) === '2' && !sentTo);
  const [step, setStep] = useState(() => (localStorage.getItem(STEP_KEY) === '2' && sentTo ? 2 : 1));
  const [phone, setPhone] = useState(sentTo ?? '');
  const [password, setPassword] = useState('');
  const [passwordLost, setPasswordLost] = useState(false);
  const [repeat, setRepeat] = useState('');
  const [otp, setOtp] = useState('');
  const [registered, setRegistered] = useState<string>();
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
      if (error instanceof ApiClientError && error.code === 'CONFLICT') {
        setRegistered(phone);
        return;
      }
      await errorDialog(error, { title: 'کد تایید ارسال نشد' });
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
      navigate(pagePath('profile', { id: session.userId }));
    } catch (error) {
      await errorDialog(error, { title: 'ثبت نام انجام نشد' });
    }
  };

  // Step 2 opened after a reload has no password in memory: ask for it there, and keep asking while it
  // is typed (the field must not vanish at the first keystroke).
  if (step === 2 && !password && !passwordLost) setPasswordLost(true);

  if (step === 1) {
    return (
      <Form onSubmit={submitStepOne} className="form">
        {startedElsewhere && !sentTo && (
          <p className="note" role="status">
            ثبت نام در برگه‌ی دیگری نیمه‌کاره مانده است. برای ادامه در این برگه، شماره موبایل و رمز عبور را
            دوباره وارد کنید.
          </p>
        )}
        {registered === phone && <AlreadyRegistered phone={phone} carry={carry} />}
        <PhoneField value={phone} onChange={setPhone} />
        <NewPasswordFields
          label="رمز عبور"
          value={password}
          onChange={setPassword}
          repeat={{ value: repeat, onChange: setRepeat }}
        />
        <SubmitButton busy={requestCode.isPending} label="ارسال رمز یکبار مصرف" />
      </Form>
    );
  }
  return (
    <Form onSubmit={submitStepTwo} className="form">
      <p>
        کد تایید پیامک‌شده به <bdi dir="ltr">{toPersianDigits(phone)}</bdi> را وارد کنید.
      </p>
      <OtpField value={otp} onChange={setOtp} />
      {passwordLost && <NewPasswordFields label="رمز عبور" value={password} onChange={setPassword} />}
      <SubmitButton busy={register.isPending} label="تایید و ثبت نام" />
      <div className="form-row">
        <button type="button" className="text-button" onClick={() => goToStep(1)}>
          بازگشت
        </button>
        <ResendCodeButton left={resend.left} busy={requestCode.isPending} onClick={sendCode} />
      </div>
    </Form>
  );
}

export default function AuthPage() {
  usePageMeta('ورود و ثبت نام');
  const [tab, setTab] = useState<Tab>(() => (localStorage.getItem(STEP_KEY) === '2' ? 'register' : 'login'));
  const [carried, setCarried] = useState('');
  const choose = (next: Tab) => {
    if (next === 'login') localStorage.removeItem(STEP_KEY);
    setTab(next);
  };
  const carry: Carry = (next, phone) => {
    setCarried(phone);
    choose(next);
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
        {tab === 'login' && <LoginForm key={carried} initialPhone={carried} />}
        {tab === 'register' && <RegisterForm carry={carry} />}
        {tab === 'reset' && (
          <PasswordReset initialPhone={carried} onDone={(phone) => carry('login', phone)} />
        )}
        {tab === 'login' && (
          <button type="button" className="text-button" onClick={() => setTab('reset')}>
            رمز عبور را فراموش کرده‌اید؟
          </button>
        )}
      </div>
    </div>
  );
}
