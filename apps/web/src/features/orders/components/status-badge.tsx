import { ORDER_STATUS_LABELS, type OrderStatus } from '@shop/contracts/plain';
import './orders.css';

/** An order's status as a coloured label: new and waiting stand out, closed ones recede. */
export const StatusBadge = ({ status }: { status: OrderStatus }) => (
  <span className={`order-status order-status-${status}`}>{ORDER_STATUS_LABELS[status]}</span>
);
