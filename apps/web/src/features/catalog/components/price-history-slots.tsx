import { lazy, Suspense } from 'react';
import type { SaleUnitOf } from '@shop/contracts/plain';
import { usePriceHistory } from '../api/get-price-history';

/**
 * The price history's two places on the product page. Only the answer's call and their kept room are
 * in the page's first load (which is near its weight budget): the line and the section's code load
 * after it, and the chart with uPlot once the section nears the screen.
 */
const PriceHistory = lazy(() => import('./price-history'));

interface Props {
  productId: string;
  variantId: string;
}

function useVariantHistory({ productId, variantId }: Props) {
  const { data, isError } = usePriceHistory(productId);
  return { history: data?.variants.find((variant) => variant.variantId === variantId), isError };
}

/** «آخرین تغییر قیمت: ۳ روز پیش» under the chosen variant's price; its line is kept while it comes. */
export function PriceChanged(props: Props) {
  const { history } = useVariantHistory(props);
  const room = <p className="price-changed" />;
  return history?.lastChangedAt ? (
    <Suspense fallback={room}>
      <PriceHistory part="line" history={history} />
    </Suspense>
  ) : (
    room
  );
}

/** «نمودار قیمت»: the chosen variant's prices over 6 or 12 months, in a room kept before it loads. */
export function PriceHistorySection({ saleUnit, ...props }: Props & { saleUnit: SaleUnitOf }) {
  const { history, isError } = useVariantHistory(props);
  return (
    <section className="section" aria-labelledby="price-history-title">
      <h2 id="price-history-title">نمودار قیمت</h2>
      <div className="price-history-body">
        {isError && <p>نمودار قیمت خوانده نشد.</p>}
        {history && (
          <Suspense>
            <PriceHistory part="chart" history={history} saleUnit={saleUnit} />
          </Suspense>
        )}
      </div>
    </section>
  );
}
