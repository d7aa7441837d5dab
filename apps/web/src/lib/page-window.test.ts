import { describe, expect, it } from 'vitest';
import { isPastTheEnd, lastPage, pageWindow } from './page-window';

/** The window as a shopper reads it: «1 … 4 5 6 … 10». */
const shown = (page: number, last: number) =>
  pageWindow(page, last)
    .map((item) => (item === 'gap' ? '…' : String(item)))
    .join(' ');

describe('the pagination window', () => {
  it('page 5 of 10 shows 1 … 4 5 6 … 10', () => {
    expect(shown(5, 10)).toBe('1 … 4 5 6 … 10');
  });

  it('on the first page shows the next one and the last', () => {
    expect(shown(1, 10)).toBe('1 2 … 10');
  });

  it('on the last page shows the one before and the first', () => {
    expect(shown(10, 10)).toBe('1 … 9 10');
  });

  it('marks even one left-out page with a gap', () => {
    expect(shown(4, 10)).toBe('1 … 3 4 5 … 10');
  });

  it('puts no gap where no page is left out', () => {
    expect(shown(3, 5)).toBe('1 2 3 4 5');
    expect(shown(3, 10)).toBe('1 2 3 4 … 10');
    expect(shown(8, 10)).toBe('1 … 7 8 9 10');
  });

  it('shows a single page, and two pages, as they are', () => {
    expect(shown(1, 1)).toBe('1');
    expect(shown(2, 2)).toBe('1 2');
  });
});

describe('the last page of a list', () => {
  it('is the count of full and partial pages', () => {
    expect(lastPage({ pageSize: 12, total: 24 })).toBe(2);
    expect(lastPage({ pageSize: 12, total: 25 })).toBe(3);
  });

  it('is the first page when the list is empty', () => {
    expect(lastPage({ pageSize: 12, total: 0 })).toBe(1);
  });
});

describe('a page past the end of a list', () => {
  it('is a page after the last of a list that has items', () => {
    expect(isPastTheEnd({ page: 4, pageSize: 12, total: 25 })).toBe(true);
    expect(isPastTheEnd({ page: 3, pageSize: 12, total: 25 })).toBe(false);
  });

  it('is never said of an empty list: that list is simply empty', () => {
    expect(isPastTheEnd({ page: 7, pageSize: 12, total: 0 })).toBe(false);
  });
});
