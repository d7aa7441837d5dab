import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_IMAGES_BASE } from '@shop/contracts';
import type { ImageStorage } from './storage';

const TEMPORARY = /\.tmp$/;
const LIST_PAGE = 1_000;

/** The order S3 lists keys in (by UTF-8 bytes; file names here are ASCII). */
const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Image files in a folder of this machine, served by the API under /uploads/. */
export function diskStorage(uploadsDir: string): ImageStorage {
  const pathOf = (file: string) => path.join(uploadsDir, path.basename(file));
  return {
    kind: 'disk',
    publicBase: DEFAULT_IMAGES_BASE,
    async put(file, bytes) {
      await fs.mkdir(uploadsDir, { recursive: true });
      const target = pathOf(file);
      // `<name>.<uuid>.tmp`: never served (no .webp name), renamed into place whole, swept if left behind.
      const temporary = `${target}.${randomUUID()}.tmp`;
      try {
        // Written by Node rather than by sharp: a full disk then fails with its ENOSPC code (see
        // error-handler.ts), and the part written so far is removed.
        await fs.writeFile(temporary, bytes);
        await fs.rename(temporary, target);
      } catch (error) {
        await fs.rm(temporary, { force: true });
        throw error;
      }
    },
    async remove(files) {
      await Promise.all(files.map((file) => fs.rm(pathOf(file), { force: true })));
    },
    async read(file) {
      return fs.readFile(pathOf(file)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return undefined;
        throw error;
      });
    },
    async *list() {
      // Names only are held at once (about 50 bytes each); the dates are read page by page.
      const names = await fs.readdir(uploadsDir).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [];
        throw error;
      });
      names.sort(byCodePoint);
      for (let start = 0; start < names.length; start += LIST_PAGE) {
        const page = await Promise.all(
          names.slice(start, start + LIST_PAGE).map(async (file) => {
            const stat = await fs.stat(path.join(uploadsDir, file)).catch(() => undefined);
            return stat?.isFile() ? [{ file, modifiedAt: stat.mtime }] : [];
          }),
        );
        yield page.flat();
      }
    },
  };
}

export const isTemporaryFile = (file: string) => TEMPORARY.test(file);
