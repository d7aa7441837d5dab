import { saleUnitLabel, type Order } from '@shop/contracts/plain';
import { formatNumber, formatToman } from '../../../../lib/format';
import { OrderTotals } from './order-totals';

/** A confirmed (or closed) order's lines as they were frozen, with its sums. */
export function OrderLinesTable({ order }: { order: Order }) {
  return (
    <section className="panel order-lines-panel" aria-labelledby="lines-title">
      <h2 id="lines-title">اقلام سفارش</h2>
      <ul className="order-lines">
        {order.lines.map((line) => (
          <li key={line.variantId}>
            <div>
              <strong>
                <bdi>{line.title}</bdi>
              </strong>
              {line.variantLabel && <p className="hint">{line.variantLabel}</p>}
              <p className="hint">
                {formatNumber(line.quantity)} {saleUnitLabel(line)} × {formatToman(line.unitPrice)}
              </p>
            </div>
            <strong className="order-line-total">{formatToman(line.lineTotal)}</strong>
          </li>
        ))}
      </ul>
      <OrderTotals {...order} />
    </section>
  );
}
