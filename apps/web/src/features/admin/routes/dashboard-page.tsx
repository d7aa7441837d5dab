import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { categoryName, isOthersCategory } from '@shop/contracts/full';
import { normalizeForSearch } from '@shop/persian';
import { errorMessage } from '../../../lib/api-client';
import { confirmDialog, openDialog } from '../../../lib/dialog';
import { formatSolarDate, formatToman, toPersianDigits } from '../../../lib/format';
import { usePageMeta } from '../../../lib/page-meta';
import { AdminOnly } from '../../auth/components/admin-only';
import { useAuth } from '../../auth/api/validate-token';
import { useCategories } from '../../catalog/api/list-categories';
import { useSearch } from '../../search/api/search-products';
import {
  ADMIN_PAGE_SIZE,
  useAdminProducts,
  useDelete,
  useInquiryCounts,
  useSetRole,
  useUsers,
} from '../api/admin-calls';

type Tab = 'overview' | 'users' | 'categories' | 'products';
const TABS: [Tab, string][] = [
  ['overview', 'نمای کلی'],
  ['users', 'کاربران'],
  ['categories', 'دسته‌بندی‌ها'],
  ['products', 'محصولات'],
];

function Pager({ page, total, onPage }: { page: number; total: number; onPage: (page: number) => void }) {
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

function useConfirmedDelete(kind: 'product' | 'category') {
  const remove = useDelete(kind);
  return async (id: string, title: string) => {
    const sure = await confirmDialog({
      title: `آیا از حذف ${title} اطمینان دارید؟`,
      confirmText: 'بله، حذف شود',
      cancelText: 'لغو',
    });
    if (!sure) return;
    try {
      const answer = await remove.mutateAsync(id);
      await openDialog({ title: 'حذف شد!', message: answer.message, icon: 'success' });
    } catch (error) {
      await openDialog({ title: 'خطا', message: errorMessage(error), icon: 'error' });
    }
  };
}

function UsersList({ q }: { q: string }) {
  const [page, setPage] = useState(1);
  const users = useUsers(q, page);
  const setRole = useSetRole();
  const { data: auth } = useAuth();
  if (users.isError) return <p role="alert">{errorMessage(users.error)}</p>;
  if (!users.data) return <p>در حال بارگذاری...</p>;
  if (users.data.users.length === 0) return <p>کاربری یافت نشد.</p>;
  return (
    <>
      <table className="admin-table">
        <thead>
          <tr>
            <th>نام</th>
            <th>موبایل</th>
            <th>نقش</th>
            <th>وضعیت</th>
            <th>عضویت</th>
            <th>
              <span className="visually-hidden">کارها</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {users.data.users.map((user) => (
            <tr key={user._id}>
              <td>{user.name ?? 'بدون نام'}</td>
              <td>
                <bdi dir="ltr">{toPersianDigits(user.phone)}</bdi>
              </td>
              <td>{user.role === 'admin' ? 'مدیر' : 'کاربر عادی'}</td>
              <td>فعال</td>
              <td>{formatSolarDate(user.createdAt)}</td>
              <td>
                {user._id !== auth?.userId && (
                  <button
                    type="button"
                    className="text-button"
                    disabled={setRole.isPending}
                    onClick={() =>
                      setRole
                        .mutateAsync({ id: user._id, role: user.role === 'admin' ? 'user' : 'admin' })
                        .catch((error: unknown) =>
                          openDialog({ title: 'خطا', message: errorMessage(error), icon: 'error' }),
                        )
                    }
                  >
                    {user.role === 'admin' ? 'برداشتن نقش مدیر' : 'مدیر کردن'}
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pager page={page} total={users.data.total} onPage={setPage} />
    </>
  );
}

function CategoriesList({ q }: { q: string }) {
  const { data } = useCategories();
  const confirmDelete = useConfirmedDelete('category');
  const wanted = normalizeForSearch(q);
  const categories = (data?.categories ?? []).filter(
    (c) => !wanted || normalizeForSearch(c.title).includes(wanted),
  );
  if (!data) return <p>در حال بارگذاری...</p>;
  if (categories.length === 0) return <p>دسته‌بندی یافت نشد.</p>;
  return (
    <table className="admin-table">
      <thead>
        <tr>
          <th>عنوان</th>
          <th>تاریخ ایجاد</th>
          <th>
            <span className="visually-hidden">کارها</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {categories.map((category) => (
          <tr key={category._id}>
            <td>
              <Link to={`/category/${category._id}`}>{categoryName(category.title)}</Link>
            </td>
            <td>{formatSolarDate(category.createdAt)}</td>
            <td className="row-actions">
              <Link to={`/category/edit/${category._id}`}>ویرایش</Link>
              {!isOthersCategory(category.title) && (
                <button
                  type="button"
                  className="text-button danger"
                  onClick={() => confirmDelete(category._id, category.title)}
                >
                  حذف
                </button>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const INQUIRY_TOP = 10;
const INQUIRY_PERIOD_TITLES = {
  7: 'پرسش‌شده‌ترین محصولات در ۷ روز گذشته',
  30: 'پرسش‌شده‌ترین محصولات در ۳۰ روز گذشته',
} as const;

function MostAskedIn({ days }: { days: 7 | 30 }) {
  const { data } = useInquiryCounts(days);
  const title = INQUIRY_PERIOD_TITLES[days];
  return (
    <section className="panel" aria-label={title}>
      <h2>{title}</h2>
      {!data ? (
        <p>در حال بارگذاری...</p>
      ) : data.products.length === 0 ? (
        <p>هنوز پرسشی ثبت نشده است.</p>
      ) : (
        <ol>
          {data.products.slice(0, INQUIRY_TOP).map((item) => (
            <li key={item.productId}>
              <Link to={`/product/${item.productId}`}>{item.title}</Link>: {toPersianDigits(item.total)}{' '}
              (واتس‌اپ {toPersianDigits(item.whatsapp)}، تلگرام {toPersianDigits(item.telegram)}، تماس{' '}
              {toPersianDigits(item.call)})
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** The demand the shop sees without a cart: order-button clicks per product. */
function MostAskedAbout() {
  return (
    <div className="count-cards">
      <MostAskedIn days={7} />
      <MostAskedIn days={30} />
    </div>
  );
}

function ProductRows({
  products,
}: {
  products: { _id: string; title: string; price: number; stock: number }[];
}) {
  const confirmDelete = useConfirmedDelete('product');
  const month = useInquiryCounts(30);
  const asked = new Map(month.data?.products.map((item) => [item.productId, item.total]));
  return (
    <table className="admin-table">
      <thead>
        <tr>
          <th>عنوان</th>
          <th>قیمت</th>
          <th>موجودی</th>
          <th>پرسش در ۳۰ روز</th>
          <th>
            <span className="visually-hidden">کارها</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {products.map((product) => (
          <tr key={product._id}>
            <td>{product.title}</td>
            <td>{formatToman(product.price)}</td>
            <td>{product.stock > 0 ? 'موجود' : 'ناموجود'}</td>
            <td>{toPersianDigits(asked.get(product._id) ?? 0)}</td>
            <td className="row-actions">
              <Link to={`/product/${product._id}`}>مشاهده</Link>
              <Link to={`/product/edit/${product._id}`}>ویرایش</Link>
              <button
                type="button"
                className="text-button danger"
                onClick={() => confirmDelete(product._id, product.title)}
              >
                حذف
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function ProductsList({ q }: { q: string }) {
  const [page, setPage] = useState(1);
  const list = useAdminProducts(page);
  const found = useSearch(q ? { q, page: 1, pageSize: 50 } : null);
  if (q) {
    if (!found.data) return <p>در حال بارگذاری...</p>;
    return found.data.products.length ? (
      <ProductRows products={found.data.products} />
    ) : (
      <p>محصولی یافت نشد.</p>
    );
  }
  if (!list.data) return <p>در حال بارگذاری...</p>;
  if (list.data.items.length === 0) return <p>محصولی یافت نشد.</p>;
  return (
    <>
      <ProductRows products={list.data.items} />
      <Pager page={page} total={list.data.total} onPage={setPage} />
    </>
  );
}

function Counts() {
  const users = useUsers('', 1);
  const categories = useCategories();
  const products = useAdminProducts(1);
  useEffect(() => {
    if (users.isError) void openDialog({ title: 'خطا', message: errorMessage(users.error), icon: 'error' });
  }, [users.isError, users.error]);
  const cards: [string, { data?: unknown; isError: boolean }, number | undefined][] = [
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

function Dashboard() {
  const location = useLocation();
  const [tab, setTab] = useState<Tab>(
    location.pathname.startsWith('/admin/products') ? 'products' : 'overview',
  );
  const [q, setQ] = useState('');
  const query = q.trim();
  usePageMeta('داشبورد مدیریت');
  return (
    <div className="page dashboard">
      <div className="section-head">
        <h1>داشبورد مدیریت</h1>
        <div className="row-actions">
          <Link to="/admin/settings" className="button">
            تنظیمات فروشگاه
          </Link>
          <Link to="/admin/synonyms" className="button">
            مترادف‌های جستجو
          </Link>
        </div>
      </div>
      <Counts />
      <label className="field">
        <span>جستجو در کاربران، دسته‌بندی‌ها و محصولات</span>
        <input type="search" value={q} onChange={(event) => setQ(event.target.value)} />
      </label>
      <div role="tablist" aria-label="بخش‌های داشبورد" className="tabs">
        {TABS.map(([value, label]) => (
          <button
            key={value}
            type="button"
            role="tab"
            aria-selected={tab === value}
            onClick={() => setTab(value)}
          >
            {label}
          </button>
        ))}
      </div>
      <div role="tabpanel" className="panel">
        {tab === 'overview' && !query && <MostAskedAbout />}
        {(tab === 'users' || (tab === 'overview' && query)) && (
          <section aria-label="کاربران">
            <h2>کاربران</h2>
            <UsersList q={query} />
          </section>
        )}
        {(tab === 'categories' || (tab === 'overview' && query)) && (
          <section aria-label="دسته‌بندی‌ها">
            <div className="section-head">
              <h2>دسته‌بندی‌ها</h2>
              <Link to="/category/create" className="button">
                دسته‌بندی جدید
              </Link>
            </div>
            <CategoriesList q={query} />
          </section>
        )}
        {(tab === 'products' || (tab === 'overview' && query)) && (
          <section aria-label="محصولات">
            <div className="section-head">
              <h2>محصولات</h2>
              <Link to="/product/create" className="button">
                محصول جدید
              </Link>
            </div>
            <ProductsList q={query} />
          </section>
        )}
      </div>
    </div>
  );
}

export default function DashboardPage() {
  return (
    <AdminOnly>
      <Dashboard />
    </AdminOnly>
  );
}
