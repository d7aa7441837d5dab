/** A list's place: which page, of how many items, so many to a page. */
export interface ListPlace {
  page: number;
  pageSize: number;
  total: number;
}

/** The last page of a list; an empty list still has its (empty) first page. */
export const lastPage = ({ pageSize, total }: Omit<ListPlace, 'page'>) =>
  Math.max(1, Math.ceil(total / pageSize));

/** Whether `page` lies past the last page of a list that has items (an old or mistyped link). */
export const isPastTheEnd = ({ page, pageSize, total }: ListPlace) =>
  total > 0 && page > lastPage({ pageSize, total });

/** Pages as the visible window around the current one: 1 … 4 5 6 … 10. */
export function pageWindow(page: number, last: number): (number | 'gap')[] {
  const pages = new Set([1, last, page - 1, page, page + 1].filter((n) => n >= 1 && n <= last));
  const sorted = [...pages].sort((a, b) => a - b);
  return sorted.flatMap((n, index) =>
    index > 0 && n - (sorted[index - 1] ?? n) > 1 ? ['gap' as const, n] : [n],
  );
}
