import { readSheet } from '../../src/modules/spreadsheets/read-sheet';
import { unnamedFilesOpen, unnamedFilesOpenedSince, withFileOnDisk, xlsxFile } from './sheet-client';

describe('reading a sheet', () => {
  it('when an XLSX holds Persian text over many rows, then no character is broken where the file is read in chunks', async () => {
    const title = (n: number) => `کلید مینیاتوری و تجهیزات حفاظتی ${n}`;
    const file = await xlsxFile(Array.from({ length: 3000 }, (_, n) => [title(n), 'سیم و کابل']));
    const read: string[] = [];
    await withFileOnDisk(file, async (stored) => {
      for await (const row of readSheet(stored, 10_000)) read.push(String(row.cells[0]));
    });
    expect(read).toEqual(Array.from({ length: 3000 }, (_, n) => title(n)));
  });

  it('when an XLSX is read, then its shared strings are on disk in a file with no name until the reading stops', async () => {
    const file = await xlsxFile([
      ['عنوان', 'واحد'],
      ...Array.from({ length: 500 }, (_, n) => [`کلید ${n}`, 'عدد']),
    ]);
    await withFileOnDisk(file, async (stored) => {
      const before = unnamedFilesOpen('shared-strings');
      const rows = readSheet(stored, 10_000);
      expect((await rows.next()).value).toMatchObject({ number: 1, cells: ['عنوان', 'واحد'] });
      expect(unnamedFilesOpenedSince(before, 'shared-strings')).toHaveLength(1);
      expect((await rows.next()).value).toMatchObject({ number: 2, cells: ['کلید 0', 'عدد'] });
      await rows.return(undefined);
      expect(unnamedFilesOpenedSince(before, 'shared-strings')).toEqual([]);
    });
  });
});
