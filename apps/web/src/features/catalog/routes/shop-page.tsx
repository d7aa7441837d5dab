import { categoryName, pagePath, pageTitles, shopCategoryOf, shopQueryOf } from '@shop/contracts/plain';
import { Breadcrumb } from '../../../components/breadcrumb';
import { Pagination, PastTheEnd } from '../../../components/pagination';
import { isPastTheEnd } from '../../../lib/page-window';
import { ProductGrid } from '../../../components/product-card';
import { SortControl } from '../../../components/sort-control';
import { ErrorPanel, Spinner } from '../../../components/status';
import { FilteredListing, ListingEmptyState } from '../../../components/filter-panel';
import { toPersianDigits } from '../../../lib/format';
import { useListParams } from '../../../lib/list-params';
import { usePageMeta } from '../../../shell/page-meta';
import { useCategories } from '../../../shell/api/list-categories';
import { useProductList } from '../api/list-products';

export default function ShopPage() {
  const { params, page, sort, update } = useListParams();
  const request = shopQueryOf(params);
  const products = useProductList(request);
  const { data: categoryList } = useCategories();
  const pastTheEnd = !!products.data && isPastTheEnd({ ...products.data, page });
  usePageMeta((shop) => pageTitles.shop(shop, page));

  return (
    <div className="page">
      <Breadcrumb items={[{ label: 'خانه', to: pagePath('home') }, { label: 'فروشگاه' }]} />
      <h1>فروشگاه</h1>
      <div className="list-controls">
        <SortControl value={sort} onChange={(next) => update({ sort: next === 'newest' ? null : next })} />
        <label className="field-inline">
          <span>دسته‌بندی:</span>
          <select
            value={request.categoryId ?? ''}
            onChange={(event) => update({ category: event.target.value })}
          >
            <option value="">همه دسته‌بندی‌ها</option>
            {categoryList?.categories.map((category) => (
              <option key={category._id} value={category._id}>
                {categoryName(category.title)}
              </option>
            ))}
          </select>
        </label>
        {products.data && !pastTheEnd && (
          <p className="result-count">
            {products.data.totalIsEstimate ? 'حدود ' : ''}
            {toPersianDigits(products.data.total)} محصول
          </p>
        )}
      </div>
      <FilteredListing place={shopCategoryOf(params)}>
        {products.isPending ? (
          <Spinner />
        ) : products.isError ? (
          <ErrorPanel onRetry={() => products.refetch()} />
        ) : pastTheEnd ? (
          <PastTheEnd {...products.data} />
        ) : products.data.items.length === 0 ? (
          <ListingEmptyState
            message="در حال حاضر محصولی موجود نیست."
            linkTo={pagePath('home')}
            linkLabel="بازگشت به صفحه اصلی"
          />
        ) : (
          <>
            <ProductGrid products={products.data.items} headingLevel={2} />
            <Pagination page={page} pageSize={products.data.pageSize} total={products.data.total} />
          </>
        )}
      </FilteredListing>
    </div>
  );
}
