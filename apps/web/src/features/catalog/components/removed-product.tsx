import { categoryName, pagePath, pageTitles } from '@shop/contracts/plain';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { BidiText } from '../../../components/bidi-text';
import { Breadcrumb } from '../../../components/breadcrumb';
import { ProductGrid } from '../../../components/product-card';
import { pageFallback } from '../../../components/status';
import { useCategories } from '../../../shell/api/list-categories';
import { usePageMeta } from '../../../shell/page-meta';
import { useRemovedProduct } from '../api/get-removed-product';

/**
 * A deleted product's address (an old link from Torob, a search engine or a chat): it says the product is
 * no longer sold, offers `search` and products of its category (popular ones when it had none or few).
 */
export default function RemovedProduct({ id, search }: { id: string; search: ReactNode }) {
  const result = useRemovedProduct(id, true);
  const { data: categoryList } = useCategories();
  const removed = result.data?.product;
  usePageMeta((shop) => removed && pageTitles.removedProduct(shop, removed));

  const fallback = pageFallback(result);
  if (fallback || !result.data) return fallback;
  const { product, relatedProducts } = result.data;
  const category = categoryList?.categories.find((item) => item._id === product.categoryId);
  const name = category && categoryName(category.title);
  // A category with few products left is filled with popular ones (the related strip's rule).
  const ofCategory = !!name && relatedProducts.every((item) => item.categoryId === product.categoryId);
  return (
    <div className="page">
      <Breadcrumb
        items={[
          { label: 'خانه', to: pagePath('home') },
          { label: 'فروشگاه', to: pagePath('shop') },
          ...(category && name ? [{ label: name, to: pagePath('category', { id: category._id }) }] : []),
          { label: product.title },
        ]}
      />
      <section aria-labelledby="removed-title">
        <h1 id="removed-title">
          <BidiText text={product.title} />
        </h1>
        <p className="stock-notice">
          <strong>این کالا دیگر فروخته نمی‌شود.</strong>
        </p>
        <p>
          شاید از پیوندی قدیمی به اینجا رسیده‌اید. کالای دیگری را جستجو کنید
          {name ? ` یا کالاهای «${name}» را ببینید.` : ' یا از کالاهای زیر ببینید.'}
        </p>
        {search}
      </section>
      {relatedProducts.length > 0 && (
        <section className="section" aria-labelledby="removed-related">
          <div className="section-head">
            <h2 id="removed-related">{ofCategory ? `کالاهای ${name}` : 'کالاهای پیشنهادی'}</h2>
            {category && (
              <Link to={pagePath('category', { id: category._id })} className="text-link">
                همه کالاهای این دسته
              </Link>
            )}
          </div>
          <ProductGrid products={relatedProducts} headingLevel={3} />
        </section>
      )}
    </div>
  );
}
