import { useState } from 'react';
import { QUESTION_STATUS_LABELS, QUESTION_STATUSES, type QuestionStatus } from '@shop/contracts/plain';
import { AdminScreen } from '../../../../components/admin/admin-screen';
import { Pager } from '../../../../components/admin/pager';
import '../../../../components/admin/admin.css';
import '../../../../components/form.css';
import { useQuestions } from '../api/list-questions';
import { QuestionCard } from '../components/question-card';
import '../questions-desk.css';

const EMPTY: Record<QuestionStatus, string> = {
  waiting: 'پرسشی در انتظار پاسخ نیست.',
  published: 'هنوز پرسشی منتشر نشده است.',
  rejected: 'پرسش رد شده‌ای نیست.',
};

function QuestionList({ status }: { status: QuestionStatus }) {
  const [page, setPage] = useState(1);
  const questions = useQuestions(status, page);
  if (questions.isPending) return <p>در حال بارگذاری...</p>;
  if (questions.isError) return <p role="alert">پرسش‌ها بارگذاری نشد.</p>;
  const { items, total } = questions.data;
  if (items.length === 0) return <p className="empty-state">{EMPTY[status]}</p>;
  return (
    <>
      <ul className="desk-questions">
        {items.map((question) => (
          <QuestionCard key={question.id} question={question} />
        ))}
      </ul>
      <Pager page={page} total={total} onPage={setPage} />
    </>
  );
}

/** «پرسش‌های مشتریان»: the waiting questions first (the oldest on top), then the published and rejected. */
export default function QuestionsPage() {
  const [status, setStatus] = useState<QuestionStatus>('waiting');
  return (
    <AdminScreen title="پرسش‌های مشتریان">
      <div role="tablist" aria-label="وضعیت پرسش‌ها" className="tabs">
        {QUESTION_STATUSES.map((value) => (
          <button
            key={value}
            type="button"
            role="tab"
            id={`questions-tab-${value}`}
            aria-selected={status === value}
            aria-controls="questions-panel"
            onClick={() => setStatus(value)}
          >
            {QUESTION_STATUS_LABELS[value]}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="questions-panel" aria-labelledby={`questions-tab-${status}`}>
        <QuestionList key={status} status={status} />
      </div>
    </AdminScreen>
  );
}
