import { categoryName, DEFAULT_PAGE_SIZE } from '@shop/contracts';
import { Breadcrumb } from '../../../components/breadcrumb';
import { isPastTheEnd, Pagination, PastTheEnd } from '../../../components/pagination';
import { ProductGrid } from '../../../components/product-card';
import { SortControl } from '../../../components/sort-control';
import { EmptyState, ErrorPanel, Spinner } from '../../../components/status';
import { toPersianDigits } from '../../../lib/format';
import { useListParams } from '../../../lib/list-params';
import { usePageMeta } from '../../../lib/page-meta';
import { useCategories } from '../api/list-categories';
import { useProductList, type ProductListRequest } from '../api/list-products';

/** The shop's query as the URL describes it: the server embeds the first answer under the same key. */
export function shopRequest(
  params: URLSearchParams,
  page: number,
  sort: ProductListRequest['sort'],
): ProductListRequest {
  const request: ProductListRequest = { page, pageSize: DEFAULT_PAGE_SIZE, sort };
  const categoryId = params.get('category');
  if (categoryId) request.categoryId = categoryId;
  if (params.get('inStock') === 'true') request.inStock = 'true';
  return request;
}

export default function ShopPage() {
  const { params, page, sort, update } = useListParams();
  const request = shopRequest(params, page, sort);
  const products = useProductList(request);
  const { data: categoryList } = useCategories();
  const pastTheEnd = !!products.data && isPastTheEnd({ ...products.data, page });
  usePageMeta(
    page > 1 ? `فروشگاه، صفحه ${toPersianDigits(page)}` : 'فروشگاه',
    'همه محصولات برقی و الکترونیکی فروشگاه برق‌آفرین',
  );

  return (
    <div className="page">
      <Breadcrumb items={[{ label: 'خانه', to: '/' }, { label: 'فروشگاه' }]} />
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
        <label className="field-inline checkbox">
          <input
            type="checkbox"
            checked={request.inStock === 'true'}
            onChange={(event) => update({ inStock: event.target.checked ? 'true' : null })}
          />
          <span>فقط کالاهای موجود</span>
        </label>
        {products.data && !pastTheEnd && (
          <p className="result-count">
            {products.data.totalIsEstimate ? 'حدود ' : ''}
            {toPersianDigits(products.data.total)} محصول
          </p>
        )}
      </div>
      {products.isPending ? (
        <Spinner />
      ) : products.isError ? (
        <ErrorPanel onRetry={() => products.refetch()} />
      ) : pastTheEnd ? (
        <PastTheEnd {...products.data} />
      ) : products.data.items.length === 0 ? (
        <EmptyState message="در حال حاضر محصولی موجود نیست." linkTo="/" linkLabel="بازگشت به صفحه اصلی" />
      ) : (
        <>
          <ProductGrid products={products.data.items} headingLevel={2} />
          <Pagination page={page} pageSize={products.data.pageSize} total={products.data.total} />
        </>
      )}
    </div>
  );
}
