import { once } from 'node:events';
import readline from 'node:readline';
import type { SpecColumns } from '../catalog/product-specs';
import type { RowPlan } from './check-rows';
import { openUnnamedFile } from './unnamed-file';

/**
 * The changing rows' plans kept on disk between an apply's check and its write, one JSON line each:
 * the import's memory does not grow with the rows it changes. Read back once; `close` in every case.
 */
export interface PlanSpool {
  /** The file's descriptor: the only way to it, since it has no name. */
  fd: number;
  add(plans: RowPlan[]): Promise<void>;
  /** The plans in the order added, `size` at a time. */
  batches(size: number): AsyncGenerator<RowPlan[]>;
  /** Gives the file back; never throws (a spool that cannot be closed must not hide the import's outcome). */
  close(): Promise<void>;
}

type StoredPlan = Omit<RowPlan, 'specs' | 'listPrices' | 'editedAt'> & {
  specs: [string, SpecColumns | null][];
  listPrices: [string, number | null][];
};

/** A spool in a file that has no name (unnamed-file.ts): nothing is left on disk however the process ends. */
export async function spoolPlans(): Promise<PlanSpool> {
  const file = await openUnnamedFile('plans.jsonl');
  return {
    fd: file.fd,
    async add(plans) {
      if (plans.length === 0) return;
      const lines = plans.map(({ specs, listPrices, editedAt: _editedAt, ...plan }) => {
        const stored: StoredPlan = { ...plan, specs: [...specs], listPrices: [...listPrices] };
        return `${JSON.stringify(stored)}\n`;
      });
      await file.write(lines.join(''));
    },
    async *batches(size) {
      // Destroying the stream closes the file too (a file handle's stream does, whatever autoClose says).
      const input = file.createReadStream({ start: 0 });
      const lines = readline.createInterface({ input, crlfDelay: Infinity });
      try {
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
      } finally {
        // Also when the writer stops early (an error, an abort): the paused stream and the file are let go,
        // and only once the file is closed for real does the read end (a stream closes its file later).
        lines.close();
        input.destroy();
        if (!input.closed) await once(input, 'close').catch(() => undefined);
      }
    },
    close: () => file.close().catch(() => undefined),
  };
}
