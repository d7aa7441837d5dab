import { useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { pagePath } from '@shop/contracts/plain';
import { toPersianDigits } from '../../lib/format';
import { usePageMeta } from '../../shell/page-meta';
import { AdminOnly } from '../../shell/components/admin-only';
import { useAdminProducts } from '../../features/catalog/admin/api/list-admin-products';
import { BrandsTable } from '../../features/catalog/admin/components/brands-table';
import { CategoriesTable } from '../../features/catalog/admin/components/categories-table';
import { Counts, OpenOrders, WaitingQuestions } from './dashboard-counts';
import { FunnelPanel } from '../../features/funnel/admin/components/funnel-panel';
import { MostAskedAbout } from '../../features/inquiries/admin/components/most-asked';
import { WaitedProducts } from '../../features/alerts/admin/components/waited-products';
import { Pager } from '../../components/admin/pager';
import { ProductRows, type ProductRow } from '../../features/catalog/admin/components/product-rows';
import {
  NO_PRODUCT_FILTERS,
  ProductListFilterFields,
} from '../../features/catalog/admin/components/product-list-filters';
import { useInquiryCounts } from '../../features/inquiries/admin/api/get-inquiry-counts';
import { SetupCard } from '../../features/settings/admin/components/setup-card';
import { UsersTable } from '../../features/users/admin/components/users-table';
import '../../components/form.css';
import '../../components/admin/admin.css';

type Tab = 'overview' | 'users' | 'categories' | 'brands' | 'products';
const TABS: [Tab, string][] = [
  ['overview', 'نمای کلی'],
  ['users', 'کاربران'],
  ['categories', 'دسته‌بندی‌ها'],
  ['brands', 'برندها'],
  ['products', 'محصولات'],
];

/** The catalog's products beside the inquiries' count of how often each was asked about in 30 days. */
function ProductsWithDemand({ products }: { products: ProductRow[] }) {
  const month = useInquiryCounts(30);
  const asked = new Map(month.data?.products.map((item) => [item.productId, item.total]));
  return <ProductRows products={products} asked={asked} />;
}

/** The newest products a page at a time, in a category, of a brand, by stock; with a query, those whose title holds it. */
function ProductsList({ q }: { q: string }) {
  const [filters, setFilters] = useState(NO_PRODUCT_FILTERS);
  const asked = JSON.stringify([q, filters]);
  const [paged, setPaged] = useState({ asked, page: 1 });
  // A new query or filter starts at its first page.
  const page = paged.asked === asked ? paged.page : 1;
  const list = useAdminProducts({ q, ...filters }, page);
  return (
    <>
      <ProductListFilterFields value={filters} onChange={setFilters} />
      {!list.data ? (
        <p>در حال بارگذاری...</p>
      ) : list.data.items.length === 0 ? (
        <p>محصولی یافت نشد.</p>
      ) : (
        <>
          <p className="result-count" role="status">
            {toPersianDigits(list.data.total)} محصول
          </p>
          <ProductsWithDemand products={list.data.items} />
          <Pager page={page} total={list.data.total} onPage={(next) => setPaged({ asked, page: next })} />
        </>
      )}
    </>
  );
}

function Tabs({ tab, onTab }: { tab: Tab; onTab: (tab: Tab) => void }) {
  return (
    <div role="tablist" aria-label="بخش‌های داشبورد" className="tabs">
      {TABS.map(([value, label]) => (
        <button
          key={value}
          type="button"
          role="tab"
          aria-selected={tab === value}
          onClick={() => onTab(value)}
        >
          {label}
        </button>
      ))}
    </div>
  );
}

/** One list of the dashboard under its heading, with the link to add one more when there is one. */
function ListSection({
  title,
  addLink,
  children,
}: {
  title: string;
  addLink?: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <section aria-label={title}>
      {addLink ? (
        <div className="section-head">
          <h2>{title}</h2>
          <Link to={addLink.to} className="button">
            {addLink.label}
          </Link>
        </div>
      ) : (
        <h2>{title}</h2>
      )}
      {children}
    </section>
  );
}

function Dashboard() {
  const location = useLocation();
  const [tab, setTab] = useState<Tab>(
    location.pathname.startsWith(pagePath('adminProducts')) ? 'products' : 'overview',
  );
  const [q, setQ] = useState('');
  const query = q.trim();
  // With a query, the overview shows what it finds in every list.
  const shows = (list: Tab) => tab === list || (tab === 'overview' && !!query);
  usePageMeta('داشبورد مدیریت');
  return (
    <div className="page dashboard">
      <div className="section-head">
        <h1>داشبورد مدیریت</h1>
        <div className="row-actions">
          <Link to={pagePath('adminSettings')} className="button">
            تنظیمات فروشگاه
          </Link>
          <Link to={pagePath('adminSynonyms')} className="button">
            مترادف‌های جستجو
          </Link>
          <Link to={pagePath('adminPriceChanges')} className="button">
            تغییر گروهی قیمت
          </Link>
          <Link to={pagePath('adminSpreadsheets')} className="button">
            ورود و خروج اکسل
          </Link>
        </div>
      </div>
      <SetupCard />
      <Counts />
      <OpenOrders />
      <WaitingQuestions />
      <label className="field">
        <span>جستجو در کاربران، دسته‌بندی‌ها، برندها و محصولات</span>
        <input type="search" value={q} onChange={(event) => setQ(event.target.value)} />
      </label>
      <Tabs tab={tab} onTab={setTab} />
      <div role="tabpanel" className="panel">
        {tab === 'overview' && !query && (
          <>
            <FunnelPanel />
            <MostAskedAbout />
            <WaitedProducts />
          </>
        )}
        {shows('users') && (
          <ListSection title="کاربران">
            <UsersTable q={query} />
          </ListSection>
        )}
        {shows('categories') && (
          <ListSection
            title="دسته‌بندی‌ها"
            addLink={{ to: pagePath('categoryCreate'), label: 'دسته‌بندی جدید' }}
          >
            <CategoriesTable q={query} />
          </ListSection>
        )}
        {shows('brands') && (
          <ListSection title="برندها" addLink={{ to: pagePath('brandCreate'), label: 'برند جدید' }}>
            <BrandsTable q={query} />
          </ListSection>
        )}
        {shows('products') && (
          <ListSection title="محصولات" addLink={{ to: pagePath('productCreate'), label: 'محصول جدید' }}>
            <ProductsList q={query} />
          </ListSection>
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
