import type { Product, Variant } from '@shop/contracts/plain';
import { chooseValue, valueState, type ValueState } from '../variant-choice';

const REASONS: Record<Exclude<ValueState, 'available'>, string> = {
  'out-of-stock': 'ناموجود',
  'no-variant': 'در این ترکیب عرضه نمی‌شود',
};

interface Props {
  product: Product;
  chosen: Variant;
  onChoose: (variant: Variant) => void;
}

/**
 * One row of buttons per option («سطح مقطع: ۱٫۵ ۲٫۵ ۴»): the chosen value pressed, a value whose
 * variant is out of stock or not made beside the other chosen values disabled, its reason beside it.
 */
export function VariantPicker({ product, chosen, onChoose }: Props) {
  if (product.options.length === 0) return null;
  return (
    <div className="variant-picker">
      {product.options.map((option, index) => (
        <fieldset key={option.name} className="variant-option">
          <legend>
            {option.name}: <strong>{chosen.options[index]}</strong>
          </legend>
          <div className="variant-values">
            {option.values.map((value) => {
              const state = valueState(product.variants, chosen, index, value);
              const pressed = chosen.options[index] === value;
              const reason = state === 'available' ? undefined : REASONS[state];
              return (
                <button
                  key={value}
                  type="button"
                  className="variant-value"
                  aria-pressed={pressed}
                  disabled={!pressed && state !== 'available'}
                  title={reason}
                  onClick={() => {
                    const next = chooseValue(product.variants, chosen, index, value);
                    if (next) onChoose(next);
                  }}
                >
                  <bdi>{value}</bdi>
                  {reason && <span className="variant-reason">{reason}</span>}
                </button>
              );
            })}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
