import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import type { VariantPriceHistory } from '@shop/contracts';
import type { SaleUnitOf } from '@shop/contracts/plain';
import { changedAgo } from '../changed-ago';

/** The chart and uPlot load only when the section comes near the screen. */
const PriceChart = lazy(() => import('./price-chart'));

interface Props {
  /** Which of the two places (price-history-slots): the line under the price, or the chart's section. */
  part: 'line' | 'chart';
  history: VariantPriceHistory;
  saleUnit?: SaleUnitOf;
}

/** The chosen variant's price history, in one of its two places on the product page. */
export default function PriceHistory({ part, history, saleUnit }: Props) {
  const changedAt = history.lastChangedAt;
  if (part === 'line') {
    return (
      <p className="price-changed">
        {changedAt && (
          <>
            آخرین تغییر قیمت: <time dateTime={changedAt}>{changedAgo(changedAt, new Date())}</time>
          </>
        )}
      </p>
    );
  }
  return <NearScreen>{saleUnit && <PriceChart history={history} saleUnit={saleUnit} />}</NearScreen>;
}

/** Draws the chart once its room is within a screen's height of the viewport. */
function NearScreen({ children }: { children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const target = box.current;
    if (near || !target) return;
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && setNear(true),
      { rootMargin: '100% 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [near]);
  return (
    <div ref={box} className="price-history-room">
      {near && <Suspense>{children}</Suspense>}
    </div>
  );
}
