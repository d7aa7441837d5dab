import { htmlToText } from '@shop/contracts';
import { normalizeForSearch, persianSortKey } from '@shop/persian';

/** Columns of a product row derived from what the admin wrote; written on every insert and update. */
export function productDerivedFields(input: {
  title: string;
  descriptionHtml: string;
  categoryTitle?: string | null;
}) {
  const descriptionText = htmlToText(input.descriptionHtml);
  const searchTitle = normalizeForSearch(input.title);
  return {
    descriptionText,
    titleSortKey: persianSortKey(input.title),
    searchTitle,
    searchText: [
      searchTitle,
      normalizeForSearch(input.categoryTitle ?? ''),
      normalizeForSearch(descriptionText),
    ]
      .filter(Boolean)
      .join(' '),
  };
}

export function categoryDerivedFields(input: { title: string }) {
  return { searchText: normalizeForSearch(input.title) };
}
