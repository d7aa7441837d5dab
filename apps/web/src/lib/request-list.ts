import {
  mergeRequestLines,
  QUANTITY_MAX,
  REQUEST_LIST_MAX_LINES,
  type RequestLine,
} from '@shop/contracts/plain';
import { useSyncExternalStore } from 'react';
import { clampQuantity, type QuantityRule } from './sale-quantity';

/**
 * The shopper's request list («لیست خرید»), kept in this browser for everyone: a line per variant, its
 * quantity in the product's unit and the price seen when it was added. For a signed-in shopper it is
 * also the copy of the account's list (`owner`), kept in step by the request-list feature's sync.
 */
export interface StoredList {
  lines: RequestLine[];
  /** The account this is a copy of; null: the browser's own list (a visitor's, never sent anywhere). */
  owner: string | null;
  /** Edited here since the account last had it. */
  dirty: boolean;
}

const KEY = 'requestList';
const EMPTY: StoredList = { lines: [], owner: null, dirty: false };
const listeners = new Set<() => void>();
let cached: { raw: string | null; list: StoredList } | undefined;

const isLine = (value: unknown): value is RequestLine => {
  const line = value as Partial<RequestLine> | null;
  return (
    typeof line?.variantId === 'string' &&
    Number.isInteger(line.quantity) &&
    line.quantity! > 0 &&
    line.quantity! <= QUANTITY_MAX &&
    (line.addedPrice === null || (Number.isInteger(line.addedPrice) && line.addedPrice! > 0))
  );
};

/** Lines as stored, each variant once (the first), at most the contract's 100. */
function cleanLines(lines: readonly RequestLine[]): RequestLine[] {
  const seen = new Set<string>();
  return lines
    .filter((line) => !seen.has(line.variantId) && seen.add(line.variantId))
    .slice(0, REQUEST_LIST_MAX_LINES)
    .map(({ variantId, quantity, addedPrice }) => ({ variantId, quantity, addedPrice }));
}

function parse(raw: string | null): StoredList {
  try {
    const stored = JSON.parse(raw ?? 'null') as Partial<StoredList> | null;
    const lines = Array.isArray(stored?.lines) ? cleanLines(stored.lines.filter(isLine)) : [];
    const owner = typeof stored?.owner === 'string' ? stored.owner : null;
    return lines.length || owner ? { lines, owner, dirty: stored?.dirty === true } : EMPTY;
  } catch {
    return EMPTY;
  }
}

function readRaw(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null; // storage blocked: an empty list
  }
}

/** The stored list; the same object until it changes (what `useSyncExternalStore` needs). */
export function readRequestList(): StoredList {
  const raw = readRaw();
  if (cached?.raw !== raw) cached = { raw, list: parse(raw) };
  return cached.list;
}

/** The one write path: every change goes through here, and every hook and tab hears of it. */
function write(list: StoredList) {
  try {
    if (list.lines.length || list.owner) localStorage.setItem(KEY, JSON.stringify(list));
    else localStorage.removeItem(KEY);
  } catch {
    // storage full or blocked: the list lives as long as the page
  }
  listeners.forEach((listener) => listener());
}

/** What adding did: a new line, more of a line already there, or refused (the list is full). */
export type AddResult = 'added' | 'increased' | 'full';

/**
 * The list with `line` added: a variant already listed gets the quantity added to its own (held to the
 * product's minimum and step); a new variant goes last, unless the list is full.
 */
export function withLine(
  lines: readonly RequestLine[],
  line: RequestLine,
  rule: QuantityRule,
): { lines: RequestLine[]; result: AddResult } {
  const listed = lines.find((each) => each.variantId === line.variantId);
  if (listed) {
    const quantity = clampQuantity(listed.quantity + line.quantity, rule);
    return {
      lines: lines.map((each) => (each === listed ? { ...each, quantity } : each)),
      result: 'increased',
    };
  }
  if (lines.length >= REQUEST_LIST_MAX_LINES) return { lines: [...lines], result: 'full' };
  return { lines: [...lines, { ...line, quantity: clampQuantity(line.quantity, rule) }], result: 'added' };
}

/**
 * The account's list and the browser's as one, by the rule the API's `merge` follows (the contracts'
 * `mergeRequestLines`: the account's first, a variant in both kept once with the larger quantity). The API
 * refuses a union past 100 lines; here, where it only joins an edit made while the account answered, the
 * account's lines come first and the list is cut.
 */
export const mergeLines = (account: readonly RequestLine[], browser: readonly RequestLine[]): RequestLine[] =>
  cleanLines(mergeRequestLines(account, browser));

const edited = (lines: RequestLine[]) => {
  const list = readRequestList();
  write({ ...list, lines: cleanLines(lines), dirty: true });
};

export function addToRequestList(line: RequestLine, rule: QuantityRule): AddResult {
  const { lines, result } = withLine(readRequestList().lines, line, rule);
  if (result !== 'full') edited(lines);
  return result;
}

/** A line's quantity as the stepper set it (the stepper holds it to the unit's minimum and step). */
export function setLineQuantity(variantId: string, quantity: number) {
  const safe = Math.min(Math.max(1, Math.round(quantity)), QUANTITY_MAX);
  edited(
    readRequestList().lines.map((line) =>
      line.variantId === variantId ? { ...line, quantity: safe } : line,
    ),
  );
}

export function removeFromRequestList(variantId: string) {
  edited(readRequestList().lines.filter((line) => line.variantId !== variantId));
}

export function clearRequestList() {
  edited([]);
}

/** The account's list, now this browser's copy of it (after a merge or a read). */
export function adoptAccountList(owner: string, lines: readonly RequestLine[], dirty = false) {
  write({ lines: cleanLines(lines), owner, dirty });
}

/** The account has `lines`: the copy is clean, unless it was edited again since they were sent. */
export function markSaved(owner: string, lines: readonly RequestLine[]) {
  const list = readRequestList();
  if (list.owner === owner && JSON.stringify(list.lines) === JSON.stringify(cleanLines(lines)))
    write({ ...list, dirty: false });
}

/** Signed out here: the account keeps the list, this browser forgets it (a shared computer shows nothing). */
export function forgetRequestList() {
  write(EMPTY);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // another tab changed the list
  const onStorage = (event: StorageEvent) => (event.key === KEY || event.key === null) && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * The request list, in step with every button and tab. Undefined while the page is the server's (which
 * cannot know the list) and while it hydrates, so the markup matches.
 */
export function useRequestList(): StoredList | undefined {
  return useSyncExternalStore<StoredList | undefined>(subscribe, readRequestList, () => undefined);
}
