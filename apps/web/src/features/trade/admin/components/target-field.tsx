import { categoryName, saleUnitLabel, type PriceRuleScope } from '@shop/contracts/plain';
import { useEffect, useId, useState } from 'react';
import { formatToman } from '../../../../lib/format';
import { useBrands } from '../../../../shell/api/list-brands';
import { useCategories } from '../../../../shell/api/list-categories';
import { useVariantSearch } from '../api/search-variants';

export interface Target {
  id: string;
  title: string;
}

export const SCOPE_LABELS: Record<PriceRuleScope, string> = {
  category: 'دسته‌بندی',
  brand: 'برند',
  variant: 'کالا',
};

/** What is typed, once the owner pauses. */
function useSettled(text: string, ms = 300) {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), ms);
    return () => clearTimeout(timer);
  }, [text, ms]);
  return settled;
}

/** A variant found by a part of its title, or a whole code or barcode (the desk's search). */
function VariantSearch({
  value,
  onChange,
}: {
  value: Target | null;
  onChange: (target: Target | null) => void;
}) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const q = useSettled(typed.trim());
  const found = useVariantSearch(q);
  if (value)
    return (
      <div className="field">
        <span className="label">کالا</span>
        <p className="trade-chosen">
          <bdi>{value.title}</bdi>{' '}
          <button type="button" className="text-button" onClick={() => onChange(null)}>
            تغییر
          </button>
        </p>
      </div>
    );
  const variants = q && typed.trim() ? found.data?.variants : undefined;
  return (
    <div className="field trade-variant-search">
      <label htmlFor={id}>کالا (نام، کد یا بارکد)</label>
      <input
        id={id}
        type="search"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}
      />
      {q && found.isFetching && !variants && <p className="hint">در حال جستجو...</p>}
      {variants?.length === 0 && <p className="hint">کالایی پیدا نشد.</p>}
      {!!variants?.length && (
        <ul className="trade-found" aria-label="کالاهای پیدا شده">
          {variants.map((variant) => {
            const title = variant.variantLabel ? `${variant.title} (${variant.variantLabel})` : variant.title;
            return (
              <li key={variant.variantId}>
                <span>
                  <bdi>{title}</bdi>
                  <span className="hint">
                    {' '}
                    — {formatToman(variant.price)}
                    {variant.unit !== 'piece' && ` / ${saleUnitLabel(variant)}`}
                  </span>
                </span>
                <button
                  type="button"
                  className="button"
                  aria-label={`انتخاب: ${title}`}
                  onClick={() => onChange({ id: variant.variantId, title })}
                >
                  انتخاب
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

/** The category, brand or variant a rule or a tier is for. */
export function TargetField({
  scope,
  value,
  onChange,
}: {
  scope: PriceRuleScope;
  value: Target | null;
  onChange: (target: Target | null) => void;
}) {
  const id = useId();
  const categories = useCategories().data?.categories ?? [];
  const brands = useBrands().data?.brands ?? [];
  if (scope === 'variant') return <VariantSearch value={value} onChange={onChange} />;
  const options =
    scope === 'category'
      ? categories.map((category) => ({ id: category._id, title: categoryName(category.title) }))
      : brands.map((brand) => ({ id: brand._id, title: brand.nameFa }));
  return (
    <div className="field">
      <label htmlFor={id}>{SCOPE_LABELS[scope]}</label>
      <select
        id={id}
        required
        value={value?.id ?? ''}
        onChange={(event) => onChange(options.find((option) => option.id === event.target.value) ?? null)}
      >
        <option value="">انتخاب کنید</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.title}
          </option>
        ))}
      </select>
    </div>
  );
}
