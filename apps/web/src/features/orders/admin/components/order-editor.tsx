import type { Order } from '@shop/contracts/plain';
import type { FormEvent } from 'react';
import { SaveButton } from '../../../../components/admin/form-parts';
import { openDialog } from '../../../../lib/dialog';
import { useUpdateOrder } from '../api/update-order';
import { orderFailed } from '../order-conflict';
import {
  addVariant,
  pricesValid,
  totalsOf,
  typedAmount,
  updateBodyOf,
  type DraftOrder,
} from '../order-draft';
import { CustomerFields } from './customer-fields';
import { DraftLines } from './draft-lines';
import { MoneyField } from './money-field';
import { OrderTotals } from './order-totals';
import { VariantPicker } from './variant-picker';

interface Props {
  order: Order;
  draft: DraftOrder;
  onDraft: (draft: DraftOrder) => void;
  unsaved: boolean;
}

/** Before confirming: quantities, prices, lines added or removed, a discount, shipping and the customer. */
export function OrderEditor({ order, draft, onDraft, unsaved }: Props) {
  const update = useUpdateOrder();
  const edit = (patch: Partial<DraftOrder>) => onDraft({ ...draft, ...patch });
  const discount = typedAmount(draft.discount);
  const shippingCost = typedAmount(draft.shippingCost);
  const { subtotal, total } = totalsOf(draft.lines, discount, shippingCost);
  const valid =
    draft.lines.length > 0 &&
    pricesValid(draft.lines) &&
    !Number.isNaN(discount) &&
    !Number.isNaN(shippingCost);

  async function save(event: FormEvent) {
    event.preventDefault();
    try {
      await update.mutateAsync({ id: order.id, order: updateBodyOf(draft) });
      await openDialog({ title: 'ذخیره شد', message: 'تغییرات سفارش ذخیره شد.', icon: 'success' });
    } catch (error) {
      await orderFailed(error, 'تغییرات ذخیره نشد');
    }
  }

  return (
    <form
      className="panel order-editor"
      aria-labelledby="editor-title"
      onSubmit={(event) => void save(event)}
    >
      <h2 id="editor-title">اقلام سفارش</h2>
      <p className="hint">تا پیش از تایید می‌توانید تعداد، قیمت، تخفیف و هزینه ارسال را تغییر دهید.</p>
      <DraftLines lines={draft.lines} emptyPriceIsShops={false} onChange={(lines) => edit({ lines })} />
      <VariantPicker onAdd={(variant) => edit({ lines: addVariant(draft.lines, variant) })} />
      <div className="form-columns">
        <MoneyField
          label="تخفیف (تومان)"
          value={draft.discount}
          amount={draft.discount.trim() ? discount : null}
          onChange={(text) => edit({ discount: text })}
        />
        <MoneyField
          label="هزینه ارسال (تومان)"
          value={draft.shippingCost}
          amount={draft.shippingCost.trim() ? shippingCost : null}
          onChange={(text) => edit({ shippingCost: text })}
        />
      </div>
      <OrderTotals
        subtotal={subtotal}
        discount={Number.isNaN(discount) ? 0 : discount}
        shippingCost={Number.isNaN(shippingCost) ? 0 : shippingCost}
        total={total}
      />
      <CustomerFields value={draft} onChange={edit} />
      <div className="form-row">
        {unsaved || update.isPending ? (
          <SaveButton busy={update.isPending} label="ذخیره تغییرات" />
        ) : (
          <span className="hint">همه تغییرات ذخیره شده است.</span>
        )}
        {unsaved && !valid && <p className="field-error">سفارش دست‌کم یک ردیف با قیمت درست می‌خواهد.</p>}
      </div>
    </form>
  );
}
