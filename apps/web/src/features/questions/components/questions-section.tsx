import { useState } from 'react';
import type { PublishedQuestion } from '@shop/contracts/plain';
import { BidiText } from '../../../components/bidi-text';
import { formatSolarDate, toPersianDigits } from '../../../lib/format';
import { usePublishedQuestions } from '../api/list-published-questions';
import { AskQuestionForm } from './ask-question-form';
import './questions.css';

function QuestionItem({ item }: { item: PublishedQuestion }) {
  return (
    <li className="qa-item">
      <p className="qa-question">
        <span className="qa-label">پرسش</span>
        <span className="qa-text">
          <BidiText text={item.question} />
        </span>
      </p>
      {item.answer ? (
        <p className="qa-answer">
          <span className="qa-label">پاسخ فروشنده</span>
          <span className="qa-text">
            <BidiText text={item.answer} />
          </span>
        </p>
      ) : null}
      <p className="qa-date">
        پرسیده شده در <time dateTime={item.createdAt}>{formatSolarDate(item.createdAt)}</time>
      </p>
    </li>
  );
}

/**
 * «پرسش و پاسخ»: the product's published questions with the seller's answers, newest first, a page at a
 * time, and the form to ask one. Every text is shown as text, never as markup.
 */
export default function QuestionsSection({ productId }: { productId: string }) {
  const [page, setPage] = useState(1);
  const questions = usePublishedQuestions(productId, page);
  const data = questions.data;
  const last = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <section className="section qa" aria-labelledby="questions-title">
      <h2 id="questions-title">پرسش و پاسخ</h2>
      {data && data.items.length > 0 ? (
        <ul className="qa-list">
          {data.items.map((item) => (
            <QuestionItem key={item.id} item={item} />
          ))}
        </ul>
      ) : (
        <p className="hint">{data ? 'هنوز پرسشی درباره این کالا پاسخ داده نشده است.' : ''}</p>
      )}
      {last > 1 && (
        <nav className="qa-pages" aria-label="صفحه‌های پرسش و پاسخ">
          <button
            type="button"
            className="text-button"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            جدیدتر
          </button>
          <span>
            صفحه {toPersianDigits(page)} از {toPersianDigits(last)}
          </span>
          <button
            type="button"
            className="text-button"
            disabled={page >= last}
            onClick={() => setPage(page + 1)}
          >
            قدیمی‌تر
          </button>
        </nav>
      )}
      <AskQuestionForm productId={productId} />
    </section>
  );
}
