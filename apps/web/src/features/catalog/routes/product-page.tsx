import { categoryName, pagePath, pageTitles } from '@shop/contracts/plain';
import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { Breadcrumb, type Crumb } from '../../../components/breadcrumb';
import { Price } from '../../../components/price';
import { RichText } from '../../../components/rich-text';
import { StockBadge } from '../../../components/stock-badge';
import { pageFallback } from '../../../components/status';
import { shortCode, toPersianDigits } from '../../../lib/format';
import { shipsFree, warrantyLabel } from '../../../lib/shop-info';
import { usePageMeta } from '../../../shell/page-meta';
import { useSettings } from '../../../shell/api/get-settings';
import { useProductWithRelated } from '../api/get-product-with-related';
import { useRemovedProduct } from '../api/get-removed-product';
import { isNotFound } from '../../../lib/api-client';
import { useCategories } from '../../../shell/api/list-categories';
import { FirstOrderButton, OrderButtons } from '../components/order-buttons';
import { SpecTable } from '../components/spec-table';
import { BidiText } from '../../../components/bidi-text';
import { AddToListButton } from '../../../components/add-to-list-button';
import { QuantityField } from '../../../components/quantity-field';
import { VariantPicker } from '../components/variant-picker';
import { chosenSpecifications, initialVariant } from '../variant-choice';
import { orderTitle } from '../order-title';
import { useReportView } from '../report-view';
import { QuantityTiers, tiersOfVariant } from '../components/quantity-tiers';
import { TradePrice } from '../../../components/trade-price';
import { priceKey, useMyPrices } from '../../../shell/api/trade-prices';

// Below the fold or secondary, so their code arrives after the page's own (the page weight budget); the
// server still draws them, since it waits for lazy parts before it renders.
const ProductDocuments = lazy(() =>
  import('../components/product-documents').then((module) => ({ default: module.ProductDocuments })),
);
// The pictures come drawn by the server (the main one fetched first); their arrows, thumbnails and
// zoom answer once this chunk has come.
const ProductGallery = lazy(() =>
  import('../components/product-gallery').then((module) => ({ default: module.ProductGallery })),
);
const PriceChanged = lazy(() =>
  import('../components/price-history-slots').then((module) => ({ default: module.PriceChanged })),
);
const PriceHistorySection = lazy(() =>
  import('../components/price-history-slots').then((module) => ({ default: module.PriceHistorySection })),
);
// Shown only after scrolling, on a phone.
const StickyOrderBar = lazy(() => import('../components/sticky-order-bar'));
// The compare list lives in this browser only, so the server draws the button as a plain one; its code
// comes after the page's own.
const CompareButton = lazy(() =>
  import('../../../components/compare-button').then((module) => ({ default: module.CompareButton })),
);
const RelatedStrip = lazy(() =>
  import('../components/related-strip').then((module) => ({ default: module.RelatedStrip })),
);

/**
 * What other features draw on the page (composed in app/routes): `alerts` for the chosen variant,
 * `questions` («پرسش و پاسخ») after the documents, `removed` in place of a deleted product.
 */
export interface ProductPageSlots {
  alerts?: (variant: { variantId: string; inStock: boolean }) => ReactNode;
  questions?: ReactNode;
  removed?: ReactNode;
  /** Beside the breadcrumb: the owner's «ویرایش» (drawn for admins only). */
  tools?: ReactNode;
}

