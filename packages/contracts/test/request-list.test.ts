import { mergeRequestLines, type RequestLine } from '../src';

const line = (variantId: string, quantity: number, addedPrice: number | null = null): RequestLine => ({
  variantId,
  quantity,
  addedPrice,
});

describe('merging the account’s request list with the browser’s', () => {
  it('when a variant is in both, then it is kept once, with the larger quantity and the first price seen', () => {
    const account = [line('cable', 25), line('box', 4, 1000), line('lamp', 2, null)];
    const browser = [line('box', 10, 2000), line('socket', 6), line('lamp', 1, 3000)];
    expect(mergeRequestLines(account, browser)).toEqual([
      line('cable', 25),
      line('box', 10, 1000),
      line('lamp', 2, 3000),
      line('socket', 6),
    ]);
  });

  it('when the same lists are merged again, then nothing changes (never doubled)', () => {
    const account = [line('cable', 25)];
    const browser = [line('cable', 25), line('socket', 6)];
    const once = mergeRequestLines(account, browser);
    expect(mergeRequestLines(once, browser)).toEqual(once);
    expect(mergeRequestLines(once, once)).toEqual(once);
  });

  it('when either list is empty, then the other comes back as it was', () => {
    const list = [line('cable', 3, 500), line('socket', 1)];
    expect(mergeRequestLines(list, [])).toEqual(list);
    expect(mergeRequestLines([], list)).toEqual(list);
  });

  it('when the union is past the list’s limit, then it is not cut (the API refuses it, the browser cuts it)', () => {
    const account = Array.from({ length: 70 }, (_, n) => line(`a-${n}`, 1));
    const browser = Array.from({ length: 70 }, (_, n) => line(`b-${n}`, 1));
    const merged = mergeRequestLines(account, browser);
    expect(merged).toHaveLength(140);
    expect(merged.slice(0, 70)).toEqual(account);
    expect(merged.slice(70)).toEqual(browser);
  });

  it('leaves both lists as they were', () => {
    const account = [line('box', 4, 1000)];
    const browser = [line('box', 10, 2000)];
    mergeRequestLines(account, browser);
    expect(account).toEqual([line('box', 4, 1000)]);
    expect(browser).toEqual([line('box', 10, 2000)]);
  });
});
