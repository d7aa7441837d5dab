import {
  categoryName,
  pagePath,
  pageTitles,
  type Attribute,
  type ProductOption,
  type Variant,
} from '@shop/contracts/plain';
import { specText } from '@shop/persian';
import { useQueries } from '@tanstack/react-query';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { AddToListButton } from '../../../components/add-to-list-button';
import { BidiText } from '../../../components/bidi-text';
import { Breadcrumb } from '../../../components/breadcrumb';
import { Price } from '../../../components/price';
import { ResponsiveImage } from '../../../components/responsive-image';
import { EmptyState, ErrorPanel, Spinner } from '../../../components/status';
import { StockBadge } from '../../../components/stock-badge';
import { ProductTradePrice, TradePrice } from '../../../components/trade-price';
import { isNotFound } from '../../../lib/api-client';
import { entryOf, MAX_COMPARED, removeFromCompare, useCompareList } from '../../../lib/compare-list';
import { toPersianDigits } from '../../../lib/format';
import { useAttributes } from '../../../shell/api/list-attributes';
import { useCategories } from '../../../shell/api/list-categories';
import { priceKey, useMyPrices } from '../../../shell/api/trade-prices';
import { usePageMeta } from '../../../shell/page-meta';
import { productWithRelatedQueryOptions } from '../api/get-product-with-related';
import './compare-page.css';

const MISSING = '—';

/** One row of the table: its name and each product's value as the product page shows it. */
interface Row {
  key: string;
  name: string;
  cells: React.ReactNode[];
  /** The values as compared: a row whose values are not all equal is marked. */
  texts: string[];
}

/** «سطح مقطع: ۲٫۵، رنگ: مشکی», or undefined for a product compared as a whole. */
const variantLabel = (options: ProductOption[], variant: Variant | undefined) =>
  variant?.options.map((value, index) => `${options[index]?.name}: ${value}`).join('، ') || undefined;

/** The variant a product compared as a whole is added to the list as: its only one (else it is chosen on its page). */
const onlyVariant = (product: { variants: Variant[] }) =>
  product.variants.length === 1 ? product.variants[0] : undefined;

const differs = (texts: string[]) => texts.length > 1 && texts.some((text) => text !== texts[0]);

/** «افزودن کالا»: opens `finder` (a search whose results are added in place) while the list has room. */
function AddProducts({ finder, count }: { finder: ReactNode; count: number }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  if (count >= MAX_COMPARED)
    return (
      <p className="compare-add-full">
        فهرست پر است: حداکثر {toPersianDigits(MAX_COMPARED)} محصول. برای افزودن کالای دیگر، یکی را حذف کنید.
      </p>
    );
  return (
    <section className="compare-add" aria-label="افزودن کالا به مقایسه">
      <button
        type="button"
        className="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        {open ? 'بستن جستجو' : '+ افزودن کالا'}
      </button>
      <div id={panelId} className="compare-add-panel" hidden={!open}>
        {open && finder}
      </div>
    </section>
  );
}

