import fs from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/**
 * A file of an import's own that has no name: made in a private folder, then unlinked while open, so
 * it is written and read through its descriptor alone and nothing is left on disk however the process
 * ends. `name` is what /proc shows it as while open.
 */
export async function openUnnamedFile(name: string): Promise<FileHandle> {
  const folder = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'shop-import-'));
  try {
    return await fs.promises.open(path.join(folder, name), 'wx+', 0o600);
  } finally {
    // A folder left behind is empty; the file, once open, is the import's however that goes.
    await fs.promises.rm(folder, { recursive: true, force: true }).catch(() => undefined);
  }
}
