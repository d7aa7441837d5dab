import os from 'node:os';
import { SpooledStrings } from '../../src/modules/spreadsheets/spooled-strings';
import { descriptorTarget, unnamedFilesOpen, unnamedFilesOpenedSince } from './sheet-client';

describe("an XLSX's shared strings, kept on disk while its worksheet is read", () => {
  it('when strings of every kind are added, then each comes back by its number, from a file no one else can find', async () => {
    const before = unnamedFilesOpen('shared-strings');
    const strings = await SpooledStrings.open();
    // Longer than one write to the file; more strings than the index first holds and than the last read
    // kept in memory, so the first ones are read from the file again.
    const long = 'کابل افشان ۲.۵ میلی‌متری '.repeat(30_000);
    const added = [
      'کلید مینیاتوری',
      '',
      'پریز 🔌 ارت‌دار',
      long,
      'B16',
      ...Array.from({ length: 5000 }, (_, n) => `ردیف ${n}`),
    ];
    for (const text of added) await strings.add(text);
    await strings.finish();

    expect(strings.size).toBe(added.length);
    expect(added.map((_, index) => strings.get(index))).toEqual(added);
    expect(strings.get(2)).toBe('پریز 🔌 ارت‌دار');
    expect([-1, added.length, 1.5, Number.NaN].map((index) => strings.get(index))).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    const opened = unnamedFilesOpenedSince(before, 'shared-strings');
    expect(opened.map(descriptorTarget)).toEqual([
      expect.stringMatching(new RegExp(`^${os.tmpdir()}/shop-import-[^/]+/shared-strings \\(deleted\\)$`)),
    ]);

    await strings.close();
    expect(unnamedFilesOpenedSince(before, 'shared-strings')).toEqual([]);
  });
});
