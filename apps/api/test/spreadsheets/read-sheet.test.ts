import { readSheet } from '../../src/modules/spreadsheets/read-sheet';
import { withFileOnDisk, xlsxFile } from './sheet-client';

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
});
