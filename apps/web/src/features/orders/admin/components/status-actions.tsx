import { ORDER_NEXT_STATUSES, type Order, type OrderStatus } from '@shop/contracts/plain';
import { confirmDialog, openDialog, promptDialog } from '../../../../lib/dialog';
import { useSetOrderStatus } from '../api/set-order-status';
import { orderFailed } from '../order-conflict';

/** What each move's button says. */
const ACTIONS: Record<OrderStatus, string> = {
  new: 'جدید',
  'followed-up': 'پیگیری شد',
  confirmed: 'تایید و صدور فاکتور',
  shipped: 'ارسال شد',
  delivered: 'تحویل شد',
  cancelled: 'لغو سفارش',
};

/** Asks what a move needs: a cancel's reason, a confirmation's go-ahead; undefined: the owner declined. */
async function ask(order: Order, status: OrderStatus): Promise<{ reason?: string } | undefined> {
  if (status === 'cancelled') {
    const reason = await promptDialog({
      title: 'لغو سفارش',
      message:
        order.status === 'new' || order.status === 'followed-up'
          ? undefined
          : 'کالاهای این سفارش به موجودی برمی‌گردد.',
      label: 'دلیل لغو',
      requiredMessage: 'دلیل لغو را بنویسید',
      confirmText: 'لغو سفارش',
      cancelText: 'انصراف',
      danger: true,
    });
    return reason === undefined ? undefined : { reason };
  }
  if (status === 'confirmed') {
    const sure = await confirmDialog({
      title: 'تایید سفارش و صدور فاکتور؟',
      message: 'پس از تایید، اقلام و قیمت‌ها دیگر تغییر نمی‌کنند و موجودی کالاها کم می‌شود.',
      confirmText: 'تایید و صدور فاکتور',
      cancelText: 'انصراف',
    });
    return sure ? {} : undefined;
  }
  return {};
}

/** The moves the order's status allows, each a button; none while the draft has unsaved changes. */
export function StatusActions({ order, unsaved }: { order: Order; unsaved: boolean }) {
  const change = useSetOrderStatus();
  const next = ORDER_NEXT_STATUSES[order.status];
  if (next.length === 0) return null;

  async function move(status: OrderStatus) {
    const answer = await ask(order, status);
    if (!answer) return;
    try {
      await change.mutateAsync({ id: order.id, status, ...answer });
      if (status === 'confirmed') {
        await openDialog({ title: 'سفارش تایید شد', message: 'فاکتور صادر شد.', icon: 'success' });
      }
    } catch (error) {
      await orderFailed(error, 'وضعیت تغییر نکرد');
    }
  }

  return (
    <section className="panel status-actions" aria-labelledby="actions-title">
      <h2 id="actions-title">تغییر وضعیت</h2>
      {unsaved && <p className="note">ابتدا تغییرات اقلام را ذخیره کنید.</p>}
      <div className="row-actions" data-keep-clear>
        {next.map((status) => (
          <button
            key={status}
            type="button"
            className={status === 'cancelled' ? 'button button-danger' : 'button'}
            disabled={unsaved || change.isPending}
            aria-busy={change.isPending && change.variables?.status === status}
            onClick={() => void move(status)}
          >
            {ACTIONS[status]}
          </button>
        ))}
      </div>
    </section>
  );
}
