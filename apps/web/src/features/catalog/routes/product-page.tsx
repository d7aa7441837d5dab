import { categoryName, pagePath, pageTitles } from '@shop/contracts/plain';
import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
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
import { ProductDocuments } from '../components/product-documents';
import { ProductGallery } from '../components/product-gallery';
import { RelatedStrip } from '../components/related-strip';
import { SpecTable } from '../components/spec-table';
import { BidiText } from '../../../components/bidi-text';
import { AddToListButton } from '../../../components/add-to-list-button';
import { CompareButton } from '../../../components/compare-button';
import { QuantityField } from '../../../components/quantity-field';
import { VariantPicker } from '../components/variant-picker';
import { chosenSpecifications, initialVariant } from '../variant-choice';
import { orderTitle } from '../order-title';
import { useReportView } from '../report-view';
import { QuantityTiers, tiersOfVariant } from '../components/quantity-tiers';
import { TradePrice } from '../../../components/trade-price';
import { priceKey, useMyPrices } from '../../../shell/api/trade-prices';

export default function ProductPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const [quantity, setQuantity] = useState<number>();
  const result = useProductWithRelated(id);
  const { data: categoryList } = useCategories();
  const { data: settingsData } = useSettings();
  const product = result.data?.product;
  const chosenId = product && initialVariant(product, search.get('v'))?._id;
  const priceLine = chosenId ? [{ variantId: chosenId, quantity: quantity ?? product.minQuantity }] : [];
  const myPrice = useMyPrices(priceLine).get(priceLine[0] ? priceKey(priceLine[0]) : '');
  useReportView(product?._id);
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
  const chosen = initialVariant(item, search.get('v'));
  const amount = quantity ?? item.minQuantity;
  const shown = chosen ?? item;
  const inStock = shown.stock > 0;
  const images = [item.image, ...item.gallery];
  const chooseVariant = (variantId: string) =>
    setSearch((params) => (params.set('v', variantId), params), { replace: true, preventScrollReset: true });

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
        <ProductGallery
          key={chosen?.image ?? ''}
          images={chosen?.image ? [chosen.image, ...images.filter((name) => name !== chosen.image)] : images}
          title={item.title}
        />
        <div className="product-info">
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
            {!inStock && (
              <p className="stock-notice">
                <strong className="badge badge-out">ناموجود</strong>{' '}
                {item.options.length > 0 ? 'این تنوع' : 'این کالا'} فعلاً موجود نیست. قیمت، آخرین قیمت فروش آن
                است؛ برای زمان موجود شدن، «استعلام موجودی» را بزنید.
              </p>
            )}
          </div>
          <TradePrice price={myPrice} saleUnit={item} showRule />
          <QuantityTiers
            tiers={tiersOfVariant(result.data.quantityTiers, chosen?._id)}
            price={shown.price}
            saleUnit={item}
          />
          <QuantityField product={item} quantity={amount} onChange={setQuantity} />
          <ul className="perks">
            <li>ارسال رایگان</li>
            <li>{toPersianDigits(settings?.returnDays ?? 30)} روز ضمانت بازگشت کالا</li>
            <li>{toPersianDigits(settings?.warrantyYears ?? 2)} سال گارانتی</li>
          </ul>
          <div className="product-actions" data-keep-clear>
            {chosen && <AddToListButton title={item.title} sale={item} variant={chosen} quantity={amount} />}
            <CompareButton product={item} variantId={item.options.length > 0 ? chosen?._id : undefined} />
          </div>
          {settings && (
            <OrderButtons
              productId={item._id}
              title={orderTitle(item, chosen, amount)}
              settings={settings}
              purpose={inStock ? 'order' : 'inquiry'}
            />
          )}
        </div>
      </article>
      <SpecTable specifications={chosenSpecifications(item, chosen, specifications)} />
      <section className="section" aria-labelledby="description-title">
        <h2 id="description-title">توضیحات محصول</h2>
        <RichText html={item.description} />
      </section>
      <ProductDocuments documents={item.documents} />
      <RelatedStrip products={relatedProducts} />
    </div>
  );
}
