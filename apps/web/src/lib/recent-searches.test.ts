import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearRecentSearches,
  MAX_RECENT_SEARCHES,
  readRecentSearches,
  rememberSearch,
} from './recent-searches';
import { memoryStorage } from './memory-storage';

beforeEach(() => {
  vi.stubGlobal('localStorage', memoryStorage());
});

describe('recent searches', () => {
  it('when nothing was searched yet, then there are none', () => {
    expect(readRecentSearches()).toEqual([]);
  });

  it('when a query is searched, then it comes first, newest before older', () => {
    rememberSearch('کابل');
    rememberSearch('لامپ');
    expect(readRecentSearches()).toEqual(['لامپ', 'کابل']);
  });

  it('when a query is searched again, then it moves to the front and is not listed twice', () => {
    rememberSearch('کابل');
    rememberSearch('لامپ');
    expect(rememberSearch('کابل')).toEqual(['کابل', 'لامپ']);
    expect(readRecentSearches()).toEqual(['کابل', 'لامپ']);
  });

  it(`keeps at most ${MAX_RECENT_SEARCHES}, dropping the oldest`, () => {
    for (const query of ['a', 'b', 'c', 'd', 'e', 'f']) rememberSearch(query);
    expect(readRecentSearches()).toEqual(['f', 'e', 'd', 'c', 'b']);
  });

  it('when they are cleared, then there are none', () => {
    rememberSearch('کابل');
    clearRecentSearches();
    expect(readRecentSearches()).toEqual([]);
  });

  it('when the stored value is broken or not a list of words, then it reads as none or only the words', () => {
    localStorage.setItem('recentSearches', '{not json');
    expect(readRecentSearches()).toEqual([]);
    localStorage.setItem('recentSearches', JSON.stringify({ q: 'x' }));
    expect(readRecentSearches()).toEqual([]);
    localStorage.setItem('recentSearches', JSON.stringify(['کابل', 7, null, 'لامپ']));
    expect(readRecentSearches()).toEqual(['کابل', 'لامپ']);
  });
});
