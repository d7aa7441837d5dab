import { useState, type FormEvent } from 'react';
import { toPersianDigits } from '../../../lib/format';
import { SubmitButton } from '../../../components/submit-button';
import { errorDialog, openDialog } from '../../../lib/dialog';
import { useConfirmReset, useRequestResetCode } from '../api/auth-calls';
import { NewPasswordFields, OtpField, PhoneField } from './auth-fields';
import { ResendCodeButton, useResendCountdown } from './resend-code';
import { Form } from '../../../components/form';

/**
 * Forgot password: phone, then the SMS code (which can be asked again when the API allows) and a new
 * password; `onDone` gets the phone, for the login form.
 */
export function PasswordReset({
  initialPhone,
  onDone,
}: {
  initialPhone: string;
  onDone: (phone: string) => void;
}) {
  const requestCode = useRequestResetCode();
  const confirm = useConfirmReset();
  const [phone, setPhone] = useState(initialPhone);
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
      await errorDialog(error);
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
      onDone(phone);
    } catch (error) {
      await errorDialog(error);
    }
  };

  return codeSent ? (
    <Form onSubmit={reset} className="form">
      <p>
        کد بازیابی پیامک‌شده به <bdi dir="ltr">{toPersianDigits(phone)}</bdi> را وارد کنید.
      </p>
      <OtpField value={otp} onChange={setOtp} />
      <NewPasswordFields value={password} onChange={setPassword} />
      <SubmitButton busy={confirm.isPending} label="تغییر رمز عبور" />
      <div className="form-row">
        <button type="button" className="text-button" onClick={() => setCodeSent(false)}>
          تغییر شماره
        </button>
        <ResendCodeButton left={resend.left} busy={requestCode.isPending} onClick={sendCode} />
      </div>
    </Form>
  ) : (
    <Form onSubmit={ask} className="form">
      <PhoneField value={phone} onChange={setPhone} />
      <SubmitButton busy={requestCode.isPending} label="ارسال کد بازیابی" />
    </Form>
  );
}
