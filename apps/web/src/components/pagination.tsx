import { Link, useLocation } from 'react-router-dom';
import { toPersianDigits } from '../lib/format';
import { lastPage, pageWindow, type ListPlace } from '../lib/page-window';
import { EmptyState } from './status';

type Props = ListPlace;

/** The address of another page of this list, keeping the other URL parameters (sort, filters). */
function usePageHref() {
  const location = useLocation();
  return (target: number) => {
    const params = new URLSearchParams(location.search);
    if (target === 1) params.delete('page');
    else params.set('page', String(target));
    const search = params.toString();
    return `${location.pathname}${search ? `?${search}` : ''}`;
  };
}

/** Instead of an empty list beside a product count: this page does not exist, and where the list ends. */
export function PastTheEnd({ pageSize, total }: Omit<Props, 'page'>) {
  const hrefFor = usePageHref();
  const last = lastPage({ pageSize, total });
  return (
    <EmptyState
      message={`این صفحه وجود ندارد؛ فهرست ${toPersianDigits(total)} محصول در ${toPersianDigits(last)} صفحه است.`}
      linkTo={hrefFor(last)}
      linkLabel={`رفتن به صفحه ${toPersianDigits(last)}`}
    />
  );
}

/** Working pagination: every page is a link that keeps the other URL parameters (sort, filters). */
export function Pagination({ page, pageSize, total }: Props) {
  const hrefFor = usePageHref();
  const last = lastPage({ pageSize, total });
  if (last <= 1) return null;

  return (
    <nav className="pagination" aria-label="صفحه‌بندی">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} rel="prev">
          قبلی
        </Link>
      ) : (
        <span aria-disabled="true">قبلی</span>
      )}
      {pageWindow(page, last).map((item, index) =>
        item === 'gap' ? (
          <span key={`gap-${index}`} aria-hidden="true">
            …
          </span>
        ) : (
          <Link
            key={item}
            to={hrefFor(item)}
            aria-current={item === page ? 'page' : undefined}
            aria-label={`صفحه ${toPersianDigits(item)}`}
          >
            {toPersianDigits(item)}
          </Link>
        ),
      )}
      {page < last ? (
        <Link to={hrefFor(page + 1)} rel="next">
          بعدی
        </Link>
      ) : (
        <span aria-disabled="true">بعدی</span>
      )}
    </nav>
  );
}
