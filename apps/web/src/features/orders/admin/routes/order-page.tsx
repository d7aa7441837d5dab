import { EDITABLE_ORDER_STATUSES, pagePath, type Order, type OrderEvent } from '@shop/contracts/plain';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { AdminScreen } from '../../../../components/admin/admin-screen';
import { pageFallback } from '../../../../components/status';
import { useAuth } from '../../../../shell/api/validate-token';
import { OrderNumber } from '../../components/order-number';
import { StatusBadge } from '../../components/status-badge';
import { useOrder } from '../api/get-order';
import { OrderEditor } from '../components/order-editor';
import { OrderFacts } from '../components/order-facts';
import { OrderHistory } from '../components/order-history';
import { OrderLinesTable } from '../components/order-lines-table';
import { StatusActions } from '../components/status-actions';
import { draftOf, updateBodyOf, type DraftOrder } from '../order-draft';
import '../../../../components/form.css';
import '../../../../components/admin/admin.css';
import '../orders-desk.css';

/** The order's page for one saved state of it: a new answer of the API (a save, a move) starts afresh. */
function OrderDesk({ order, events }: { order: Order; events: OrderEvent[] }) {
  const [draft, setDraft] = useState<DraftOrder>(() => draftOf(order));
  const editable = EDITABLE_ORDER_STATUSES.includes(order.status);
  const unsaved =
    editable && JSON.stringify(updateBodyOf(draft)) !== JSON.stringify(updateBodyOf(draftOf(order)));
  return (
    <>
      <div className="order-head">
        <StatusBadge status={order.status} />
        <Link to={pagePath('adminOrders')} className="text-link">
          بازگشت به سفارش‌ها
        </Link>
      </div>
      {/* A phone shows the moves and the customer first (the owner answers from his); see orders-desk.css. */}
      <div className="order-columns">
        <StatusActions order={order} unsaved={unsaved} />
        <OrderFacts order={order} />
        {editable ? (
          <OrderEditor order={order} draft={draft} onDraft={setDraft} unsaved={unsaved} />
        ) : (
          <OrderLinesTable order={order} />
        )}
        <OrderHistory events={events} />
      </div>
    </>
  );
}

/** «سفارش ۱۴۰۵-۰۰۱۲۳»: its lines and sums, its status and the moves it allows, the customer, its history. */
export default function OrderPage() {
  const { id = '' } = useParams();
  const { data: auth } = useAuth();
  const result = useOrder(id, auth?.userRole === 'admin');
  const answer = result.data;
  const number = answer?.order.number;
  return (
    <AdminScreen
      title={number ? `سفارش \u2066${number}\u2069` : 'سفارش'}
      heading={
        number ? (
          <>
            سفارش <OrderNumber number={number} />
          </>
        ) : undefined
      }
    >
      {pageFallback(result) ??
        (answer && (
          <OrderDesk
            // A new saved state (a save, a move, another admin's change) is edited from scratch.
            key={JSON.stringify([
              answer.order.status,
              answer.events.length,
              updateBodyOf(draftOf(answer.order)),
            ])}
            order={answer.order}
            events={answer.events}
          />
        ))}
    </AdminScreen>
  );
}