export default function ProductPage({ alerts, questions, removed, tools }: ProductPageSlots) {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const [quantity, setQuantity] = useState<number>();
  const buyBox = useRef<HTMLDivElement>(null);
  const result = useProductWithRelated(id);
  // The server drew a deleted product's page with what the shop remembers of it (status 410).
  const remembered = useRemovedProduct(id, false).data;
  const { data: categoryList } = useCategories();
  const { data: settingsData } = useSettings();
  const product = result.data?.product;
  const chosenId = product && initialVariant(product, search.get('v'))?._id;
  const priceLine = chosenId ? [{ variantId: chosenId, quantity: quantity ?? product.minQuantity }] : [];
  const myPrice = useMyPrices(priceLine).get(priceLine[0] ? priceKey(priceLine[0]) : '');
  useReportView(product?._id);
  usePageMeta((shop) => product && pageTitles.product(shop, product));

  if (removed && (remembered || isNotFound(result.error))) return removed;
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
  const chosen = initialVariant(item, search.get('v'));
  const amount = quantity ?? item.minQuantity;
  const shown = chosen ?? item;
  const inStock = shown.stock > 0;
  const images = [item.image, ...item.gallery];
  const order = {
    productId: item._id,
    title: orderTitle(item, chosen, amount),
    purpose: inStock ? ('order' as const) : ('inquiry' as const),
  };
  const chooseVariant = (variantId: string) =>
    setSearch((params) => (params.set('v', variantId), params), { replace: true, preventScrollReset: true });

  return (
    <div className="page">
      <div className="page-top">
        <Breadcrumb items={crumbs} />
        {tools}
        <button
          type="button"
          className="text-button"
          onClick={() => (window.history.length > 1 ? navigate(-1) : navigate(pagePath('shop')))}
        >
          بازگشت
        </button>
      </div>
      <article className="product-detail">
        <Suspense fallback={<div className="gallery-main" />}>
          <ProductGallery
            key={chosen?.image ?? ''}
            images={
              chosen?.image ? [chosen.image, ...images.filter((name) => name !== chosen.image)] : images
            }
            title={item.title}
          />
        </Suspense>
        <div className="product-info" ref={buyBox}>
          <h1>
            <BidiText text={item.title} />
          </h1>
          <p className="product-meta">
            <span>
              کد محصول: <bdi dir="ltr">{chosen?.code ?? shortCode(item._id)}</bdi>
            </span>
            <StockBadge stock={shown.stock} />
          </p>
          {brand && (
            <p className="product-brand">
              برند:{' '}
              <Link to={pagePath('brand', { id: brand._id })}>
                {brand.nameFa} <bdi dir="ltr">({brand.nameEn})</bdi>
              </Link>
            </p>
          )}
          {chosen && (
            <VariantPicker
              product={item}
              chosen={chosen}
              onChoose={(variant) => chooseVariant(variant._id)}
            />
          )}
          <div className={inStock ? 'product-price' : 'product-price product-price-out'}>
            <Price price={shown.price} originalPrice={shown.originalPrice} saleUnit={item} />
            {chosen && (
              <Suspense fallback={<p className="price-changed" />}>
                <PriceChanged productId={item._id} variantId={chosen._id} />
              </Suspense>
            )}
            {!inStock && (
              <p className="stock-notice">
                <strong className="badge badge-out">ناموجود</strong>{' '}
                {item.options.length > 0 ? 'این تنوع' : 'این کالا'} فعلاً موجود نیست. قیمت، آخرین قیمت فروش آن
                است؛ برای زمان موجود شدن، «استعلام موجودی» را بزنید.
              </p>
            )}
          </div>
          {chosen && alerts?.({ variantId: chosen._id, inStock })}
          <TradePrice price={myPrice} saleUnit={item} showRule />
          <QuantityTiers
            tiers={tiersOfVariant(result.data.quantityTiers, chosen?._id)}
            price={shown.price}
            saleUnit={item}
          />
          <QuantityField product={item} quantity={amount} onChange={setQuantity} />
          {/* Only what holds for this order: the shop's rules and the product's own warranty. */}
          <ul className="perks">
            {settings && shipsFree(settings.freeShippingThreshold, shown.price * amount) && (
              <li>ارسال رایگان</li>
            )}
            {!!settings?.returnDays && <li>{toPersianDigits(settings.returnDays)} روز ضمانت بازگشت کالا</li>}
            {item.warranty && <li>{warrantyLabel(item.warranty)}</li>}
          </ul>
          <div className="product-actions" data-keep-clear>
            {chosen && <AddToListButton title={item.title} sale={item} variant={chosen} quantity={amount} />}
            <Suspense fallback={null}>
              <CompareButton product={item} variantId={item.options.length > 0 ? chosen?._id : undefined} />
            </Suspense>
          </div>
          {settings && <OrderButtons {...order} settings={settings} />}
        </div>
      </article>
      {settings && (
        <Suspense fallback={null}>
          <StickyOrderBar buyBox={buyBox}>
            <Price price={shown.price} originalPrice={null} saleUnit={item} />
            <FirstOrderButton {...order} settings={settings} />
          </StickyOrderBar>
        </Suspense>
      )}
      <SpecTable specifications={chosenSpecifications(item, chosen, specifications)} />
      {chosen && (
        <Suspense fallback={null}>
          <PriceHistorySection productId={item._id} variantId={chosen._id} saleUnit={item} />
        </Suspense>
      )}
      <section className="section" aria-labelledby="description-title">
        <h2 id="description-title">توضیحات محصول</h2>
        <RichText html={item.description} />
      </section>
      <Suspense fallback={null}>
        <ProductDocuments documents={item.documents} />
      </Suspense>
      {questions}
      <Suspense fallback={null}>
        <RelatedStrip products={relatedProducts} />
      </Suspense>
    </div>
  );
}
