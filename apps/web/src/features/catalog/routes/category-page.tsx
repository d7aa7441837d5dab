import { categoryName, categoryQueryOf, pagePath, pageTitles } from '@shop/contracts/plain';
import { Link, useParams } from 'react-router-dom';
import { Breadcrumb } from '../../../components/breadcrumb';
import { ResponsiveImage } from '../../../components/responsive-image';
import { RichText } from '../../../components/rich-text';
import { FilteredListing } from '../../../components/filter-panel';
import { ProductPageGrid } from '../../../components/product-page-grid';
import { pageFallback } from '../../../components/status';
import { toPersianDigits } from '../../../lib/format';
import { useListParams } from '../../../lib/list-params';
import { usePageMeta } from '../../../shell/page-meta';
import { useCategoryWithProducts } from '../api/get-category-with-products';
import { useCategories } from '../../../shell/api/list-categories';

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
  const { params } = useListParams();
  const result = useCategoryWithProducts(id, categoryQueryOf(params));
  const category = result.data?.category;
  const name = category && categoryName(category.title);
  usePageMeta((shop) => category && pageTitles.category(shop, category));

  const fallback = pageFallback(result);
  if (fallback || !result.data) return fallback;
  const { total } = result.data;
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
          <p className="result-count">{toPersianDigits(total)} محصول</p>
        </div>
      </header>
      <FilteredListing place={{ categoryId: id }}>
        <ProductPageGrid list={result.data} emptyMessage="محصولی در این دسته‌بندی یافت نشد." />
      </FilteredListing>
      {/* After the products, so a phone's first screen shows them; the text stays on the page for search engines. */}
      <section className="section category-about" aria-labelledby="category-about">
        <h2 id="category-about">درباره {name}</h2>
        <RichText html={result.data.category.description} />
      </section>
      <OtherCategories currentId={id} />
    </div>
  );
}
