import { categoryQueryOf, pagePath, pageTitles } from '@shop/contracts/plain';
import { useParams } from 'react-router-dom';
import { Breadcrumb } from '../../../components/breadcrumb';
import { ResponsiveImage } from '../../../components/responsive-image';
import { FilteredListing } from '../../../components/filter-panel';
import { ProductPageGrid } from '../../../components/product-page-grid';
import { pageFallback } from '../../../components/status';
import { toPersianDigits } from '../../../lib/format';
import { useListParams } from '../../../lib/list-params';
import { usePageMeta } from '../../../shell/page-meta';
import { useBrandWithProducts } from '../api/get-brand-with-products';

/** A brand's products, a page at a time, in the order the shopper picks: the category page's grid. */
export default function BrandPage() {
  const { id = '' } = useParams();
  const { params, page } = useListParams();
  const result = useBrandWithProducts(id, categoryQueryOf(params));
  const brand = result.data?.brand;
  usePageMeta((shop) => brand && pageTitles.brand(shop, brand, page));

  const fallback = pageFallback(result);
  if (fallback || !result.data) return fallback;
  const { total } = result.data;
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
      <FilteredListing place={{ brandId: id }}>
        <ProductPageGrid list={result.data} emptyMessage="محصولی از این برند یافت نشد." />
      </FilteredListing>
    </div>
  );
}
