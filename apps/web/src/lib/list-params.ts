import { listParamsOf } from '@shop/contracts/plain';
import { useSearchParams } from 'react-router-dom';

/**
 * The URL parameters after a change of the view: each change sets its parameter (null or empty removes
 * it), the others stay, and the list goes back to its first page.
 */
export function changedListParams(
  params: URLSearchParams,
  changes: Record<string, string | null>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null || value === '') next.delete(name);
    else next.set(name, value);
  }
  next.delete('page');
  return next;
}

/** Page and sort of a product list, read from and written to the URL so a shared link opens the same view. */
export function useListParams() {
  const [params, setParams] = useSearchParams();

  /** Sets (or, with null, removes) URL parameters and goes back to the first page. */
  const update = (changes: Record<string, string | null>) => setParams(changedListParams(params, changes));

  return { params, ...listParamsOf(params), update };
}
