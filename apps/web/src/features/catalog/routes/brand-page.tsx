import {
  categoryName,
  filterParamsOf,
  pagePath,
  pageTitles,
  shopCategoryOf,
  shopQueryOf,
  type FilterPlace,
} from '@shop/contracts/plain';
import { Link, useParams } from 'react-router-dom';
import { Breadcrumb } from '../../../components/breadcrumb';
import { ResponsiveImage } from '../../../components/responsive-image';
import { FilteredListing } from '../../../components/filter-panel';
import { ProductPageGrid } from '../../../components/product-page-grid';
import { pageFallback } from '../../../components/status';
import { toPersianDigits } from '../../../lib/format';
import { changedListParams, useListParams } from '../../../lib/list-params';
import { usePageMeta } from '../../../shell/page-meta';
import { useCategories } from '../../../shell/api/list-categories';
import { useFilterFacets } from '../../../shell/api/get-filters';
import { useBrandWithProducts } from '../api/get-brand-with-products';

/**
 * The brand's categories with how many of its products each holds (the filter panel's answer): a link
 * narrows the page to one, dropping the specification filters, which belong to a category.
 */
function BrandCategories({ place }: { place: FilterPlace }) {
  const { params } = useListParams();
  const categories = useFilterFacets({ ...place, ...filterParamsOf(params) }).data?.categories ?? [];
  if (categories.length < 2 && !place.categoryId) return null;
  const linkTo = (categoryId: string | null) =>
    `?${changedListParams(params, { category: categoryId, spec: null })}`;
  return (
    <nav aria-label="دسته‌بندی‌های این برند">
      <ul className="chip-list category-chips">
        <li>
          <Link to={linkTo(null)} className="chip" aria-current={place.categoryId ? undefined : 'page'}>
            همه دسته‌ها
          </Link>
        </li>
        {categories.map(({ value, label, count }) => (
          <li key={value}>
            <Link
              to={linkTo(value)}
              className="chip"
              aria-current={place.categoryId === value ? 'page' : undefined}
            >
              {categoryName(label)} ({toPersianDigits(count)})
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A brand's products, a page at a time, in the order the shopper picks: the category page's grid. */
export default function BrandPage() {
  const { id = '' } = useParams();
  const { params, page } = useListParams();
  const result = useBrandWithProducts(id, shopQueryOf(params));
  const { data: categoryList } = useCategories();
  const place = { brandId: id, ...shopCategoryOf(params) };
  const category = categoryList?.categories.find((item) => item._id === place.categoryId);
  const brand = result.data?.brand;
  usePageMeta(
    (shop) => brand && pageTitles.brand(shop, brand, page, category && categoryName(category.title)),
  );

  const fallback = pageFallback(result);
  if (fallback || !result.data) return fallback;
  const { total } = result.data;
  const { nameFa, nameEn, logo } = result.data.brand;
  return (
    <div className="page">
      <Breadcrumb
        items={[
          { label: 'خانه', to: pagePath('home') },
          { label: 'برندها', to: pagePath('brands') },
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
          <p className="result-count">
            {toPersianDigits(total)} محصول{category && ` در ${categoryName(category.title)}`}
          </p>
        </div>
      </header>
      <BrandCategories place={place} />
      <FilteredListing place={place}>
        <ProductPageGrid list={result.data} emptyMessage="محصولی از این برند یافت نشد." />
      </FilteredListing>
    </div>
  );
}
