import sharp from 'sharp';
import { categories, products } from '../db/schema';
import { removeImage, storeImage, type ImageDeps } from '../images/image-store';
import { mapConcurrently } from '../map-concurrently';
import { newCategoryRow } from '../modules/catalog/category-service';
import { newProductRow } from '../modules/catalog/product-service';
import { drawCategoryIllustration, drawProductIllustration } from './illustrations';
import { loadDemoCatalog } from './load-demo-catalog';

const DEMO_IMAGE_WIDTH = 1024;
// Encoding is CPU-bound in sharp's own threads; a few at once keeps both cores busy without piling up memory.
const RENDER_CONCURRENCY = 4;

export async function renderSvg(svg: string, images: ImageDeps): Promise<string> {
  const png = await sharp(Buffer.from(svg)).resize({ width: DEMO_IMAGE_WIDTH }).png().toBuffer();
  return (await storeImage(png, images)).name;
}

/** Loads the demo catalog: images are drawn and stored first, then every row goes in one transaction. */
export async function seedDemoCatalog(images: ImageDeps) {
  const demo = await loadDemoCatalog();
  const categoryImages = await mapConcurrently(demo.categories, RENDER_CONCURRENCY, (category) =>
    renderSvg(drawCategoryIllustration(category.key), images),
  );
  const productImages = await mapConcurrently(demo.products, RENDER_CONCURRENCY, async (product, index) => {
    const variants = Array.from({ length: product.galleryCount + 1 }, (_, variant) =>
      renderSvg(drawProductIllustration(product.category.key, variant, index), images),
    );
    const [image, ...gallery] = await Promise.all(variants);
    return { image: image!, gallery };
  });

  try {
    await images.db.transaction(async (tx) => {
      const createdAt = Date.now();
      const insertedCategories = await tx
        .insert(categories)
        .values(
          demo.categories.map((category, index) => newCategoryRow(category.input, categoryImages[index]!)),
        )
        .returning({ id: categories.id, title: categories.title });
      const rowOf = new Map(demo.categories.map((category, index) => [category, insertedCategories[index]!]));

      await tx.insert(products).values(
        demo.products.map((product, index) => ({
          ...newProductRow(product.input, rowOf.get(product.category)!, productImages[index]!),
          // Spread the products over the last weeks so "newest first" has a meaningful order.
          createdAt: new Date(createdAt - (demo.products.length - index) * 3_600_000),
        })),
      );
    });
  } catch (error) {
    const stored = [...categoryImages, ...productImages.flatMap(({ image, gallery }) => [image, ...gallery])];
    await Promise.all(stored.map((name) => removeImage(name, images.storage)));
    throw error;
  }
  return { categories: demo.categories.length, products: demo.products.length };
}
