import type { ComponentProps } from 'react';
import { TextField } from '../../../components/text-field';

interface ValueProps {
  value: string;
  onChange: (value: string) => void;
}

/** A required field read left to right (a number, a code, a password), its value as a string. */
function LtrField({ onChange, ...input }: Omit<ComponentProps<typeof TextField>, 'onChange'> & ValueProps) {
  return <TextField required dir="ltr" {...input} onChange={(event) => onChange(event.target.value)} />;
}

/** The mobile number an account is known by, on the phone's number pad. */
export function PhoneField(props: ValueProps) {
  return <LtrField label="شماره موبایل" type="tel" inputMode="numeric" autoComplete="tel" {...props} />;
}

/** The SMS code: the phone offers it from the message; Persian or Latin digits. */
export function OtpField(props: ValueProps) {
  return (
    <LtrField
      label="کد تایید"
      autoComplete="one-time-code"
      inputMode="numeric"
      pattern="[0-9۰-۹]*"
      patternMessage="کد تایید فقط از رقم تشکیل می‌شود."
      {...props}
    />
  );
}

/** The password the account has now (the browser may fill it in). */
export function CurrentPasswordField(props: ValueProps & { label: string }) {
  return <LtrField type="password" autoComplete="current-password" {...props} />;
}

/** A new password (at least 8 characters; the browser may suggest one), and its repeat when asked for. */
export function NewPasswordFields({
  label = 'رمز عبور جدید',
  repeat,
  ...props
}: ValueProps & { label?: string; repeat?: ValueProps }) {
  return (
    <>
      <LtrField label={label} type="password" autoComplete="new-password" minLength={8} {...props} />
      {repeat && <LtrField label="تکرار رمز عبور" type="password" autoComplete="new-password" {...repeat} />}
    </>
  );
}
