import { describe, expect, it } from 'vitest';
import { memoryStorage } from './memory-storage';
import { keepTorobClid, torobClid } from './torob-clid';

const DAY = 24 * 60 * 60 * 1000;

describe('Torob’s click id', () => {
  it('when a shopper lands from Torob, then the click id is kept for 7 days and forgotten after', () => {
    const storage = memoryStorage();
    keepTorobClid('?utm_source=torob&torob_clid=abc-123.x_Y', 1_000, storage);
    expect(torobClid(1_000 + 7 * DAY - 1, storage)).toBe('abc-123.x_Y');
    expect(torobClid(1_000 + 7 * DAY, storage)).toBeNull();
    expect(storage.getItem('torobClid')).toBeNull();
  });

  it('when a later landing carries another, then the newer one counts, from its own day', () => {
    const storage = memoryStorage();
    keepTorobClid('?torob_clid=first', 0, storage);
    keepTorobClid('?torob_clid=second', 5 * DAY, storage);
    expect(torobClid(11 * DAY, storage)).toBe('second');
  });

  it('keeps nothing from an address without one, or with one that is not a click id', () => {
    const storage = memoryStorage();
    keepTorobClid('?q=cable', 0, storage);
    keepTorobClid('?torob_clid=<script>', 0, storage);
    expect(torobClid(0, storage)).toBeNull();
  });

  it('answers null when the stored value is unreadable', () => {
    const storage = memoryStorage();
    storage.setItem('torobClid', '{broken');
    expect(torobClid(0, storage)).toBeNull();
  });
});
