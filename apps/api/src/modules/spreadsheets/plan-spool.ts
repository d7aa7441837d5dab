import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import type { SpecColumns } from '../catalog/product-specs';
import type { RowPlan } from './check-rows';

/**
 * The changing rows' plans kept on disk between an apply's check and its write, one JSON line each:
 * the import's memory does not grow with the rows it changes. Readable once; `remove` in every case.
 */
export interface PlanSpool {
  /** The private folder the plans are kept in (removed with them). */
  folder: string;
  add(plans: RowPlan[]): Promise<void>;
  /** The plans in the order added, `size` at a time. */
  batches(size: number): AsyncGenerator<RowPlan[]>;
  remove(): Promise<void>;
}

type StoredPlan = Omit<RowPlan, 'specs' | 'listPrices' | 'editedAt'> & {
  specs: [string, SpecColumns | null][];
  listPrices: [string, number | null][];
};

export async function spoolPlans(): Promise<PlanSpool> {
  const folder = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'shop-import-'));
  const file = path.join(folder, 'plans.jsonl');
  const out = fs.createWriteStream(file, { mode: 0o600 });
  return {
    folder,
    async add(plans) {
      if (plans.length === 0) return;
      const lines = plans.map(({ specs, listPrices, editedAt: _editedAt, ...plan }) => {
        const stored: StoredPlan = { ...plan, specs: [...specs], listPrices: [...listPrices] };
        return `${JSON.stringify(stored)}\n`;
      });
      if (!out.write(lines.join(''))) await once(out, 'drain');
    },
    async *batches(size) {
      await new Promise<void>((resolve, reject) =>
        out.end((error?: Error | null) => (error ? reject(error) : resolve())),
      );
      const lines = readline.createInterface({ input: fs.createReadStream(file), crlfDelay: Infinity });
      let batch: RowPlan[] = [];
      for await (const line of lines) {
        const stored = JSON.parse(line) as StoredPlan;
        batch.push({
          ...stored,
          specs: new Map(stored.specs),
          listPrices: new Map(stored.listPrices),
          editedAt: undefined,
        });
        if (batch.length === size) {
          yield batch;
          batch = [];
        }
      }
      if (batch.length > 0) yield batch;
    },
    async remove() {
      out.destroy();
      await fs.promises.rm(folder, { recursive: true, force: true });
    },
  };
}
