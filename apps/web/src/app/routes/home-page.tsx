import { NEWEST_QUERY, pagePath, pageTitles } from '@shop/contracts/plain';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { BenefitCards } from '../../components/benefit-cards';
import { ProductGrid } from '../../components/product-card';
import { usePageMeta } from '../../shell/page-meta';
import { usePopularProducts } from '../../features/catalog/api/get-popular-products';
import { useProductList } from '../../features/catalog/api/list-products';
import { useSettings } from '../../shell/api/get-settings';

const PopularCarousel = lazy(() => import('../../features/catalog/components/popular-carousel'));

const POPULAR_LOADING = 'در حال بارگذاری محصولات محبوب...';

function PopularSection() {
  const popular = usePopularProducts();
  if (popular.isPending) return <p className="section-loading">{POPULAR_LOADING}</p>;
  if (!popular.data || popular.data.items.length === 0) return null;
  return (
    <section className="section" aria-labelledby="popular-title">
      <h2 id="popular-title">محصولات محبوب</h2>
      <Suspense fallback={<p className="section-loading">{POPULAR_LOADING}</p>}>
        <PopularCarousel items={popular.data.items} />
      </Suspense>
    </section>
  );
}

function NewestSection() {
  const newest = useProductList(NEWEST_QUERY);
  if (!newest.data || newest.data.items.length === 0) return null;
  return (
    <section className="section" aria-labelledby="newest-title">
      <div className="section-head">
        <h2 id="newest-title">تازه‌ترین محصولات</h2>
        <Link to={pagePath('shop')} className="text-link">
          همه محصولات
        </Link>
      </div>
      <ProductGrid products={newest.data.items} />
    </section>
  );
}

/** Products come right after the banner, so a phone shows the first of them on the first screen. */
export default function HomePage() {
  const { data } = useSettings();
  const settings = data?.settings;
  usePageMeta(pageTitles.home);
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="hero-content">
          <h1 id="hero-title">
            {settings?.shopName.fa}
            <span className="hero-latin" lang="en" dir="ltr">
              {settings?.shopName.en}
            </span>
          </h1>
          <p className="hero-tagline">{settings?.tagline}</p>
          <Link to={pagePath('shop')} className="button button-accent">
            مشاهده فروشگاه
          </Link>
        </div>
      </section>
      <PopularSection />
      {settings && (
        <section className="section" aria-labelledby="benefits-title">
          <h2 id="benefits-title">چرا ما را انتخاب کنید؟</h2>
          <BenefitCards settings={settings} heading="h3" />
        </section>
      )}
      <NewestSection />
    </>
  );
}
