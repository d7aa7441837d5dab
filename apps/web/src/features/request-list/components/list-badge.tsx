import { pagePath } from '@shop/contracts/plain';
import { NavLink } from 'react-router-dom';
import { toPersianDigits } from '../../../lib/format';
import { useRequestList } from '../../../lib/request-list';

/** The header's way to the list, with its line count (none while the server's page hydrates). */
export function ListBadge() {
  const count = useRequestList()?.lines.length ?? 0;
  return (
    <NavLink
      to={pagePath('requestList')}
      className="icon-button list-badge"
      aria-label={count ? `لیست خرید، ${toPersianDigits(count)} قلم` : 'لیست خرید'}
      title="لیست خرید"
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
        <path
          fill="currentColor"
          d="M9 2h6a2 2 0 0 1 2 2h2a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h2a2 2 0 0 1 2-2m0 2v2h6V4zM5 6v14h14V6h-2v2H7V6zm2 5h2v2H7zm4 0h6v2h-6zm-4 4h2v2H7zm4 0h6v2h-6z"
        />
      </svg>
      {count > 0 && (
        <span className="list-badge-count" aria-hidden="true">
          {toPersianDigits(count)}
        </span>
      )}
    </NavLink>
  );
}
