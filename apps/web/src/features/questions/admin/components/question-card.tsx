import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import {
  ANSWER_MAX_LENGTH,
  pagePath,
  QUESTION_STATUS_LABELS,
  type DeskQuestion,
} from '@shop/contracts/plain';
import { BidiText } from '../../../../components/bidi-text';
import { errorMessage } from '../../../../lib/api-client';
import { formatSolarDateTime, toPersianDigits } from '../../../../lib/format';
import { useAnswerQuestion } from '../api/answer-question';
import { useApproveQuestion } from '../api/approve-question';
import { useRejectQuestion } from '../api/reject-question';

/**
 * One question on the desk: its product, who asked and when, the question as text, and what the owner
 * can do: answer (publishes it; on a published one, edits the answer), publish it as it is, or reject it.
 */
export function QuestionCard({ question }: { question: DeskQuestion }) {
  const answer = useAnswerQuestion();
  const approve = useApproveQuestion();
  const reject = useRejectQuestion();
  const [text, setText] = useState(question.answer ?? '');
  const [error, setError] = useState<string>();
  const id = useId();
  const busy = answer.isPending || approve.isPending || reject.isPending;

  const run = async (action: () => Promise<unknown>, failed: string) => {
    setError(undefined);
    try {
      await action();
    } catch (failure) {
      setError(errorMessage(failure, failed));
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return setError('پاسخ را بنویسید');
    void run(() => answer.mutateAsync({ id: question.id, answer: text }), 'پاسخ ثبت نشد');
  };

  return (
    <li className="panel desk-question" aria-labelledby={`${id}-product`}>
      <p className="desk-question-head">
        <Link id={`${id}-product`} to={pagePath('product', { id: question.productId })} className="text-link">
          <BidiText text={question.productTitle} />
        </Link>
        <span className={`desk-status desk-status-${question.status}`}>
          {QUESTION_STATUS_LABELS[question.status]}
        </span>
      </p>
      <p className="desk-question-meta">
        {question.asker ? <bdi>{toPersianDigits(question.asker)}</bdi> : 'حساب حذف شده'}،{' '}
        <time dateTime={question.createdAt}>{formatSolarDateTime(question.createdAt)}</time>
      </p>
      <p className="desk-question-text">
        <BidiText text={question.question} />
      </p>
      <form className="field desk-answer" onSubmit={submit} noValidate>
        <label htmlFor={`${id}-answer`}>{question.answer ? 'ویرایش پاسخ' : 'پاسخ فروشنده'}</label>
        <textarea
          id={`${id}-answer`}
          rows={3}
          dir="auto"
          value={text}
          maxLength={ANSWER_MAX_LENGTH}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setText(event.target.value)}
        />
        {error && (
          <p id={`${id}-error`} className="field-error" role="alert">
            {error}
          </p>
        )}
        <div className="desk-actions">
          <button type="submit" className="button" disabled={busy}>
            {question.status === 'published' && question.answer ? 'ذخیره پاسخ' : 'پاسخ و انتشار'}
          </button>
          {question.status !== 'published' && (
            <button
              type="button"
              className="button desk-secondary"
              disabled={busy}
              onClick={() => void run(() => approve.mutateAsync(question.id), 'پرسش منتشر نشد')}
            >
              {question.answer ? 'انتشار دوباره' : 'انتشار بدون پاسخ'}
            </button>
          )}
          {question.status !== 'rejected' && (
            <button
              type="button"
              className="text-button danger"
              disabled={busy}
              onClick={() => void run(() => reject.mutateAsync(question.id), 'پرسش رد نشد')}
            >
              رد پرسش
            </button>
          )}
        </div>
      </form>
    </li>
  );
}
