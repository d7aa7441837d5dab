import { toPersianDigits } from '../../lib/format';
import { ADMIN_PAGE_SIZE } from './admin-page-size';

/** Previous and next page of a dashboard list, with where the admin is. */
export function Pager({
  page,
  total,
  onPage,
}: {
  page: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const last = Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE));
  if (last <= 1) return null;
  return (
    <nav className="pagination" aria-label="صفحه‌بندی">
      <button type="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        قبلی
      </button>
      <span>
        صفحه {toPersianDigits(page)} از {toPersianDigits(last)}
      </span>
      <button type="button" disabled={page >= last} onClick={() => onPage(page + 1)}>
        بعدی
      </button>
    </nav>
  );
}
