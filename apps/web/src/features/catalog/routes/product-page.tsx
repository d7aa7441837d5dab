import { categoryName, pagePath, pageTitles } from '@shop/contracts/plain';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Breadcrumb, type Crumb } from '../../../components/breadcrumb';
import { Price } from '../../../components/price';
import { RichText } from '../../../components/rich-text';
import { StockBadge } from '../../../components/stock-badge';
import { pageFallback } from '../../../components/status';
import { shortCode, toPersianDigits } from '../../../lib/format';
import { usePageMeta } from '../../../shell/page-meta';
import { useSettings } from '../../../shell/api/get-settings';
import { useProductWithRelated } from '../api/get-product-with-related';
import { useCategories } from '../../../shell/api/list-categories';
import { OrderButtons } from '../components/order-buttons';
import { ProductGallery } from '../components/product-gallery';
import { RelatedStrip } from '../components/related-strip';
import { SpecTable } from '../components/spec-table';
import { BidiText } from '../../../components/bidi-text';
import { CompareButton } from '../../../components/compare-button';

export default function ProductPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const result = useProductWithRelated(id);
  const { data: categoryList } = useCategories();
  const { data: settingsData } = useSettings();
  const product = result.data?.product;
  usePageMeta((shop) => product && pageTitles.product(shop, product));

  const fallback = pageFallback(result);
  if (fallback || !result.data) return fallback;
  const { product: item, brand, specifications, relatedProducts } = result.data;
  const category = categoryList?.categories.find((c) => c._id === item.categoryId);
  const crumbs: Crumb[] = [
    { label: 'خانه', to: pagePath('home') },
    { label: 'فروشگاه', to: pagePath('shop') },
    ...(category
      ? [{ label: categoryName(category.title), to: pagePath('category', { id: category._id }) }]
      : []),
    { label: item.title },
  ];
  const settings = settingsData?.settings;

  return (
    <div className="page">
      <div className="page-top">
        <Breadcrumb items={crumbs} />
        <button
          type="button"
          className="text-button"
          onClick={() => (window.history.length > 1 ? navigate(-1) : navigate(pagePath('shop')))}
        >
          بازگشت
        </button>
      </div>
      <article className="product-detail">
        <ProductGallery images={[item.image, ...item.gallery]} title={item.title} />
        <div className="product-info">
          <h1>
            <BidiText text={item.title} />
          </h1>
          <p className="product-meta">
            <span>
              کد محصول: <bdi dir="ltr">{shortCode(item._id)}</bdi>
            </span>
            <StockBadge stock={item.stock} />
          </p>
          {brand && (
            <p className="product-brand">
              برند:{' '}
              <Link to={pagePath('brand', { id: brand._id })}>
                {brand.nameFa} <bdi dir="ltr">({brand.nameEn})</bdi>
              </Link>
            </p>
          )}
          <Price price={item.price} originalPrice={item.originalPrice} />
          <ul className="perks">
            <li>ارسال رایگان</li>
            <li>{toPersianDigits(settings?.returnDays ?? 30)} روز ضمانت بازگشت کالا</li>
            <li>{toPersianDigits(settings?.warrantyYears ?? 2)} سال گارانتی</li>
          </ul>
          <CompareButton product={item} />
          {settings && <OrderButtons productId={item._id} title={item.title} settings={settings} />}
        </div>
      </article>
      <SpecTable specifications={specifications} />
      <section className="section" aria-labelledby="description-title">
        <h2 id="description-title">توضیحات محصول</h2>
        <RichText html={item.description} />
      </section>
      <RelatedStrip products={relatedProducts} />
    </div>
  );
}
