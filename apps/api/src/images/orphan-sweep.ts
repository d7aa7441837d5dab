import { IMAGE_WIDTHS } from '@shop/contracts';
import type { Logger } from '../logger';
import { isTemporaryFile } from './disk-storage';
import type { ImageDeps } from './image-store';
import { dropStalePins, isPinned } from './image-pins';
import { isReferenced } from './image-references';
import { DOCUMENT_FILE, type StoredFile } from './storage';

/** A file younger than this may belong to a write still under way; older and unused, it is an orphan. */
export const ORPHAN_AGE_MS = 60 * 60_000;
/** How often a running shop sweeps (it also sweeps at start). */
export const SWEEP_INTERVAL_MS = 60 * 60_000;

const VARIANT = /^([a-f0-9]{16,64})-(\d+)\.webp$/;

/** The widths of one image found in the store, under its content hash. */
interface FileGroup {
  hash: string;
  files: StoredFile[];
  widths: number[];
}

/**
 * Removes what interrupted or killed writes left behind: files no category, product or document names,
 * that no request has pinned, older than ORPHAN_AGE_MS, and pins of requests that died. Each image (or
 * document) is decided under its lock, so a request storing the same file meanwhile keeps it.
 */
export async function sweepOrphanImages(images: ImageDeps, now = Date.now()): Promise<{ removed: number }> {
  await dropStalePins(images.db);
  const isOld = ({ modifiedAt }: StoredFile) => now - modifiedAt.getTime() > ORPHAN_AGE_MS;
  let removed = 0;
  const sweepGroup = async (group: FileGroup) => {
    if (!group.files.every(isOld)) return;
    // The row names the widest width; should that file be missing, any wider name still protects the rest.
    const widest = Math.max(...group.widths);
    const names = [widest, ...IMAGE_WIDTHS.filter((width) => width > widest)].map(
      (width) => `${group.hash}-${width}.webp`,
    );
    await images.locks.removing(names[0]!, async (db) => {
      for (const name of names) {
        if ((await isPinned(db, name)) || (await isReferenced(db, name))) return;
      }
      await images.storage.remove(group.files.map(({ file }) => file));
      removed += group.files.length;
    });
  };

  const sweepDocument = async ({ file }: StoredFile) => {
    await images.locks.removing(file, async (db) => {
      if ((await isPinned(db, file)) || (await isReferenced(db, file))) return;
      await images.storage.remove([file]);
      removed += 1;
    });
  };

  let open: FileGroup | undefined;
  for await (const page of images.storage.list()) {
    const leftovers = page.filter((entry) => isTemporaryFile(entry.file) && isOld(entry));
    if (leftovers.length > 0) {
      await images.storage.remove(leftovers.map(({ file }) => file));
      removed += leftovers.length;
    }
    for (const entry of page) {
      if (DOCUMENT_FILE.test(entry.file)) {
        if (isOld(entry)) await sweepDocument(entry);
        continue;
      }
      const match = VARIANT.exec(entry.file);
      if (!match) continue;
      const [, hash, width] = match as unknown as [string, string, string];
      // Files arrive in name order: a new hash closes the previous image, even across pages.
      if (open?.hash !== hash) {
        if (open) await sweepGroup(open);
        open = { hash, files: [], widths: [] };
      }
      open.files.push(entry);
      open.widths.push(Number(width));
    }
  }
  if (open) await sweepGroup(open);
  return { removed };
}

/** Sweeps now and then every SWEEP_INTERVAL_MS; answers a function that stops it and waits for a sweep under way. */
export function scheduleOrphanSweep(images: ImageDeps, logger: Logger): () => Promise<void> {
  let running: Promise<void> = Promise.resolve();
  const sweep = () => {
    running = running.then(async () => {
      try {
        const { removed } = await sweepOrphanImages(images);
        logger.info({ removed }, 'orphan image sweep finished');
      } catch (error) {
        logger.warn({ err: error }, 'orphan image sweep failed; it runs again at the next interval');
      }
    });
  };
  sweep();
  const timer = setInterval(sweep, SWEEP_INTERVAL_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
