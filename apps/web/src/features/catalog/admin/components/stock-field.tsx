import { LOW_STOCK_AT, SALE_UNIT_NAMES, stockStateOf, type SaleUnit } from '@shop/contracts/plain';
import { toPersianDigits } from '@shop/persian';
import { Field } from '../../../../components/admin/form-parts';
import { typedStock } from './product-form-values';

const MARKS = {
  low: { label: 'موجودی کم', hint: `${toPersianDigits(LOW_STOCK_AT)} یا کمتر` },
  'out-of-stock': { label: 'ناموجود', hint: 'در فروشگاه «ناموجود» دیده می‌شود' },
} as const;

/** «موجودی کم» or «ناموجود» beside a quantity that is low or none; nothing for a quantity in stock. */
export function StockMark({ stock, withHint = false }: { stock: number; withHint?: boolean }) {
  const state = stockStateOf(stock);
  if (state === 'in-stock') return null;
  const mark = MARKS[state];
  return (
    <span className={`stock-mark stock-mark-${state}`}>
      {mark.label}
      {withHint && <span className="stock-mark-hint"> ({mark.hint})</span>}
    </span>
  );
}

/** The quantity in stock of a product without options, in its sale unit, marked when low or none. */
export function StockField({
  value,
  unit,
  error,
  onChange,
}: {
  value: string;
  unit: SaleUnit;
  error?: string;
  onChange: (value: string) => void;
}) {
  const stock = typedStock(value);
  return (
    <Field label="موجودی" error={error}>
      {(id) => (
        <>
          <span className="with-unit">
            <input
              id={id}
              inputMode="numeric"
              dir="ltr"
              value={value}
              aria-describedby={`${id}-stock`}
              onChange={(event) => onChange(event.target.value)}
            />
            <span className="unit" aria-hidden="true">
              {SALE_UNIT_NAMES[unit]}
            </span>
          </span>
          <p className="hint" id={`${id}-stock`}>
            چند {SALE_UNIT_NAMES[unit]} در انبار هست؛ ۰ یعنی ناموجود.
          </p>
          <p className="stock-state" aria-live="polite">
            {stock !== null && <StockMark stock={stock} withHint />}
          </p>
        </>
      )}
    </Field>
  );
}
