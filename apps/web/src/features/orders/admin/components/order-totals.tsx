import { formatToman } from '../../../../lib/format';

interface Props {
  subtotal: number;
  discount: number;
  shippingCost: number;
  total: number;
}

/** The lines' sum, the discount, shipping, and what the customer pays. */
export function OrderTotals({ subtotal, discount, shippingCost, total }: Props) {
  return (
    <dl className="order-totals">
      <div>
        <dt>جمع اقلام</dt>
        <dd>{formatToman(subtotal)}</dd>
      </div>
      <div>
        <dt>تخفیف</dt>
        <dd>{discount > 0 ? `− ${formatToman(discount)}` : '—'}</dd>
      </div>
      <div>
        <dt>هزینه ارسال</dt>
        <dd>{shippingCost > 0 ? formatToman(shippingCost) : '—'}</dd>
      </div>
      <div className="order-totals-sum">
        <dt>مبلغ قابل پرداخت</dt>
        <dd>{formatToman(total)}</dd>
      </div>
    </dl>
  );
}
