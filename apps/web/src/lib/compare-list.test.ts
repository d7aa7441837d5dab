import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  addToCompare,
  entryOf,
  MAX_COMPARED,
  readCompareList,
  removeFromCompare,
  replaceCompareList,
} from './compare-list';
import { memoryStorage } from './memory-storage';

const cable = (n: number) => ({ _id: `cable-${n}`, categoryId: 'cables' });

beforeEach(() => {
  vi.stubGlobal('localStorage', memoryStorage());
});

describe('compare list', () => {
  it('when products of one category are added, then they are kept in order, each once', () => {
    expect(addToCompare(cable(1))).toBe('added');
    expect(addToCompare(cable(2))).toBe('added');
    expect(addToCompare(cable(1))).toBe('added');
    expect(readCompareList()).toEqual({ categoryId: 'cables', ids: ['cable-1', 'cable-2'] });
  });

  it('when two cross-sections of one cable are added, then each is its own entry, read back as product and variant', () => {
    expect(addToCompare(cable(1), 'v-2.5')).toBe('added');
    expect(addToCompare(cable(1), 'v-4')).toBe('added');
    expect(addToCompare(cable(1), 'v-2.5')).toBe('added');
    expect(readCompareList().ids).toEqual(['cable-1~v-2.5', 'cable-1~v-4']);
    expect(entryOf('cable-1~v-4')).toEqual({ productId: 'cable-1', variantId: 'v-4' });
    expect(entryOf('cable-2')).toEqual({ productId: 'cable-2', variantId: undefined });
    removeFromCompare('cable-1~v-2.5');
    expect(readCompareList().ids).toEqual(['cable-1~v-4']);
  });

  it('when four are listed, then a fifth is refused and the list stays', () => {
    for (let n = 1; n <= MAX_COMPARED; n++) addToCompare(cable(n));
    expect(addToCompare(cable(5))).toBe('full');
    expect(readCompareList().ids).toEqual(['cable-1', 'cable-2', 'cable-3', 'cable-4']);
  });

  it('when a product of another category is added, then it asks, and replacing starts a new list', () => {
    addToCompare(cable(1));
    const lamp = { _id: 'lamp-1', categoryId: 'lighting' };
    expect(addToCompare(lamp)).toBe('other-category');
    expect(readCompareList().ids).toEqual(['cable-1']);
    replaceCompareList(lamp);
    expect(readCompareList()).toEqual({ categoryId: 'lighting', ids: ['lamp-1'] });
  });

  it('when the last product is removed, then the list is empty and any category may start it', () => {
    addToCompare(cable(1));
    removeFromCompare('cable-1');
    expect(readCompareList().ids).toEqual([]);
    expect(addToCompare({ _id: 'lamp-1', categoryId: 'lighting' })).toBe('added');
  });

  it('when the stored list is unreadable or too long, then it is read as empty or cut to four', () => {
    localStorage.setItem('compareList', '{not json');
    expect(readCompareList().ids).toEqual([]);
    localStorage.setItem(
      'compareList',
      JSON.stringify({ categoryId: 'c', ids: ['a', 'b', 'c', 'd', 'e', 7] }),
    );
    expect(readCompareList().ids).toEqual(['a', 'b', 'c', 'd']);
  });
});
