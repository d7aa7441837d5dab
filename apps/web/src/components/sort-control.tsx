import type { ProductSort } from '@shop/contracts/plain';

const SORT_LABELS: Record<ProductSort, string> = {
  newest: 'جدیدترین',
  'price-asc': 'ارزان‌ترین',
  'price-desc': 'گران‌ترین',
  name: 'نام (الفبایی)',
};

export function SortControl({
  value,
  onChange,
}: {
  value: ProductSort;
  onChange: (sort: ProductSort) => void;
}) {
  return (
    <label className="field-inline">
      <span>مرتب‌سازی:</span>
      <select value={value} onChange={(event) => onChange(event.target.value as ProductSort)}>
        {Object.entries(SORT_LABELS).map(([sort, label]) => (
          <option key={sort} value={sort}>
            {label}
          </option>
        ))}
      </select>
    </label>
  );
}
