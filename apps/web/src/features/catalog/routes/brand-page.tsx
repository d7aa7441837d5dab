import { categoryQueryOf, pagePath, pageTitles } from '@shop/contracts/plain';
import { useParams } from 'react-router-dom';
import { Breadcrumb } from '../../../components/breadcrumb';
import { Pagination, PastTheEnd } from '../../../components/pagination';
import { ProductGrid } from '../../../components/product-card';
import { ResponsiveImage } from '../../../components/responsive-image';
import { SortControl } from '../../../components/sort-control';
import { EmptyState, ErrorPanel, NotFound, Spinner } from '../../../components/status';
import { ApiClientError } from '../../../lib/api-client';
import { toPersianDigits } from '../../../lib/format';
import { useListParams } from '../../../lib/list-params';
import { isPastTheEnd } from '../../../lib/page-window';
import { usePageMeta } from '../../../shell/page-meta';
import { useBrand } from '../api/get-brand';

const EXCERPT_LENGTH = 100;

/** A brand's products, a page at a time, in the order the shopper picks: the category page's grid. */
export default function BrandPage() {
  const { id = '' } = useParams();
  const { params, page, sort, update } = useListParams();
  const result = useBrand(id, categoryQueryOf(params));
  const brand = result.data?.brand;
  usePageMeta((shop) => brand && pageTitles.brand(shop, brand, page));

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
  const { nameFa, nameEn, logo } = result.data.brand;
  return (
    <div className="page">
      <Breadcrumb
        items={[
          { label: 'خانه', to: pagePath('home') },
          { label: 'فروشگاه', to: pagePath('shop') },
          { label: nameFa },
        ]}
      />
      <header className="brand-head">
        {logo && (
          <ResponsiveImage
            className="brand-logo"
            file={logo}
            alt={`لوگوی ${nameFa}`}
            sizes="120px"
            width={120}
            height={120}
            priority
          />
        )}
        <div>
          <h1>
            {nameFa}{' '}
            <bdi dir="ltr" className="brand-latin">
              {nameEn}
            </bdi>
          </h1>
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
          message="محصولی از این برند یافت نشد."
          linkTo={pagePath('shop')}
          linkLabel="مشاهده فروشگاه"
        />
      ) : (
        <>
          <ProductGrid products={products} excerptLength={EXCERPT_LENGTH} headingLevel={2} />
          <Pagination page={page} pageSize={pageSize} total={total} />
        </>
      )}
    </div>
  );
}
