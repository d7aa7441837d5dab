import { PRODUCT_GALLERY_MAX, type Product } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { categories, products, type ProductRow } from '../../db/schema';
import { badRequest, notFound } from '../../http/app-error';
import type { UploadedFile } from '../../http/upload';
import { productDerivedFields } from './derived-fields';
import { removeUnusedImages } from '../../images/image-store';
import { writeWithImages, type CatalogDeps, type ImageUpload } from './images';
import { IN_STOCK, type ProductInput } from './input';
import { brandOrNull, findBrand } from './brand-service';
import { BRAND_MESSAGES, PRODUCT_MESSAGES } from './messages';
import { dropForeignSpecs, planSpecs, readSpecifications, readSpecs, writeSpecs } from './product-specs';
import { listRelatedProducts } from './product-queries';
import { toProduct } from './serialize';

export interface ProductFiles {
  image?: UploadedFile;
  gallery: UploadedFile[];
}

async function requireProduct(db: Database | Transaction, id: string, lock?: 'update'): Promise<ProductRow> {
  const query = db.select().from(products).where(eq(products.id, id));
  const [row] = await (lock ? query.for(lock) : query);
  if (!row) throw notFound(PRODUCT_MESSAGES.notFound);
  return row;
}

export async function getProduct(db: Database, id: string): Promise<Product> {
  const row = await requireProduct(db, id);
  return toProduct(row, await readSpecs(db, id));
}

/** The product page: the product, its brand, its specification table and the related-products strip. */
export async function getProductWithRelated(db: Database, id: string) {
  const row = await requireProduct(db, id);
  const [specs, specifications, brand, relatedProducts] = await Promise.all([
    readSpecs(db, id),
    readSpecifications(db, id),
    brandOrNull(db, row.brandId),
    listRelatedProducts(db, row),
  ]);
  return { product: toProduct(row, specs), brand, specifications, relatedProducts };
}

/** The chosen brand's id (null for none), share-locked inside a transaction; 400 for one that does not exist. */
async function chosenBrand(db: Database | Transaction, id: string | null | undefined) {
  const brand = await findBrand(db, id);
  if (brand === undefined) throw badRequest(BRAND_MESSAGES.unknown, { brandId: BRAND_MESSAGES.unknown });
  return brand?.id ?? null;
}

/**
 * The chosen category (null for none), read with a share lock inside a transaction so a rename cannot
 * slip in before the product's search text, which holds the category title, is written.
 */
async function findCategory(db: Database | Transaction, id: string | null) {
  if (!id) return null;
  const [category] = await db
    .select({ id: categories.id, title: categories.title })
    .from(categories)
    .where(eq(categories.id, id))
    .for('share');
  if (!category)
    throw badRequest(PRODUCT_MESSAGES.unknownCategory, { categoryId: PRODUCT_MESSAGES.unknownCategory });
  return category;
}

/** The main image first (when sent), then the gallery files, in the order they came. */
function productUploads(files: ProductFiles): ImageUpload[] {
  const main = files.image
    ? [{ field: 'image', file: files.image, notAnImageMessage: PRODUCT_MESSAGES.notAnImage }]
    : [];
  const gallery = files.gallery.map((file) => ({
    field: 'gallery',
    file,
    notAnImageMessage: PRODUCT_MESSAGES.galleryNotImages,
  }));
  return [...main, ...gallery];
}

const NEW_UPLOAD = /^new:(0|[1-9][0-9]*)$/;

/**
 * The gallery in the order the form asked (see `galleryOrder` in the contract): the kept images and the
 * stored uploads, each token exactly once, or 400 beside the gallery field.
 */
function orderGallery(kept: string[], added: string[], order: string[] | undefined): string[] {
  if (!order) return [...kept, ...added];
  const expected = [...kept, ...added.map((_, n) => `new:${n}`)].sort();
  const given = [...order].sort();
  if (given.length !== expected.length || given.some((token, i) => token !== expected[i])) {
    throw badRequest(PRODUCT_MESSAGES.badGalleryOrder, { gallery: PRODUCT_MESSAGES.badGalleryOrder });
  }
  return order.map((token) => {
    const upload = NEW_UPLOAD.exec(token);
    return upload ? added[Number(upload[1])]! : token;
  });
}

/** The fields an import writes as the form does. */
export type ProductFields = Pick<
  ProductInput,
  'title' | 'description' | 'price' | 'originalPrice' | 'stock' | 'isPopular'
>;

export function editableFields(
  input: Pick<ProductFields, 'title' | 'description' | 'price'>,
  category: { title: string } | null,
) {
  return {
    title: input.title,
    description: input.description,
    price: input.price,
    ...productDerivedFields({
      title: input.title,
      descriptionHtml: input.description,
      categoryTitle: category?.title,
    }),
  };
}

