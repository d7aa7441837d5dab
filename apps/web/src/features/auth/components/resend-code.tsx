import { useEffect, useState } from 'react';
import { ApiClientError } from '../../../lib/api-client';
import { toPersianDigits } from '../../../lib/format';

/** Seconds until another code may be asked, as the API said, counting down. */
export function useResendCountdown() {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft(left - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return {
    left,
    /** After a code was sent: its answer says the wait. */
    sent: (answer: { resendAfterSeconds: number }) => setLeft(answer.resendAfterSeconds),
    /** After a refusal: a 429 says the wait too. */
    refused: (error: unknown) => {
      if (error instanceof ApiClientError && error.retryAfterSeconds) setLeft(error.retryAfterSeconds);
    },
  };
}

export function ResendCodeButton({
  left,
  busy,
  onClick,
}: {
  left: number;
  busy: boolean;
  onClick: () => void;
}) {
  return (
    <button type="button" className="text-button" disabled={left > 0 || busy} onClick={onClick}>
      {left > 0 ? `ارسال دوباره کد (${waitText(left)})` : 'ارسال دوباره کد'}
    </button>
  );
}

/** A wait of a few minutes in seconds; a longer one (an hourly limit) in whole minutes. */
const waitText = (seconds: number) =>
  seconds > 180 ? `${toPersianDigits(Math.ceil(seconds / 60))} دقیقه` : `${toPersianDigits(seconds)} ثانیه`;
