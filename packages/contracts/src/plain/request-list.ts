import type { RequestLine } from '../request-list';

/**
 * The account's request list and the browser's as one: every line of both, the account's first in their
 * order, then the browser's new ones in theirs; a variant in both is kept once, with the larger quantity
 * and the price first seen for it. Merging the same lists again changes nothing, so a list is never
 * doubled and no line of either is lost. Not cut to the list's limit: the API refuses a union past it,
 * the browser cuts it (each side's choice).
 */
export function mergeRequestLines(
  account: readonly RequestLine[],
  browser: readonly RequestLine[],
): RequestLine[] {
  const merged = new Map(account.map((line) => [line.variantId, line]));
  for (const line of browser) {
    const kept = merged.get(line.variantId);
    merged.set(
      line.variantId,
      kept
        ? {
            variantId: kept.variantId,
            quantity: Math.max(kept.quantity, line.quantity),
            addedPrice: kept.addedPrice ?? line.addedPrice,
          }
        : line,
    );
  }
  return [...merged.values()];
}
