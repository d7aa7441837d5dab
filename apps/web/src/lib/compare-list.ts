import { useSyncExternalStore } from 'react';

/** How many products the compare page sets side by side. */
export const MAX_COMPARED = 4;

/**
 * The shopper's compare list: products of one category (null for products without one), in order added.
 * An entry is a product's id, or `<product id>~<variant id>` for a chosen variant of a product sold in
 * variants (two cross-sections of one cable side by side).
 */
export interface CompareList {
  categoryId: string | null;
  ids: string[];
}

/** What the list keeps for a product, or for one of its variants. */
export const compareEntry = (productId: string, variantId?: string) =>
  variantId ? `${productId}~${variantId}` : productId;

/** An entry read back: the product and, for a variant, which. */
export function entryOf(entry: string): { productId: string; variantId: string | undefined } {
  const [productId = '', variantId] = entry.split('~');
  return { productId, variantId };
}

const KEY = 'compareList';
const EMPTY: CompareList = { categoryId: null, ids: [] };
const listeners = new Set<() => void>();
let cached: { raw: string | null; list: CompareList } | undefined;

function parse(raw: string | null): CompareList {
  try {
    const stored = JSON.parse(raw ?? 'null') as Partial<CompareList> | null;
    const ids = Array.isArray(stored?.ids) ? stored.ids.filter((id) => typeof id === 'string') : [];
    const categoryId = typeof stored?.categoryId === 'string' ? stored.categoryId : null;
    return ids.length ? { categoryId, ids: [...new Set(ids)].slice(0, MAX_COMPARED) } : EMPTY;
  } catch {
    return EMPTY;
  }
}

/** The stored list; the same object until it changes (what `useSyncExternalStore` needs). */
export function readCompareList(): CompareList {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(KEY);
  } catch {
    // storage blocked: an empty list
  }
  if (cached?.raw !== raw) cached = { raw, list: parse(raw) };
  return cached.list;
}

function write(list: CompareList) {
  if (list.ids.length) localStorage.setItem(KEY, JSON.stringify(list));
  else localStorage.removeItem(KEY);
  listeners.forEach((listener) => listener());
}

/** What adding a product did: added, refused (the list is full) or asks first (another category). */
export type AddResult = 'added' | 'full' | 'other-category';

export function addToCompare(
  product: { _id: string; categoryId: string | null },
  variantId?: string,
): AddResult {
  const list = readCompareList();
  const entry = compareEntry(product._id, variantId);
  if (list.ids.includes(entry)) return 'added';
  if (list.ids.length && list.categoryId !== product.categoryId) return 'other-category';
  if (list.ids.length >= MAX_COMPARED) return 'full';
  write({ categoryId: product.categoryId, ids: [...list.ids, entry] });
  return 'added';
}

/** Starts a new list with this product alone (after the shopper agreed to drop the other category's). */
export function replaceCompareList(product: { _id: string; categoryId: string | null }, variantId?: string) {
  write({ categoryId: product.categoryId, ids: [compareEntry(product._id, variantId)] });
}

export function removeFromCompare(id: string) {
  const list = readCompareList();
  write({ ...list, ids: list.ids.filter((item) => item !== id) });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // another tab changed the list
  const onStorage = (event: StorageEvent) => event.key === KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * The compare list, kept in step with every button and tab. Undefined while the page is the server's
 * (which cannot know the list) and while it hydrates, so the markup matches.
 */
export function useCompareList(): CompareList | undefined {
  return useSyncExternalStore<CompareList | undefined>(subscribe, readCompareList, () => undefined);
}
