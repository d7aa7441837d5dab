import type { RequestLine } from '@shop/contracts/plain';
import type { priceRequestList } from './price-request-list';

type PricedList = Awaited<ReturnType<typeof priceRequestList>>;

/** The list's last prices, kept in this browser for when it cannot reach the shop (offline). */
export interface LastPricedList {
  /** When the shop priced it, ISO. */
  savedAt: string;
  /** What was priced: each line's variant and quantity. */
  key: string;
  answer: PricedList;
}

const KEY = 'requestListPrices';
const keyOf = (lines: RequestLine[]) => JSON.stringify(lines.map((line) => [line.variantId, line.quantity]));

export function keepPricedList(lines: RequestLine[], answer: PricedList) {
  try {
    const kept: LastPricedList = { savedAt: new Date().toISOString(), key: keyOf(lines), answer };
    localStorage.setItem(KEY, JSON.stringify(kept));
  } catch {
    // storage full or blocked: offline, the list shows no prices
  }
}

/** The last prices of exactly these lines (another list's prices would be wrong). */
export function lastPricedList(lines: RequestLine[]): LastPricedList | undefined {
  try {
    const kept = JSON.parse(localStorage.getItem(KEY) ?? 'null') as LastPricedList | null;
    return kept?.key === keyOf(lines) ? kept : undefined;
  } catch {
    return undefined;
  }
}
