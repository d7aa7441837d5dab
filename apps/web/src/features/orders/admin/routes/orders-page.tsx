import { apiRoutes, pagePath, ORDERS_PAGE_SIZE } from '@shop/contracts/plain';
import { Link, useSearchParams } from 'react-router-dom';
import { AdminScreen } from '../../../../components/admin/admin-screen';
import { ErrorPanel } from '../../../../components/status';
import { toPersianDigits } from '../../../../lib/format';
import { useOrders } from '../api/list-orders';
import { DeskFilterForm } from '../components/desk-filter-form';
import { OrdersTable } from '../components/orders-table';
import { StatusFilter } from '../components/status-filter';
import { exportAddress, filtersOf, searchOf, type DeskFilters } from '../desk-filters';
import '../../../../components/form.css';
import '../../../../components/admin/admin.css';
import '../orders-desk.css';

/** «قبلی / بعدی»: the list has no total (counting a million orders is slow), only whether more follow. */
function Paging({
  page,
  hasMore,
  onPage,
}: {
  page: number;
  hasMore: boolean;
  onPage: (page: number) => void;
}) {
  if (page === 1 && !hasMore) return null;
  return (
    <nav className="pagination" aria-label="صفحه‌بندی سفارش‌ها">
      <button type="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        قبلی
      </button>
      <span>صفحه {toPersianDigits(page)}</span>
      <button type="button" disabled={!hasMore} onClick={() => onPage(page + 1)}>
        بعدی
      </button>
    </nav>
  );
}

function DeskList({ filters }: { filters: DeskFilters }) {
  const [, setSearch] = useSearchParams();
  const list = useOrders(filters);
  if (list.isError) return <ErrorPanel onRetry={() => void list.refetch()} />;
  if (!list.data) return <p>در حال بارگذاری...</p>;
  const { orders, hasMore, page } = list.data;
  return (
    <section aria-label="فهرست سفارش‌ها" aria-busy={list.isPlaceholderData}>
      {orders.length === 0 ? (
        <p className="panel empty-state">سفارشی با این شرط‌ها پیدا نشد.</p>
      ) : (
        <OrdersTable orders={orders} />
      )}
      <Paging
        page={page}
        hasMore={hasMore}
        onPage={(next) => {
          setSearch(searchOf({ ...filters, page: next }));
          window.scrollTo({ top: 0 });
        }}
      />
    </section>
  );
}

/** «سفارش‌ها»: every request and order, the newest first, filtered as the owner asks; his daily screen. */
export default function OrdersPage() {
  const [search, setSearch] = useSearchParams();
  const filters = filtersOf(search);
  // Any change of filter starts at the first page.
  const apply = (patch: Partial<DeskFilters>) => setSearch(searchOf({ ...filters, ...patch, page: 1 }));
  return (
    <AdminScreen title="سفارش‌ها">
      <div className="desk-actions" data-keep-clear>
        <Link to={pagePath('adminOrderCreate')} className="button">
          ثبت سفارش تلفنی یا حضوری
        </Link>
        <a
          className="button button-quiet"
          href={exportAddress(apiRoutes.orders.exportXlsx.path, filters)}
          download
        >
          خروجی اکسل
        </a>
        <a
          className="button button-quiet"
          href={exportAddress(apiRoutes.orders.exportCsv.path, filters)}
          download
        >
          خروجی CSV
        </a>
      </div>
      <StatusFilter status={filters.status} onStatus={(status) => apply({ status })} />
      {/* Written afresh when the address's filters change (back, forward, a link). */}
      <DeskFilterForm
        key={searchOf({ ...filters, status: undefined, page: 1 }).toString()}
        filters={filters}
        onApply={apply}
      />
      <p className="hint">
        جدیدترین سفارش‌ها اول؛ {toPersianDigits(ORDERS_PAGE_SIZE)} سفارش در هر صفحه. خروجی همه سفارش‌های همین
        فیلترها را دارد.
      </p>
      <DeskList filters={filters} />
    </AdminScreen>
  );
}
