import type { OrderableVariant } from '@shop/contracts/plain';
import { saleUnitLabel } from '@shop/contracts/plain';
import { useEffect, useId, useState } from 'react';
import { formatNumber, formatToman } from '../../../../lib/format';
import { useOrderableVariants } from '../api/search-variants';

/** What is typed, once the owner pauses (a search per letter would only be thrown away). */
function useSettled(text: string, ms = 300) {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), ms);
    return () => clearTimeout(timer);
  }, [text, ms]);
  return settled;
}

function Found({ variant, onAdd }: { variant: OrderableVariant; onAdd: () => void }) {
  const name = variant.variantLabel ? `${variant.title} (${variant.variantLabel})` : variant.title;
  const unit = saleUnitLabel(variant);
  return (
    <li className="found-variant">
      <div>
        <strong>
          <bdi>{variant.title}</bdi>
        </strong>
        {variant.variantLabel && <span className="hint"> — {variant.variantLabel}</span>}
        <p className="hint">
          {variant.code && (
            <>
              کد <bdi dir="ltr">{variant.code}</bdi>،{' '}
            </>
          )}
          {formatToman(variant.price)}
          {variant.unit !== 'piece' && ` / ${unit}`}،{' '}
          {variant.stock > 0 ? `موجودی ${formatNumber(variant.stock)} ${unit}` : 'ناموجود'}
          {!variant.enabled && '، غیرفعال'}
        </p>
      </div>
      <button type="button" className="button" aria-label={`افزودن: ${name}`} onClick={onAdd}>
        افزودن
      </button>
    </li>
  );
}

/** «افزودن کالا»: variants found by a part of the title, or a whole code or barcode. */
export function VariantPicker({ onAdd }: { onAdd: (variant: OrderableVariant) => void }) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const q = useSettled(typed.trim());
  const found = useOrderableVariants(q);
  // Cleared (after an add): no list, without waiting for the pause.
  const variants = q && typed.trim() ? found.data?.variants : undefined;
  return (
    <div className="variant-picker">
      <div className="field">
        <label htmlFor={id}>افزودن کالا (نام، کد یا بارکد)</label>
        <input
          id={id}
          type="search"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          // Enter searches (it already does as one types); it never sends the order's form.
          onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}
        />
      </div>
      {q && found.isFetching && !variants && <p className="hint">در حال جستجو...</p>}
      {variants?.length === 0 && <p className="hint">کالایی با این نام، کد یا بارکد پیدا نشد.</p>}
      {!!variants?.length && (
        <ul className="found-variants" aria-label="کالاهای پیدا شده">
          {variants.map((variant) => (
            <Found
              key={variant.variantId}
              variant={variant}
              onAdd={() => {
                onAdd(variant);
                setTyped('');
              }}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
