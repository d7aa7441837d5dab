import type { Alert } from '@shop/contracts';
import { formatToman } from '../../lib/format';

/** What the shop waits for, in the shopper's words: «وقتی موجود شود», «وقتی به ۴۵٬۰۰۰ تومان یا کمتر برسد». */
export function awaitedEvent(alert: Pick<Alert, 'kind' | 'targetPrice'>): string {
  if (alert.kind === 'in-stock') return 'وقتی موجود شود';
  return alert.targetPrice ? `وقتی به ${formatToman(alert.targetPrice)} یا کمتر برسد` : 'وقتی ارزان‌تر شود';
}
