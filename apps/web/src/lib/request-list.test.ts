import { REQUEST_LIST_MAX_LINES, type RequestLine } from '@shop/contracts/plain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from './memory-storage';
import {
  addToRequestList,
  adoptAccountList,
  clearRequestList,
  forgetRequestList,
  markSaved,
  mergeLines,
  readRequestList,
  removeFromRequestList,
  setLineQuantity,
  withLine,
} from './request-list';

const line = (variantId: string, quantity: number, addedPrice: number | null = 1000): RequestLine => ({
  variantId,
  quantity,
  addedPrice,
});
const byMetre = { minQuantity: 1, quantityStep: 1 };
const roll = { minQuantity: 100, quantityStep: 50 };

beforeEach(() => {
  vi.stubGlobal('localStorage', memoryStorage());
});

describe('adding to the list', () => {
  it('when a variant is added twice, then its quantities add up in one line', () => {
    expect(addToRequestList(line('cable-2.5', 25, 48_500), byMetre)).toBe('added');
    expect(addToRequestList(line('breaker', 3), byMetre)).toBe('added');
    expect(addToRequestList(line('cable-2.5', 10, 50_000), byMetre)).toBe('increased');
    expect(readRequestList().lines).toEqual([line('cable-2.5', 35, 48_500), line('breaker', 3)]);
  });

  it('when the product sells from a minimum in steps, then the sum is held to them', () => {
    let { lines } = withLine([], line('roll', 30), roll);
    expect(lines).toEqual([line('roll', 100)]);
    ({ lines } = withLine(lines, line('roll', 60), roll));
    expect(lines).toEqual([line('roll', 150)]);
  });

  it('when the list holds 100 lines, then a new variant is refused and one already there still grows', () => {
    for (let n = 0; n < REQUEST_LIST_MAX_LINES; n++) addToRequestList(line(`v-${n}`, 1), byMetre);
    expect(addToRequestList(line('one-too-many', 1), byMetre)).toBe('full');
    expect(addToRequestList(line('v-0', 1), byMetre)).toBe('increased');
    expect(readRequestList().lines).toHaveLength(REQUEST_LIST_MAX_LINES);
    expect(readRequestList().lines[0]).toEqual(line('v-0', 2));
  });

  it('when a quantity is changed or a line removed, then the list says so, and an empty list is forgotten', () => {
    addToRequestList(line('a', 1), byMetre);
    addToRequestList(line('b', 2), byMetre);
    setLineQuantity('b', 7);
    expect(readRequestList().lines).toEqual([line('a', 1), line('b', 7)]);
    removeFromRequestList('a');
    expect(readRequestList().lines).toEqual([line('b', 7)]);
    clearRequestList();
    expect(readRequestList().lines).toEqual([]);
    expect(localStorage.getItem('requestList')).toBeNull();
  });

  it('when the stored list is unreadable, doubled or too long, then it is read as empty, each variant once, cut to 100', () => {
    localStorage.setItem('requestList', '{not json');
    expect(readRequestList().lines).toEqual([]);
    const stored = [line('a', 1), line('a', 5), { variantId: 'bad', quantity: -1, addedPrice: null }];
    localStorage.setItem('requestList', JSON.stringify({ lines: stored, owner: null, dirty: false }));
    expect(readRequestList().lines).toEqual([line('a', 1)]);
    const many = Array.from({ length: 130 }, (_, n) => line(`v-${n}`, 1));
    localStorage.setItem('requestList', JSON.stringify({ lines: many }));
    expect(readRequestList().lines).toHaveLength(REQUEST_LIST_MAX_LINES);
  });

  it('reads back the same object until the list changes (what the React hook needs)', () => {
    addToRequestList(line('a', 1), byMetre);
    expect(readRequestList()).toBe(readRequestList());
  });
});

describe('the browser list and the account list', () => {
  it('when merged, then every line of both is kept, each variant once with the larger quantity and the price first seen', () => {
    const account = [line('cable', 25), line('box', 4, 1000), line('lamp', 2, null)];
    const browser = [line('box', 10, 2000), line('socket', 6), line('lamp', 1, 3000)];
    expect(mergeLines(account, browser)).toEqual([
      line('cable', 25),
      line('box', 10, 1000),
      line('lamp', 2, 3000),
      line('socket', 6),
    ]);
  });

  it('when merged twice (two tabs, a retried sign-in), then nothing is doubled', () => {
    const account = [line('cable', 25)];
    const browser = [line('cable', 25), line('socket', 6)];
    const once = mergeLines(account, browser);
    expect(mergeLines(once, browser)).toEqual(once);
    expect(mergeLines(once, once)).toEqual(once);
  });

  it('when both lists are long, then the merge stops at 100 lines, the account’s first', () => {
    const account = Array.from({ length: 70 }, (_, n) => line(`a-${n}`, 1));
    const browser = Array.from({ length: 70 }, (_, n) => line(`b-${n}`, 1));
    const merged = mergeLines(account, browser);
    expect(merged).toHaveLength(REQUEST_LIST_MAX_LINES);
    expect(merged.slice(0, 70)).toEqual(account);
  });

  it('when an edit is saved, then the copy is clean; when edited again meanwhile, it stays to be saved', () => {
    adoptAccountList('user-1', [line('a', 1)]);
    expect(readRequestList()).toEqual({ lines: [line('a', 1)], owner: 'user-1', dirty: false });
    addToRequestList(line('b', 1), byMetre);
    const sent = readRequestList().lines;
    expect(readRequestList().dirty).toBe(true);
    markSaved('user-1', sent);
    expect(readRequestList().dirty).toBe(false);
    addToRequestList(line('c', 1), byMetre);
    markSaved('user-1', sent);
    expect(readRequestList().dirty).toBe(true);
  });

  it('when the shopper signs out, then this browser forgets the account’s list', () => {
    adoptAccountList('user-1', [line('a', 1)]);
    forgetRequestList();
    expect(readRequestList()).toEqual({ lines: [], owner: null, dirty: false });
  });

  it('when the account’s list is empty, then the copy still knows its account', () => {
    adoptAccountList('user-1', []);
    expect(readRequestList()).toEqual({ lines: [], owner: 'user-1', dirty: false });
  });
});
