import { categoryName, categoryQueryOf, pagePath, pageTitles } from '@shop/contracts/plain';
import { Link, useParams } from 'react-router-dom';
import { Breadcrumb } from '../../../components/breadcrumb';
import { Pagination, PastTheEnd } from '../../../components/pagination';
import { isPastTheEnd } from '../../../lib/page-window';
import { ProductGrid } from '../../../components/product-card';
import { ResponsiveImage } from '../../../components/responsive-image';
import { RichText } from '../../../components/rich-text';
import { SortControl } from '../../../components/sort-control';
import { EmptyState, ErrorPanel, NotFound, Spinner } from '../../../components/status';
import { ApiClientError } from '../../../lib/api-client';
import { toPersianDigits } from '../../../lib/format';
import { useListParams } from '../../../lib/list-params';
import { usePageMeta } from '../../../shell/page-meta';
import { useCategory } from '../api/get-category';
import { useCategories } from '../../../shell/api/list-categories';

const EXCERPT_LENGTH = 100;
const OTHER_CATEGORIES = 4;

function OtherCategories({ currentId }: { currentId: string }) {
  const { data } = useCategories();
  const others =
    data?.categories.filter((category) => category._id !== currentId).slice(0, OTHER_CATEGORIES) ?? [];
  if (others.length === 0) return null;
  return (
    <section className="section" aria-labelledby="other-categories">
      <h2 id="other-categories">دسته‌بندی‌های دیگر</h2>
      <ul className="category-tiles">
        {others.map((category) => (
          <li key={category._id}>
            <Link to={pagePath('category', { id: category._id })} className="category-tile">
              <ResponsiveImage file={category.image} alt="" sizes="96px" width={96} height={96} />
              <span>{categoryName(category.title)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function CategoryPage() {
  const { id = '' } = useParams();
  const { params, page, sort, update } = useListParams();
  const result = useCategory(id, categoryQueryOf(params));
  const category = result.data?.category;
  const name = category && categoryName(category.title);
  usePageMeta((shop) => category && pageTitles.category(shop, category));

  if (result.isPending) return <Spinner />;
  if (result.isError) {
    if (result.error instanceof ApiClientError && result.error.status === 404) return <NotFound />;
    return (
      <div className="page">
        <ErrorPanel onRetry={() => result.refetch()} />
      </div>
    );
  }
  const { products, total, pageSize } = result.data;
  return (
    <div className="page">
      <Breadcrumb
        items={[
          { label: 'خانه', to: pagePath('home') },
          { label: 'فروشگاه', to: pagePath('shop') },
          { label: name! },
        ]}
      />
      <header className="category-head">
        <ResponsiveImage
          className="category-image"
          file={result.data.category.image}
          alt={name!}
          sizes="160px"
          width={160}
          height={160}
          priority
        />
        <div>
          <h1>{name}</h1>
          <RichText html={result.data.category.description} />
          <p className="result-count">{toPersianDigits(total)} محصول</p>
        </div>
      </header>
      <div className="list-controls">
        <SortControl value={sort} onChange={(next) => update({ sort: next === 'newest' ? null : next })} />
      </div>
      {isPastTheEnd({ page, pageSize, total }) ? (
        <PastTheEnd pageSize={pageSize} total={total} />
      ) : products.length === 0 ? (
        <EmptyState
          message="محصولی در این دسته‌بندی یافت نشد."
          linkTo={pagePath('shop')}
          linkLabel="مشاهده فروشگاه"
        />
      ) : (
        <>
          <ProductGrid products={products} excerptLength={EXCERPT_LENGTH} headingLevel={2} />
          <Pagination page={page} pageSize={pageSize} total={total} />
        </>
      )}
      <OtherCategories currentId={id} />
    </div>
  );
}
