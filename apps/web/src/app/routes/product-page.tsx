import { lazy, Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { Spinner } from '../../components/status';
import ProductPage from '../../features/catalog/routes/product-page';
import { SearchBox } from '../../features/search/components/search-box';

// Their code and styles arrive after the page's own (the page weight budget). «خبرم کن» and «ویرایش»
// depend on the session, so the server draws nothing there anyway; the questions' first page of answers
// comes drawn.
const sessionParts = () => import('./product-session-parts');
const AlertOffer = lazy(() => sessionParts().then((module) => ({ default: module.AlertOffer })));
const EditShortcut = lazy(() => sessionParts().then((module) => ({ default: module.EditShortcut })));
const QuestionsSection = lazy(() => import('../../features/questions/components/questions-section'));
// Only a deleted product's address draws it (the server waits for it, as for the other lazy parts).
const RemovedProduct = lazy(() => import('../../features/catalog/components/removed-product'));

/**
 * The catalog's product page with what other features draw on it: «خبرم کن», «پرسش و پاسخ», the owner's
 * «ویرایش», and for a deleted product the search box beside what the shop remembers of it.
 */
export default function Product() {
  const { id = '' } = useParams();
  return (
    <ProductPage
      alerts={({ variantId, inStock }) => (
        <Suspense fallback={null}>
          <AlertOffer key={variantId} variantId={variantId} inStock={inStock} />
        </Suspense>
      )}
      questions={
        <Suspense fallback={null}>
          <QuestionsSection key={id} productId={id} />
        </Suspense>
      }
      tools={
        <Suspense fallback={null}>
          <EditShortcut id={id} />
        </Suspense>
      }
      removed={
        <Suspense fallback={<Spinner />}>
          <RemovedProduct key={id} id={id} search={<SearchBox />} />
        </Suspense>
      }
    />
  );
}
