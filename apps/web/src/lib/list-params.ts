import { useSearchParams } from 'react-router-dom';
import { PRODUCT_SORTS, type ProductSort } from '@shop/contracts';

/** Page and sort of a product list, read from and written to the URL so a shared link opens the same view. */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const pageNumber = Number(params.get('page'));
  const page = Number.isInteger(pageNumber) && pageNumber >= 1 ? pageNumber : 1;
  const sortParam = params.get('sort');
  const sort: ProductSort = PRODUCT_SORTS.includes(sortParam as ProductSort)
    ? (sortParam as ProductSort)
    : 'newest';

  /** Sets (or, with null, removes) URL parameters and goes back to the first page. */
  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) {
      if (value === null || value === '') next.delete(name);
      else next.set(name, value);
    }
    next.delete('page');
    setParams(next);
  };

  return { params, page, sort, update };
}
