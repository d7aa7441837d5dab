import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { OPEN_ORDER_STATUSES, ORDER_STATUS_LABELS, pagePath } from '@shop/contracts/plain';
import { errorDialog } from '../../lib/dialog';
import { toPersianDigits } from '../../lib/format';
import { useCategories } from '../../shell/api/list-categories';
import { useAdminProducts } from '../../features/catalog/admin/api/list-admin-products';
import { useUsers } from '../../features/users/admin/api/list-users';
import { useOpenCounts } from '../../features/orders/admin/api/get-open-counts';
import { useWaitingCount } from '../../features/questions/admin/api/get-waiting-count';
import './dashboard-counts.css';

/** How many users, categories and products the shop has. */
export function Counts() {
  const users = useUsers('', 1);
  const categories = useCategories();
  const products = useAdminProducts({}, 1);
  useEffect(() => {
    if (users.isError) void errorDialog(users.error);
  }, [users.isError, users.error]);
  const cards: [string, { isError: boolean }, number | undefined][] = [
    ['کاربران', users, users.data?.total],
    ['دسته‌بندی‌ها', categories, categories.data?.categories.length],
    ['محصولات', products, products.data?.total],
  ];
  return (
    <ul className="count-cards">
      {cards.map(([label, query, value]) => (
        <li key={label} className="panel">
          <strong>{query.isError ? '—' : value === undefined ? '…' : toPersianDigits(value)}</strong>
          <span>{label}</span>
        </li>
      ))}
    </ul>
  );
}

/** How many orders wait in each open status, each a link to the desk's list of them. */
export function OpenOrders() {
  const open = useOpenCounts();
  return (
    <section aria-label="سفارش‌های باز">
      <h2>سفارش‌های باز</h2>
      <ul className="count-cards open-orders">
        {OPEN_ORDER_STATUSES.map((status) => {
          const value = open.data?.counts[status];
          return (
            <li key={status}>
              <Link to={`${pagePath('adminOrders')}?status=${status}`} className="panel">
                <strong>{open.isError ? '—' : value === undefined ? '…' : toPersianDigits(value)}</strong>
                <span>{ORDER_STATUS_LABELS[status]}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** How many shoppers' questions wait for an answer: a link to the questions desk. */
export function WaitingQuestions() {
  const waiting = useWaitingCount();
  const value = waiting.data?.waiting;
  return (
    <section aria-label="پرسش‌های مشتریان">
      <h2>پرسش‌های مشتریان</h2>
      <ul className="count-cards open-orders">
        <li>
          <Link to={pagePath('adminQuestions')} className="panel">
            <strong>{waiting.isError ? '—' : value === undefined ? '…' : toPersianDigits(value)}</strong>
            <span>در انتظار پاسخ</span>
          </Link>
        </li>
      </ul>
    </section>
  );
}
