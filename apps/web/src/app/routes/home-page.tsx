import { NEWEST_QUERY, pagePath, pageTitles } from '@shop/contracts/plain';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { ProductGrid } from '../../components/product-card';
import { usePageMeta } from '../../shell/page-meta';
import { usePopularProducts } from '../../features/catalog/api/get-popular-products';
import { useProductList } from '../../features/catalog/api/list-products';
import { useSettings } from '../../shell/api/get-settings';

const PopularCarousel = lazy(() => import('../../features/catalog/components/popular-carousel'));

const POPULAR_LOADING = 'در حال بارگذاری محصولات محبوب...';

const BENEFITS = [
  {
    title: 'ارسال سریع',
    text: 'ارسال رایگان ظرف ۲ روز برای همه سفارش‌های لوازم الکترونیکی بالای ۹۹ هزار تومان',
    icon: 'M3 6h11v9H3zM14 9h4l3 3v3h-7zM6.5 18.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3m11 0a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3',
  },
  {
    title: 'پرداخت امن',
    text: 'رمزنگاری ۲۵۶ بیتی SSL برای همه تراکنش‌ها',
    icon: 'M6 10V8a6 6 0 1 1 12 0v2h1v11H5V10zm2 0h8V8a4 4 0 1 0-8 0z',
  },
  {
    title: 'پشتیبانی ۲۴/۷',
    text: 'پشتیبانی شبانه‌روزی از مشتریان در همه روزهای هفته',
    icon: 'M12 3a9 9 0 0 0-9 9v6a3 3 0 0 0 3 3h2v-8H5v-1a7 7 0 0 1 14 0v1h-3v8h2a3 3 0 0 0 3-3v-6a9 9 0 0 0-9-9',
  },
  {
    title: 'گارانتی ۲ ساله',
    text: 'گارانتی جامع برای همه محصولات الکترونیکی',
    icon: 'M12 2l8 3v6c0 5-3.4 9.4-8 11-4.6-1.6-8-6-8-11V5zm-1 13l6-6-1.4-1.4L11 12.2 8.4 9.6 7 11z',
  },
];

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
      <section className="section" aria-labelledby="benefits-title">
        <h2 id="benefits-title">چرا ما را انتخاب کنید؟</h2>
        <ul className="benefits">
          {BENEFITS.map((benefit) => (
            <li key={benefit.title} className="benefit-card">
              <span className="benefit-icon" aria-hidden="true">
                <svg viewBox="0 0 24 24" width="26" height="26">
                  <path fill="currentColor" d={benefit.icon} />
                </svg>
              </span>
              <h3>{benefit.title}</h3>
              <p>{benefit.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <PopularSection />
      <NewestSection />
    </>
  );
}