/** The row a new product is inserted as: the form's fields, its category and its stored images. */
export function newProductRow(
  input: ProductFields,
  category: { id: string; title: string } | null,
  images: { image: string; gallery: string[] },
) {
  return {
    ...editableFields(input, category),
    originalPrice: input.originalPrice ?? null,
    stock: input.stock === IN_STOCK ? 1 : (input.stock ?? 0),
    isPopular: input.isPopular ?? false,
    categoryId: category?.id ?? null,
    ...images,
  };
}

export async function createProduct(
  deps: CatalogDeps,
  input: ProductInput,
  files: ProductFiles,
): Promise<Product> {
  if (!files.image)
    throw badRequest(PRODUCT_MESSAGES.imageRequired, { image: PRODUCT_MESSAGES.imageRequired });
  // Checked before any image work; again inside the transaction, under locks.
  await findCategory(deps.db, input.categoryId ?? null);
  await chosenBrand(deps.db, input.brandId);
  await planSpecs(deps.db, input.categoryId ?? null, input.specs ?? {});
  return writeWithImages(deps, productUploads(files), ([image, ...gallery]) =>
    deps.db.transaction(async (tx) => {
      const category = await findCategory(tx, input.categoryId ?? null);
      const brandId = await chosenBrand(tx, input.brandId);
      const plan = await planSpecs(tx, category?.id ?? null, input.specs ?? {});
      const [row] = await tx
        .insert(products)
        .values({
          ...newProductRow(input, category, {
            image: image!,
            gallery: orderGallery([], gallery, input.galleryOrder),
          }),
          brandId,
        })
        .returning();
      return { result: toProduct(row!, await writeSpecs(tx, row!.id, plan)) };
    }),
  );
}

/**
 * Saves the form: fields left out keep their values, a new main image replaces the old one, gallery
 * files named in `removedGallery` go and new ones are appended, or placed as `galleryOrder` says.
 * Images no longer used are deleted from disk after the commit.
 */
export async function updateProduct(
  deps: CatalogDeps,
  id: string,
  input: ProductInput,
  files: ProductFiles,
): Promise<Product> {
  const before = await requireProduct(deps.db, id);
  if (input.categoryId) await findCategory(deps.db, input.categoryId);
  await chosenBrand(deps.db, input.brandId);
  const categoryId = input.categoryId === undefined ? before.categoryId : input.categoryId;
  if (input.specs) await planSpecs(deps.db, categoryId, input.specs);
  return writeWithImages(deps, productUploads(files), (stored) =>
    deps.db.transaction(async (tx) => {
      // Locked, so two edits at once cannot bring back a gallery image the other removed (and deleted).
      const current = await requireProduct(tx, id, 'update');
      const newImage = files.image ? stored[0] : undefined;
      const added = files.image ? stored.slice(1) : stored;
      const removed = new Set(input.removedGallery);
      const kept = current.gallery.filter((name) => !removed.has(name));
      const gallery = orderGallery(kept, added, input.galleryOrder);
      if (gallery.length > PRODUCT_GALLERY_MAX) {
        throw badRequest(PRODUCT_MESSAGES.tooManyGallery, { gallery: PRODUCT_MESSAGES.tooManyGallery });
      }
      const category = await findCategory(
        tx,
        input.categoryId === undefined ? current.categoryId : input.categoryId,
      );
      const image = newImage ?? current.image;
      const brandId = input.brandId === undefined ? current.brandId : await chosenBrand(tx, input.brandId);
      const plan = input.specs && (await planSpecs(tx, category?.id ?? null, input.specs));
      const [row] = await tx
        .update(products)
        .set({
          ...editableFields(input, category),
          originalPrice: input.originalPrice === undefined ? current.originalPrice : input.originalPrice,
          // 'true' keeps a known quantity; a product that was out of stock gets 1.
          stock: input.stock === IN_STOCK ? Math.max(current.stock, 1) : (input.stock ?? current.stock),
          isPopular: input.isPopular ?? current.isPopular,
          categoryId: category?.id ?? null,
          brandId,
          image,
          gallery,
          updatedAt: new Date(),
        })
        .where(eq(products.id, id))
        .returning();
      if (plan) await writeSpecs(tx, id, plan);
      else if (current.categoryId !== row!.categoryId) await dropForeignSpecs(tx, id, row!.categoryId);
      const used = new Set([image, ...gallery]);
      return {
        result: toProduct(row!, await readSpecs(tx, id)),
        dropped: [current.image, ...current.gallery].filter((name) => !used.has(name)),
      };
    }),
  );
}

export async function deleteProduct(deps: CatalogDeps, id: string): Promise<void> {
  const [row] = await deps.db.delete(products).where(eq(products.id, id)).returning();
  if (!row) throw notFound(PRODUCT_MESSAGES.notFound);
  await removeUnusedImages(deps.images, [row.image, ...row.gallery]);
}
