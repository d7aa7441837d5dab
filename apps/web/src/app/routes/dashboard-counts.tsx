import { useEffect } from 'react';
import { errorDialog } from '../../lib/dialog';
import { toPersianDigits } from '../../lib/format';
import { useCategories } from '../../shell/api/list-categories';
import { useAdminProducts } from '../../features/catalog/admin/api/list-admin-products';
import { useUsers } from '../../features/users/admin/api/list-users';

/** How many users, categories and products the shop has. */
export function Counts() {
  const users = useUsers('', 1);
  const categories = useCategories();
  const products = useAdminProducts('', 1);
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
