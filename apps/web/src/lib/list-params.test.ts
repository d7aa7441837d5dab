import { describe, expect, it } from 'vitest';
import { listParamsOf, searchQueryOf, shopQueryOf } from '@shop/contracts/plain';
import { changedListParams } from './list-params';

const CATEGORY_ID = '0b9f7c1e-3a52-4d8e-9c61-2f4a5b6c7d8e';
const url = (search: string) => new URLSearchParams(search);

describe('a change of the list view in the URL', () => {
  it('when the sort changes, then the list goes back to its first page and keeps its filters', () => {
    const next = changedListParams(url('?page=3&category=' + CATEGORY_ID), { sort: 'price-asc' });
    expect(next.toString()).toBe(`category=${CATEGORY_ID}&sort=price-asc`);
    expect(listParamsOf(next)).toEqual({ page: 1, sort: 'price-asc' });
  });

  it('when a filter is cleared with null or an empty value, then its parameter is gone', () => {
    const next = changedListParams(url('?inStock=true&category=' + CATEGORY_ID + '&sort=name'), {
      inStock: null,
      category: '',
    });
    expect(next.toString()).toBe('sort=name');
  });

  it('when parameters the list does not read are in the URL, then they stay', () => {
    expect(changedListParams(url('?utm_source=sms&page=2'), { inStock: 'true' }).toString()).toBe(
      'utm_source=sms&inStock=true',
    );
  });

  it('leaves the URL it was given as it was', () => {
    const before = url('?page=2');
    changedListParams(before, { sort: 'name' });
    expect(before.toString()).toBe('page=2');
  });
});

describe('the list the shop page asks for', () => {
  it('when the URL has no parameters, then the first page, newest first, with no filter', () => {
    expect(shopQueryOf(url(''))).toEqual({ page: 1, sort: 'newest', pageSize: expect.any(Number) });
  });

  it('when a page, a sort and filters are in the URL, then all of them', () => {
    expect(shopQueryOf(url(`?page=2&sort=price-desc&category=${CATEGORY_ID}&inStock=true`))).toMatchObject({
      page: 2,
      sort: 'price-desc',
      categoryId: CATEGORY_ID,
      inStock: 'true',
    });
  });

  it('when the URL holds what names nothing (a bad page, sort or category), then it is left out', () => {
    const query = shopQueryOf(url('?page=-1&sort=cheapest&category=12&inStock=yes'));
    expect(query).toEqual({ page: 1, sort: 'newest', pageSize: expect.any(Number) });
  });
});

describe('the search the results page makes', () => {
  it('when there is a query, then it is asked trimmed, at the page in the URL', () => {
    expect(searchQueryOf(url('?q=%20%DA%A9%D8%A7%D8%A8%D9%84%20&page=2'))).toMatchObject({
      q: 'کابل',
      page: 2,
    });
  });

  it('when the query is empty or blank, then nothing is asked', () => {
    expect(searchQueryOf(url(''))).toBeUndefined();
    expect(searchQueryOf(url('?q=%20%20'))).toBeUndefined();
  });

  it('when the query is far too long, then nothing is asked', () => {
    expect(searchQueryOf(url(`?q=${'a'.repeat(1000)}`))).toBeUndefined();
  });
});
