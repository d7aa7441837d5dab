import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RowPlan } from '../../src/modules/spreadsheets/check-rows';
import { spoolPlans } from '../../src/modules/spreadsheets/plan-spool';
import { descriptorTarget } from './sheet-client';

const plan = (row: number, overrides: Partial<RowPlan> = {}): RowPlan => ({
  row,
  id: undefined,
  variantId: undefined,
  code: null,
  barcode: null,
  title: `کلید ${row}`,
  price: 1000 * row,
  originalPrice: null,
  stock: row,
  isPopular: false,
  categoryId: null,
  brandId: null,
  images: [{ zip: `${row}.png` }],
  specs: new Map(),
  listPrices: new Map(),
  editedAt: undefined,
  ...overrides,
});

describe('the changing rows an apply keeps on disk between its check and its write', () => {
  it('when plans are added in chunks, then they come back in batches, in order and whole, from a file no one else can find', async () => {
    const spool = await spoolPlans();
    const updated = plan(3, {
      id: '0b0e2b8e-9a4f-4c1e-8d39-0f7b1a2c3d4e',
      variantId: '1c1e2b8e-9a4f-4c1e-8d39-0f7b1a2c3d4e',
      code: 'MCB-16',
      images: [{ stored: `${'a'.repeat(32)}-640.webp` }],
      specs: new Map([
        ['attribute-1', { numberValue: 16, optionId: null, booleanValue: null, textValue: null }],
        ['attribute-2', null],
      ]),
      listPrices: new Map([
        ['group-1', 170_000],
        ['group-2', null],
      ]),
      editedAt: new Date('2026-11-01T10:00:00Z'),
    });
    await spool.add([plan(1), plan(2)]);
    await spool.add([]);
    await spool.add([updated, plan(4), plan(5)]);
    const spoolFile = descriptorTarget(spool.fd)!;
    expect(spoolFile).toMatch(new RegExp(`^${os.tmpdir()}/shop-import-[^/]+/plans\\.jsonl \\(deleted\\)$`));
    expect(fs.existsSync(path.dirname(spoolFile))).toBe(false);

    const batches: RowPlan[][] = [];
    for await (const batch of spool.batches(2)) batches.push(batch);
    expect(batches.map((batch) => batch.map(({ row }) => row))).toEqual([[1, 2], [3, 4], [5]]);
    // What the write needs comes back as it went; when the sheet said the product was edited does not.
    expect(batches[1]![0]).toEqual({ ...updated, editedAt: undefined });
    expect(batches[0]![0]).toEqual(plan(1));

    await spool.close();
    expect(descriptorTarget(spool.fd)).not.toBe(spoolFile);
  });

  it('when the write stops after its first batch of many, then closing gives the file back', async () => {
    const spool = await spoolPlans();
    const spoolFile = descriptorTarget(spool.fd);
    await spool.add(Array.from({ length: 3000 }, (_, index) => plan(index + 2)));
    const stopped = (async () => {
      for await (const batch of spool.batches(250)) {
        expect(batch[0]!.row).toBe(2);
        throw new Error('the database refused the first batch');
      }
    })();
    await expect(stopped).rejects.toThrow('the database refused the first batch');
    await spool.close();
    expect(descriptorTarget(spool.fd)).not.toBe(spoolFile);
  });

  it('when the apply is refused before it writes, then closing the unread spool gives the file back', async () => {
    const spool = await spoolPlans();
    const spoolFile = descriptorTarget(spool.fd);
    await spool.add([plan(2), plan(3)]);
    await spool.close();
    expect(descriptorTarget(spool.fd)).not.toBe(spoolFile);
  });
});
