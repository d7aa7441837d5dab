import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import {
  pagePath,
  QUESTION_MAX_LENGTH,
  QUESTION_MIN_LENGTH,
  QUESTION_SENT_NOTICE,
  tidyQuestionText,
} from '@shop/contracts/plain';
import { errorMessage } from '../../../lib/api-client';
import { toPersianDigits } from '../../../lib/format';
import { useAuth } from '../../../shell/api/validate-token';
import { useAskQuestion } from '../api/ask-question';

/**
 * «پرسش خود را بنویسید» for a signed-in shopper, a sign-in link for everyone else; once asked, the
 * notice that it shows after the seller's answer.
 */
export function AskQuestionForm({ productId }: { productId: string }) {
  const { data: auth } = useAuth();
  const ask = useAskQuestion();
  const [text, setText] = useState('');
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string>();
  const id = useId();

  if (!auth) return null;
  if (!auth.isAuthenticated)
    return (
      <p className="qa-sign-in">
        <Link to={pagePath('auth')} className="text-link">
          وارد شوید
        </Link>{' '}
        تا پرسش خود را درباره این کالا بنویسید.
      </p>
    );
  if (sent)
    return (
      <div className="qa-sent" role="status">
        <p>{QUESTION_SENT_NOTICE}.</p>
        <button type="button" className="text-button" onClick={() => setSent(false)}>
          پرسش دیگر
        </button>
      </div>
    );

  const length = tidyQuestionText(text).length;
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (length < QUESTION_MIN_LENGTH) {
      setError(`پرسش دست‌کم ${toPersianDigits(QUESTION_MIN_LENGTH)} نویسه است`);
      return;
    }
    setError(undefined);
    try {
      await ask.mutateAsync({ productId, question: text });
      setText('');
      setSent(true);
    } catch (failure) {
      setError(errorMessage(failure, 'پرسش ثبت نشد؛ دوباره تلاش کنید'));
    }
  }

  return (
    <form className="qa-form" onSubmit={(event) => void submit(event)} noValidate>
      <label htmlFor={`${id}-text`}>پرسش خود را بنویسید</label>
      <textarea
        id={`${id}-text`}
        rows={3}
        dir="auto"
        value={text}
        maxLength={QUESTION_MAX_LENGTH}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        aria-invalid={error ? true : undefined}
        onChange={(event) => {
          setText(event.target.value);
          setError(undefined);
        }}
      />
      <p id={`${id}-hint`} className="hint">
        {toPersianDigits(length)} از {toPersianDigits(QUESTION_MAX_LENGTH)} نویسه؛ پرسش پس از پاسخ فروشنده
        نمایش داده می‌شود.
      </p>
      {error && (
        <p id={`${id}-error`} className="qa-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button" disabled={ask.isPending}>
        {ask.isPending ? 'در حال ثبت...' : 'ثبت پرسش'}
      </button>
    </form>
  );
}
