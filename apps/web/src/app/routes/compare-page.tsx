import { lazy, Suspense } from 'react';
import { CompareButton } from '../../components/compare-button';
import { Spinner } from '../../components/status';
import { useCompareList } from '../../lib/compare-list';
import ComparePage from '../../features/catalog/routes/compare-page';

// Loaded when the shopper opens «افزودن کالا».
const ProductFinder = lazy(() => import('../../features/search/components/product-finder'));

/** The catalog's compare page with the search's finder: products of the list's category, added in place. */
export default function Compare() {
  const list = useCompareList();
  const categoryId = list?.ids.length ? list.categoryId : undefined;
  return (
    <ComparePage
      finder={
        <Suspense fallback={<Spinner />}>
          <ProductFinder
            label={categoryId === undefined ? 'جستجوی کالا' : 'جستجوی کالا در همین دسته'}
            categoryId={categoryId}
            action={(product) => <CompareButton product={product} linked={false} />}
          />
        </Suspense>
      }
    />
  );
}
