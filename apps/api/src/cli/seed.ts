// Loads N synthetic products for benchmarks, 60% of them families of 2–12 variants (about four variants a
// product; src/demo/synthetic-products.ts): `pnpm --filter api seed --products 100000`.
// Uses DATABASE_URL (or the embedded database in DATA_DIR) like the server does.
import { parseArgs } from 'node:util';
import { count, eq } from 'drizzle-orm';
import { parseConfig } from '../config';
import { openDatabase } from '../db/client';
import { categories, productAttributeValues, products } from '../db/schema';
import { drawProductIllustration } from '../demo/illustrations';
import { renderSvg } from '../demo/seed-demo';
import { createImageDeps } from '../images/create-storage';
import type { ImageDeps } from '../images/image-store';
import { insertSyntheticVariants, syntheticFamilies, syntheticProduct } from '../demo/synthetic-products';
import { syntheticSpecs } from '../demo/synthetic-specs';
import { maybeSeedDemoCatalog } from '../initial-data';
import { createLogger } from '../logger';

const BATCH_SIZE = 1000;
// Five parameters a row: well under PostgreSQL's 65,535 per statement.
const VALUES_BATCH_SIZE = 5000;

function progressBar(done: number, total: number, startedAt: number): string {
  const width = 30;
  const filled = Math.round((done / total) * width);
  const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
  return `[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${Math.floor((done / total) * 100)}% ${done}/${total} ${seconds}s`;
}

/** Every category but the catch-all, each with one drawn image its synthetic products share. */
async function categoriesWithImages(images: ImageDeps) {
  const rows = await images.db
    .select({ id: categories.id, title: categories.title })
    .from(categories)
    .where(eq(categories.catchAll, false));
  return Promise.all(
    rows.map(async (category, index) => ({
      ...category,
      image: await renderSvg(drawProductIllustration('', 0, index), images),
    })),
  );
}

export async function seedSyntheticProducts(
  images: ImageDeps,
  total: number,
  onProgress: (done: number) => void,
) {
  const { db } = images;
  const pool = await categoriesWithImages(images);
  if (pool.length === 0) throw new Error('no categories to put products in: load the demo catalog first');
  const specs = await syntheticSpecs(db);
  const families = await syntheticFamilies(db);
  const [existing] = await db.select({ n: count() }).from(products);
  const offset = existing?.n ?? 0;
  for (let start = 0; start < total; start += BATCH_SIZE) {
    const batch = Array.from({ length: Math.min(BATCH_SIZE, total - start) }, (_, i) => {
      const index = offset + start + i;
      const category = pool[index % pool.length]!;
      const family = families.familyOf(index, category.id);
      const row = syntheticProduct({
        index,
        categoryId: category.id,
        categoryTitle: category.title,
        image: category.image,
        brand: specs.brandOf(index),
      });
      return { index, family, row: { ...row, options: family?.options ?? [] } };
    });
    await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(products)
        .values(batch.map(({ row }) => row))
        .returning({ id: products.id, categoryId: products.categoryId });
      const values = inserted.flatMap(({ id, categoryId }, i) =>
        specs.valuesOf(id, categoryId!, batch[i]!.index),
      );
      for (let from = 0; from < values.length; from += VALUES_BATCH_SIZE) {
        await tx.insert(productAttributeValues).values(values.slice(from, from + VALUES_BATCH_SIZE));
      }
      // A share of the products are families: their variants replace the plain one (see insertSyntheticVariants).
      await insertSyntheticVariants(
        tx,
        inserted.flatMap(({ id }, i) => {
          const { index, family } = batch[i]!;
          return family ? [{ id, index, family }] : [];
        }),
      );
    });
    onProgress(start + batch.length);
  }
}

async function main() {
  const { values } = parseArgs({ options: { products: { type: 'string', default: '1000' } } });
  const total = Number(values.products);
  if (!Number.isInteger(total) || total <= 0) throw new Error('--products must be a positive whole number');

  const config = parseConfig();
  const database = await openDatabase(config);
  try {
    await database.migrate();
    const images = createImageDeps(config, database);
    await maybeSeedDemoCatalog(
      images,
      { ...config, seedDemo: config.seedDemo ?? true },
      createLogger('warn'),
    );
    const startedAt = Date.now();
    await seedSyntheticProducts(images, total, (done) => {
      process.stderr.write(`\r${progressBar(done, total, startedAt)}`);
    });
    process.stderr.write('\n');
    console.log(`loaded ${total} products in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
  } finally {
    await database.close();
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
