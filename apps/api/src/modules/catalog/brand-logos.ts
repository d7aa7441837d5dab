import { inArray, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';
import { brands } from '../../db/schema';
import { isPinned, pinImage, unpinImage, withImageLock } from '../../images/image-locks';
import { removeImage } from '../../images/image-store';
import { writeWithImages, type CatalogDeps, type ImageUpload } from './images';

/**
 * `writeWithImages` for a brand's logo. Its cleanup knows the images of categories and products, not
 * logos, and names are content hashes: a failed write must not take away the file another brand's logo
 * is (the same picture uploaded twice). Such names stay pinned through that cleanup. A replaced or
 * removed logo is deleted here, after the commit, when no row of any kind names it any more.
 */
export async function writeWithLogo<Result>(
  deps: CatalogDeps,
  uploads: ImageUpload[],
  write: (storedNames: string[]) => Promise<{ result: Result; dropped: (string | null)[] }>,
): Promise<Result> {
  const kept: string[] = [];
  let dropped: (string | null)[] = [];
  try {
    const result = await writeWithImages(deps, uploads, async (stored) => {
      try {
        const outcome = await write(stored);
        dropped = outcome.dropped;
        return { result: outcome.result };
      } catch (error) {
        for (const name of await namedByBrands(deps.db, stored)) {
          pinImage(name);
          kept.push(name);
        }
        throw error;
      }
    });
    await removeUnusedLogos(deps, dropped);
    return result;
  } finally {
    kept.forEach(unpinImage);
  }
}

async function namedByBrands(db: Database, names: string[]): Promise<string[]> {
  if (names.length === 0) return [];
  const rows = await db.select({ logo: brands.logo }).from(brands).where(inArray(brands.logo, names));
  return rows.flatMap((row) => (row.logo ? [row.logo] : []));
}

/** Deletes logos no brand, category or product names, each decided under its lock after the commit. */
export async function removeUnusedLogos(deps: CatalogDeps, names: (string | null)[]): Promise<void> {
  const candidates = [...new Set(names.filter((name): name is string => !!name))];
  await Promise.all(
    candidates.map((name) =>
      withImageLock(name, async () => {
        if (isPinned(name) || (await isUsed(deps.db, name))) return;
        await removeImage(name, deps.uploadsDir);
      }),
    ),
  );
}

async function isUsed(db: Database, name: string): Promise<boolean> {
  const rows = await queryRows<{ used: boolean }>(
    db,
    sql`SELECT EXISTS (SELECT 1 FROM brands WHERE logo = ${name})
            OR EXISTS (SELECT 1 FROM categories WHERE image = ${name})
            OR EXISTS (SELECT 1 FROM products WHERE image = ${name} OR ${name} = ANY(gallery)) AS used`,
  );
  return rows[0]?.used === true;
}
