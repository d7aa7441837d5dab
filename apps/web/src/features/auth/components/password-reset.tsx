import { useState, type FormEvent } from 'react';
import { TextField } from '../../../components/text-field';
import { errorMessage } from '../../../lib/api-client';
import { openDialog } from '../../../lib/dialog';
import { useConfirmReset, useRequestResetCode } from '../api/auth-calls';
import { ResendCodeButton, useResendCountdown } from './resend-code';

/** Forgot password: phone, then the SMS code (which can be asked again when the API allows) and a new password. */
export function PasswordReset({ onDone }: { onDone: () => void }) {
  const requestCode = useRequestResetCode();
  const confirm = useConfirmReset();
  const [phone, setPhone] = useState('');
  const [otp, setOtp] = useState('');
  const [password, setPassword] = useState('');
  const [codeSent, setCodeSent] = useState(false);
  const resend = useResendCountdown();

  const sendCode = async () => {
    try {
      const answer = await requestCode.mutateAsync(phone);
      setCodeSent(true);
      resend.sent(answer);
      await openDialog({ title: 'ارسال کد تایید', message: answer.message, icon: 'success' });
    } catch (error) {
      resend.refused(error);
      await openDialog({ title: 'خطا', message: errorMessage(error), icon: 'error' });
    }
  };
  const ask = async (event: FormEvent) => {
    event.preventDefault();
    await sendCode();
  };
  const reset = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const answer = await confirm.mutateAsync({ phone, otp, password });
      await openDialog({ title: 'رمز عبور تغییر کرد', message: answer.message, icon: 'success' });
      onDone();
    } catch (error) {
      await openDialog({ title: 'خطا', message: errorMessage(error), icon: 'error' });
    }
  };

  return codeSent ? (
    <form onSubmit={reset} className="form">
      <TextField
        label="کد تایید"
        autoComplete="one-time-code"
        inputMode="numeric"
        required
        value={otp}
        onChange={(e) => setOtp(e.target.value)}
        dir="ltr"
      />
      <TextField
        label="رمز عبور جدید"
        type="password"
        autoComplete="new-password"
        required
        minLength={8}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        dir="ltr"
      />
      <button type="submit" className="button" disabled={confirm.isPending}>
        {confirm.isPending ? 'در حال پردازش...' : 'تغییر رمز عبور'}
      </button>
      <ResendCodeButton left={resend.left} busy={requestCode.isPending} onClick={sendCode} />
    </form>
  ) : (
    <form onSubmit={ask} className="form">
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
      <button type="submit" className="button" disabled={requestCode.isPending}>
        {requestCode.isPending ? 'در حال پردازش...' : 'ارسال کد بازیابی'}
      </button>
    </form>
  );
}
