import { formatNumber, formatSolarDate, formatToman } from '../../../lib/format';
import { useMyOrders } from '../api/list-my-orders';
import { OrderNumber } from './order-number';
import { StatusBadge } from './status-badge';

/** «سفارش‌های من»: the shopper's requests and orders, each with its number, day, status and total. */
export function MyOrders() {
  const mine = useMyOrders();
  return (
    <section className="panel my-orders-panel" aria-labelledby="my-orders-title">
      <h2 id="my-orders-title">سفارش‌های من</h2>
      {mine.isPending && <p>در حال بارگذاری...</p>}
      {mine.isError && <p role="alert">فهرست سفارش‌ها بارگذاری نشد. صفحه را دوباره باز کنید.</p>}
      {mine.data?.orders.length === 0 && (
        <p className="empty-state">
          هنوز سفارشی ثبت نکرده‌اید. هر پیش‌فاکتوری که از لیست خرید بفرستید، این‌جا با وضعیتش می‌آید.
        </p>
      )}
      {!!mine.data?.orders.length && (
        <ul className="my-orders">
          {mine.data.orders.map((order) => (
            <li key={order.id}>
              <strong>
                سفارش <OrderNumber number={order.number} />
              </strong>
              <StatusBadge status={order.status} />
              <p className="hint">
                {formatSolarDate(order.createdAt)}، {formatNumber(order.lineCount)} قلم
              </p>
              <span className="my-order-total">{formatToman(order.total)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
