import { pagePath } from '@shop/contracts/plain';
import { useCompareList } from '../lib/compare-list';
import { HeaderCounter } from './header-counter';

// Two arrows, one each way: things weighed against each other.
const ARROWS = 'M9.01 14H2v2h7.01v3L13 15l-3.99-4zm5.98-1v-3H22V8h-7.01V5L11 9z';

/** The header's way back to the compare page, with how many products it holds (none while hydrating). */
export function CompareBadge() {
  const count = useCompareList()?.ids.length ?? 0;
  return <HeaderCounter to={pagePath('compare')} name="مقایسه" unit="محصول" count={count} icon={ARROWS} />;
}