/** `finder`: the search that adds products in place (composed in app/routes, from the search feature). */
export default function ComparePage({ finder }: { finder?: ReactNode }) {
  usePageMeta(pageTitles.compare);
  const list = useCompareList();
  const ids = list?.ids ?? [];
  const results = useQueries({
    queries: ids.map((id) => productWithRelatedQueryOptions(entryOf(id).productId)),
  });
  // A trade shopper's prices of the chosen variants, at their products' minimum quantity, in one call.
  const variantLines = results.flatMap((result, index) => {
    const { variantId } = entryOf(ids[index]!);
    const product = result.data?.product;
    return product && variantId ? [{ variantId, quantity: product.minQuantity }] : [];
  });
  const variantPrices = useMyPrices(variantLines);
  const attributes = useAttributes(list?.categoryId ?? '');
  const { data: categoryList } = useCategories();

  // A product removed from the shop since it was added leaves the list.
  const gone = results
    .map((result, index) => (isNotFound(result.error) ? ids[index] : null))
    .filter((id) => id !== null);
  useEffect(() => gone.forEach((id) => id && removeFromCompare(id)), [gone.join()]); // eslint-disable-line react-hooks/exhaustive-deps

  const category = categoryList?.categories.find((item) => item._id === list?.categoryId);
  const heading = (
    <>
      <Breadcrumb
        items={[
          { label: 'خانه', to: pagePath('home') },
          { label: 'فروشگاه', to: pagePath('shop') },
          { label: 'مقایسه محصولات' },
        ]}
      />
      <h1>
        مقایسه محصولات
        {category && <span className="compare-category">، {categoryName(category.title)}</span>}
      </h1>
    </>
  );

  if (!list) return <div className="page">{heading}</div>;
  // Keyed, so it stays open (and its search typed) while a product it added loads into the table.
  const adder = finder && <AddProducts key="adder" finder={finder} count={ids.length} />;
  if (ids.length === 0)
    return (
      <div className="page">
        {heading}
        <EmptyState
          message="هنوز محصولی برای مقایسه انتخاب نکرده‌اید. در صفحه هر محصول یا کارت آن، «افزودن به مقایسه» را بزنید، یا همین‌جا کالا را جستجو کنید."
          linkTo={pagePath('shop')}
          linkLabel="رفتن به فروشگاه"
        />
        {adder}
      </div>
    );
  const failed = results.find((result) => result.error && !gone.includes(ids[results.indexOf(result)]!));
  if (failed)
    return (
      <div className="page">
        {heading}
        <ErrorPanel onRetry={() => void failed.refetch()} />
      </div>
    );
  // Each entry with its product's answer and, for a chosen variant, that variant (if it is still sold).
  const loaded = results.flatMap((result, index) => {
    if (!result.data) return [];
    const { variantId } = entryOf(ids[index]!);
    const variant = result.data.product.variants.find((candidate) => candidate._id === variantId);
    return [
      {
        ...result.data,
        entry: ids[index]!,
        variant,
        listVariant: variant ?? onlyVariant(result.data.product),
      },
    ];
  });
  if (loaded.length < ids.length - gone.length || (list.categoryId && attributes.isPending))
    return (
      <div className="page">
        {heading}
        {adder}
        <Spinner />
      </div>
    );

  const order: Attribute[] = attributes.data?.attributes ?? [];
  const specRows: Row[] = order.flatMap((attribute) => {
    const values = loaded.map(({ specifications }) =>
      specifications.find((spec) => spec.attributeId === attribute._id),
    );
    if (values.every((value) => !value)) return [];
    const texts = values.map((value) => (value ? specText(value) : MISSING));
    return [
      {
        key: attribute._id,
        name: attribute.name,
        texts,
        cells: texts.map((text) => <BidiText text={text} />),
      },
    ];
  });
  const variantRows: Row[] = loaded.some(({ variant }) => variant?.options.length)
    ? [
        {
          key: 'variant',
          name: 'تنوع',
          texts: loaded.map(({ product, variant }) => variantLabel(product.options, variant) ?? MISSING),
          cells: loaded.map(({ product, variant }) => (
            <BidiText text={variantLabel(product.options, variant) ?? MISSING} />
          )),
        },
      ]
    : [];
  const rows: Row[] = [
    ...variantRows,
    {
      key: 'price',
      name: 'قیمت',
      texts: loaded.map(({ product, variant }) => String((variant ?? product).price)),
      cells: loaded.map(({ product, variant }) => (
        <>
          <Price
            price={(variant ?? product).price}
            originalPrice={(variant ?? product).originalPrice}
            saleUnit={product}
            from={!variant && product.variants.length > 1}
          />
          {variant ? (
            <TradePrice
              price={variantPrices.get(priceKey({ variantId: variant._id, quantity: product.minQuantity }))}
              saleUnit={product}
            />
          ) : (
            <ProductTradePrice
              productId={product._id}
              saleUnit={product}
              from={product.variants.length > 1}
            />
          )}
        </>
      )),
    },
    {
      key: 'stock',
      name: 'موجودی',
      texts: loaded.map(({ product, variant }) => String((variant ?? product).stock > 0)),
      cells: loaded.map(({ product, variant }) => <StockBadge stock={(variant ?? product).stock} />),
    },
    {
      key: 'brand',
      name: 'برند',
      texts: loaded.map(({ brand }) => brand?._id ?? MISSING),
      cells: loaded.map(({ brand }) =>
        brand ? (
          <Link to={pagePath('brand', { id: brand._id })}>
            {brand.nameFa} <bdi dir="ltr">({brand.nameEn})</bdi>
          </Link>
        ) : (
          MISSING
        ),
      ),
    },
    ...specRows,
  ];
  const differing = rows.filter((row) => differs(row.texts)).length;

  return (
    <div className="page">
      {heading}
      <p className="compare-summary">
        {toPersianDigits(loaded.length)} محصول
        {loaded.length > 1 &&
          (differing
            ? `؛ ${toPersianDigits(differing)} ردیف متفاوت، پررنگ نشان داده شده‌اند`
            : '؛ همه ردیف‌ها یکسان‌اند')}
      </p>
      {adder}
      <div className="compare-scroll" tabIndex={0} role="region" aria-label="جدول مقایسه">
        <table className="compare-table">
          <caption className="visually-hidden">
            مقایسه قیمت، موجودی، برند و مشخصات فنی؛ ردیف‌های متفاوت با «متفاوت» مشخص شده‌اند
          </caption>
          <thead>
            <tr>
              <td className="compare-corner" />
              {loaded.map(({ product, variant, entry, listVariant }) => (
                <th scope="col" key={entry} className="compare-product">
                  <Link
                    to={`${pagePath('product', { id: product._id })}${variant ? `?v=${variant._id}` : ''}`}
                    className="compare-product-link"
                  >
                    <ResponsiveImage
                      file={variant?.image ?? product.image}
                      alt=""
                      sizes="160px"
                      width={160}
                      height={160}
                    />
                    <span>
                      <BidiText text={product.title} />
                    </span>
                  </Link>
                  {listVariant ? (
                    <AddToListButton
                      title={product.title}
                      sale={product}
                      variant={listVariant}
                      quantity={product.minQuantity}
                    />
                  ) : (
                    <Link
                      to={pagePath('product', { id: product._id })}
                      className="list-toggle"
                      aria-label={`انتخاب تنوع و افزودن به لیست: ${product.title}`}
                    >
                      افزودن به لیست
                    </Link>
                  )}
                  <button
                    type="button"
                    className="text-button compare-remove"
                    aria-label={`حذف از مقایسه: ${product.title}`}
                    onClick={() => removeFromCompare(entry)}
                  >
                    حذف از مقایسه
                  </button>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const different = differs(row.texts);
              return (
                <tr key={row.key} className={different ? 'compare-differs' : undefined}>
                  <th scope="row">
                    {row.name}
                    {different && <span className="compare-badge">متفاوت</span>}
                  </th>
                  {row.cells.map((cell, index) => (
                    <td key={loaded[index]!.entry}>{cell}</td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
