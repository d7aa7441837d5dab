import { pagePath, type ProductListItem } from '@shop/contracts/plain';
import { useListParams } from '../lib/list-params';
import { isPastTheEnd } from '../lib/page-window';
import { Pagination, PastTheEnd } from './pagination';
import { ProductGrid } from './product-card';
import { SortControl } from './sort-control';
import { ListingEmptyState } from './filter-panel';

/**
 * One page of a product list as the category and brand pages show it (page and order from the address):
 * the order it is in, the grid and its pagination, a message (with a way to the shop) when there is nothing, or the notice for a page
 * past the end.
 */
export function ProductPageGrid({
  list: { products, pageSize, total },
  emptyMessage,
}: {
  list: { products: ProductListItem[]; pageSize: number; total: number };
  emptyMessage: string;
}) {
  const { page, sort, update } = useListParams();
  return (
    <>
      <div className="list-controls">
        <SortControl value={sort} onChange={(next) => update({ sort: next === 'newest' ? null : next })} />
      </div>
      {isPastTheEnd({ page, pageSize, total }) ? (
        <PastTheEnd pageSize={pageSize} total={total} />
      ) : products.length === 0 ? (
        <ListingEmptyState message={emptyMessage} linkTo={pagePath('shop')} linkLabel="مشاهده فروشگاه" />
      ) : (
        <>
          <ProductGrid products={products} headingLevel={2} />
          <Pagination page={page} pageSize={pageSize} total={total} />
        </>
      )}
    </>
  );
}
