import { saleUnitLabel, type Product } from '@shop/contracts/plain';
import { useId } from 'react';
import { toLatinDigits } from '@shop/persian';
import { toPersianDigits } from '../lib/format';
import { clampQuantity } from '../lib/sale-quantity';

interface Props {
  product: Pick<Product, 'unit' | 'unitSize' | 'minQuantity' | 'quantityStep'>;
  quantity: number;
  onChange: (quantity: number) => void;
  /** Where several fields share a screen (the list's lines): the item each belongs to, for its names. */
  itemName?: string;
}

/** The quantity in the product's unit, with − and + by its step, from its minimum; Persian digits. */
export function QuantityField({ product, quantity, onChange, itemName }: Props) {
  const id = useId();
  const set = (next: number) => onChange(clampQuantity(next, product));
  const unit = saleUnitLabel(product);
  const of = itemName ? `: ${itemName}` : '';
  return (
    <div className="quantity-field">
      <label htmlFor={id}>
        تعداد ({unit}){of && <span className="visually-hidden">{of}</span>}
      </label>
      <div className="quantity-stepper">
        <button
          type="button"
          aria-label={`${toPersianDigits(product.quantityStep)} ${unit} بیشتر${of}`}
          onClick={() => set(quantity + product.quantityStep)}
        >
          +
        </button>
        <input
          id={id}
          inputMode="numeric"
          value={toPersianDigits(quantity)}
          onChange={(event) => {
            const typed = Number(toLatinDigits(event.target.value).replace(/\D/g, ''));
            if (typed > 0) onChange(typed);
          }}
          onBlur={() => set(quantity)}
        />
        <button
          type="button"
          aria-label={`${toPersianDigits(product.quantityStep)} ${unit} کمتر${of}`}
          disabled={quantity <= product.minQuantity}
          onClick={() => set(quantity - product.quantityStep)}
        >
          −
        </button>
      </div>
      {(product.minQuantity > 1 || product.quantityStep > 1) && (
        <p className="hint">
          حداقل {toPersianDigits(product.minQuantity)} {unit}، در گام‌های{' '}
          {toPersianDigits(product.quantityStep)} {unit}
        </p>
      )}
    </div>
  );
}
