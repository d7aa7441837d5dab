import { LOW_STOCK_AT, STOCK_STATES, type StockState } from '@shop/contracts/plain';
import { BrandSelect, CategorySelect } from '../../../../components/admin/catalog-fields';
import { Field } from '../../../../components/admin/form-parts';
import { toPersianDigits } from '../../../../lib/format';

export interface ProductListFilters {
  categoryId: string;
  brandId: string;
  stock: StockState | '';
}

export const NO_PRODUCT_FILTERS: ProductListFilters = { categoryId: '', brandId: '', stock: '' };

const STOCK_LABELS: Record<StockState, string> = {
  'in-stock': 'موجود',
  low: `موجودی کم (${toPersianDigits(LOW_STOCK_AT)} یا کمتر)`,
  'out-of-stock': 'ناموجود',
};

/** The dashboard's product list narrowed to a category, a brand, a stock state. */
export function ProductListFilterFields({
  value,
  onChange,
}: {
  value: ProductListFilters;
  onChange: (filters: ProductListFilters) => void;
}) {
  return (
    <div className="list-filters" role="group" aria-label="فیلتر محصولات">
      <CategorySelect
        label="دسته‌بندی"
        none="همه دسته‌بندی‌ها"
        value={value.categoryId}
        onChange={(categoryId) => onChange({ ...value, categoryId })}
      />
      <BrandSelect
        label="برند"
        none="همه برندها"
        value={value.brandId}
        onChange={(brandId) => onChange({ ...value, brandId })}
      />
      <Field label="موجودی">
        {(id) => (
          <select
            id={id}
            value={value.stock}
            onChange={(event) => onChange({ ...value, stock: event.target.value as StockState | '' })}
          >
            <option value="">موجود و ناموجود</option>
            {STOCK_STATES.map((state) => (
              <option key={state} value={state}>
                {STOCK_LABELS[state]}
              </option>
            ))}
          </select>
        )}
      </Field>
    </div>
  );
}
