import { ORDER_CHANNEL_LABELS, pagePath, type OrderSummary } from '@shop/contracts/plain';
import { Link } from 'react-router-dom';
import { AdminTable } from '../../../../components/admin/admin-table';
import { formatNumber, formatSolarDateTime, formatToman, toPersianDigits } from '../../../../lib/format';
import { OrderNumber } from '../../components/order-number';
import { StatusBadge } from '../../components/status-badge';

function Customer({ order }: { order: OrderSummary }) {
  if (!order.phone && !order.customerName) return <span className="hint">نامشخص</span>;
  return (
    <>
      {order.customerName && <bdi>{order.customerName}</bdi>}
      {order.customerName && order.phone && ' '}
      {order.phone && <bdi dir="ltr">{toPersianDigits(order.phone)}</bdi>}
    </>
  );
}

/** The desk's orders: a table on a wide screen, a card per order on a phone. */
export function OrdersTable({ orders }: { orders: OrderSummary[] }) {
  return (
    <AdminTable
      headings={['سفارش', 'وضعیت', 'زمان ثبت', 'مشتری', 'راه سفارش', 'اقلام', 'مبلغ']}
      rows={orders.map((order) => ({
        key: order.id,
        cells: [
          <Link to={pagePath('adminOrder', { id: order.id })} className="order-link">
            <OrderNumber number={order.number} />
            {order.invoiceNumber && (
              <span className="hint">
                {' '}
                فاکتور <OrderNumber number={order.invoiceNumber} />
              </span>
            )}
          </Link>,
          <StatusBadge status={order.status} />,
          formatSolarDateTime(order.createdAt),
          <Customer order={order} />,
          ORDER_CHANNEL_LABELS[order.channel],
          `${formatNumber(order.lineCount)} قلم`,
          formatToman(order.total),
        ],
      }))}
    />
  );
}
