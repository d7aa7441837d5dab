import { categoryName } from '@shop/contracts/plain';
import { toLatinDigits } from '@shop/persian';
import { formatToman } from '../../lib/format';
import { useBrands } from '../../shell/api/list-brands';
import { useCategories } from '../../shell/api/list-categories';
import { Field } from './form-parts';

const priceValue = (typed: string) => Number(toLatinDigits(typed).replace(/[^\d]/g, ''));

/**
 * A price as typed (Persian or Latin digits), with the amount it reads as beneath it; with
 * `inputMode="decimal"`, a number that may have decimals (a percentage).
 */
export function PriceField({
  label,
  value,
  error,
  showAmount = false,
  inputMode = 'numeric',
  onChange,
}: {
  label: string;
  value: string;
  error?: string;
  showAmount?: boolean;
  inputMode?: 'numeric' | 'decimal';
  onChange: (value: string) => void;
}) {
  const amount = priceValue(value);
  return (
    <Field label={label} error={error}>
      {(id) => (
        <>
          <input
            id={id}
            inputMode={inputMode}
            dir="ltr"
            value={value}
            onChange={(event) => onChange(event.target.value)}
          />
          {showAmount && amount > 0 && <p className="hint">{formatToman(amount)}</p>}
        </>
      )}
    </Field>
  );
}

/** The categories to choose from; `none` names the empty choice (no category, or any). */
export function CategorySelect({
  value,
  onChange,
  label = 'دسته‌بندی (اختیاری)',
  none = 'بدون دسته‌بندی',
  error,
}: {
  value: string;
  onChange: (categoryId: string) => void;
  label?: string;
  none?: string;
  error?: string;
}) {
  const { data } = useCategories();
  return (
    <Field label={label} error={error}>
      {(id) => (
        <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="">{none}</option>
          {data?.categories.map((category) => (
            <option key={category._id} value={category._id}>
              {categoryName(category.title)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** The product's brand, from the brands table (managed on the dashboard's «برندها» tab). */
export function BrandSelect({
  value,
  error,
  onChange,
  label = 'برند (اختیاری)',
  none = 'بدون برند',
}: {
  value: string;
  error?: string;
  onChange: (brandId: string) => void;
  label?: string;
  none?: string;
}) {
  const { data } = useBrands();
  return (
    <Field label={label} error={error}>
      {(id) => (
        <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="">{none}</option>
          {data?.brands.map((brand) => (
            <option key={brand._id} value={brand._id}>
              {brand.nameFa} ({brand.nameEn})
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
