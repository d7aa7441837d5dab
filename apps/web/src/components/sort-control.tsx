import { PRODUCT_SORTS, type SearchSort } from '@shop/contracts/plain';

const SORT_LABELS: Record<SearchSort, string> = {
  relevance: 'مرتبط‌ترین',
  newest: 'جدیدترین',
  'price-asc': 'ارزان‌ترین',
  'price-desc': 'گران‌ترین',
  name: 'نام (الفبایی)',
};

/** The orders a listing offers: its own, or the search's (the best match first, then the same). */
export function SortControl({
  value,
  sorts = PRODUCT_SORTS,
  onChange,
}: {
  value: SearchSort;
  sorts?: readonly SearchSort[];
  onChange: (sort: SearchSort) => void;
}) {
  return (
    <label className="field-inline">
      <span>مرتب‌سازی:</span>
      <select value={value} onChange={(event) => onChange(event.target.value as SearchSort)}>
        {sorts.map((sort) => (
          <option key={sort} value={sort}>
            {SORT_LABELS[sort]}
          </option>
        ))}
      </select>
    </label>
  );
}
