import {
  OPEN_ORDER_STATUSES,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  type OrderStatus,
} from '@shop/contracts/plain';
import { formatNumber } from '../../../../lib/format';
import { useOpenCounts } from '../api/get-open-counts';

const isOpen = (status: OrderStatus): status is (typeof OPEN_ORDER_STATUSES)[number] =>
  (OPEN_ORDER_STATUSES as readonly OrderStatus[]).includes(status);

/** «همه», then each status; the open ones with how many orders wait in them. */
export function StatusFilter({
  status,
  onStatus,
}: {
  status: OrderStatus | undefined;
  onStatus: (status: OrderStatus | undefined) => void;
}) {
  const { data } = useOpenCounts();
  const choices: [OrderStatus | undefined, string][] = [
    [undefined, 'همه'],
    ...ORDER_STATUSES.map((each): [OrderStatus, string] => [each, ORDER_STATUS_LABELS[each]]),
  ];
  return (
    <div className="status-filter" role="group" aria-label="وضعیت سفارش" data-keep-clear>
      {choices.map(([value, label]) => {
        const count = value && isOpen(value) ? data?.counts[value] : undefined;
        return (
          <button key={label} type="button" aria-pressed={status === value} onClick={() => onStatus(value)}>
            {label}
            {!!count && <span className="status-count">{formatNumber(count)}</span>}
          </button>
        );
      })}
    </div>
  );
}
