import { PRODUCT_GALLERY_MAX, type Product } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { categories, products, type ProductRow, type VariantRow } from '../../db/schema';
import { badRequest, notFound } from '../../http/app-error';
import type { UploadedFile } from '../../http/upload';
import { productDerivedFields } from './derived-fields';
import { removeUnusedImages } from '../../images/image-store';
import { writeWithImages, type CatalogDeps, type ImageUpload } from './images';
import { IN_STOCK, type ProductInput } from './input';
import { findBrand } from './brand-service';
import { BRAND_MESSAGES, PRODUCT_MESSAGES, VARIANT_MESSAGES } from './messages';
import { dropForeignSpecs, planSpecs, readSpecs, writeSpecs } from './product-specs';
import { readProductPage } from './product-page';
import { toProduct } from './serialize';
import { checkOptions, checkSaleUnit, planVariants, type PlannedVariant } from './variant-plan';
import { checkTiedOptions, readVariants, writeVariants, writeVariantValues } from './variant-store';
import { readDocuments } from './document-service';

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

/** The product as the admin edits it: every variant, enabled or not. */
export async function getProduct(db: Database, id: string): Promise<Product> {
  const row = await requireProduct(db, id);
  const [specs, variants, documents] = await Promise.all([
    readSpecs(db, id),
    readVariants(db, id),
    readDocuments(db, id),
  ]);
  return toProduct(row, specs, variants, documents);
}

/**
 * The product page: the product with its enabled variants, its brand, its specification table and the
 * related-products strip.
 */
export async function getProductWithRelated(db: Database, id: string) {
  const page = await readProductPage(db, id);
  if (!page) throw notFound(PRODUCT_MESSAGES.notFound);
  const { row, specs, variants, documents, ...beside } = page;
  return { product: toProduct(row, specs, variants, documents), ...beside };
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

const imagesOf = (row: ProductRow) => new Set([row.image, ...row.gallery]);

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

/** The product as it is before an edit: its row and every variant. */
interface CurrentProduct {
  row: ProductRow;
  variants: VariantRow[];
}

const refuse = (field: string, message: string): never => {
  throw badRequest(message, { [field]: message });
};

/** A product without options: its one variant with the form's price, old price and stock (kept when left out). */
function singleVariant(input: ProductInput, before: VariantRow | undefined): PlannedVariant {
  const price = input.price ?? before?.price ?? refuse('price', PRODUCT_MESSAGES.priceRequired);
  const stock = before?.stock ?? 0;
  return {
    id: before?.id,
    position: 0,
    optionValues: [],
    code: before?.code ?? null,
    barcode: before?.barcode ?? null,
    price,
    originalPrice: input.originalPrice === undefined ? (before?.originalPrice ?? null) : input.originalPrice,
    // 'true' keeps a known quantity; a product that was out of stock gets 1.
    stock: input.stock === IN_STOCK ? Math.max(stock, 1) : (input.stock ?? stock),
    image: before?.image ?? null,
    enabled: true,
  };
}

/**
 * What a save asks of the options, the variants and the sale unit, checked against the product as it is
 * (none on create) and the images it will have. Variants undefined: they stay as they are.
 */
export function planSale(input: ProductInput, current: CurrentProduct | undefined, images: Set<string>) {
  const options = input.options === undefined ? undefined : checkOptions(input.options);
  if (options && !input.variants) refuse('variants', VARIANT_MESSAGES.optionsNeedVariants);
  const currentOptions = current?.row.options ?? [];
  const finalOptions = options ?? currentOptions;
  let variants: PlannedVariant[] | undefined;
  if (input.variants) {
    if (input.price !== undefined || input.stock !== undefined || input.originalPrice !== undefined)
      refuse('price', VARIANT_MESSAGES.priceWithOptions);
    variants = planVariants(finalOptions, input.variants, {
      existingIds: new Set(current?.variants.map((variant) => variant.id)),
      images,
    });
  } else if (
    !current ||
    input.price !== undefined ||
    input.stock !== undefined ||
    input.originalPrice !== undefined
  ) {
    if (currentOptions.length > 0) refuse('price', VARIANT_MESSAGES.priceWithOptions);
    variants = [singleVariant(input, current?.variants[0])];
  }
  const unit = checkSaleUnit({
    unit: input.unit ?? current?.row.unit ?? 'piece',
    unitSize: input.unitSize === undefined ? current?.row.unitSize : input.unitSize,
    minQuantity: input.minQuantity ?? current?.row.minQuantity ?? 1,
    quantityStep: input.quantityStep ?? current?.row.quantityStep ?? 1,
  });
  const unitChanged = current && (unit.unit !== current.row.unit || unit.unitSize !== current.row.unitSize);
  if (unitChanged && current.row.stock > 0 && input.variants === undefined && input.stock === undefined)
    refuse('unit', VARIANT_MESSAGES.unitChangeOrphansStock);
  return { columns: { ...unit, options: finalOptions }, variants };
}

/** The fields an import writes as the form does. */
export type ProductFields = Pick<
  ProductInput,
  'title' | 'description' | 'price' | 'originalPrice' | 'stock' | 'isPopular'
>;

export function editableFields(
  input: Pick<ProductFields, 'title' | 'description'>,
  category: { title: string } | null,
) {
  return {
    title: input.title,
    description: input.description,
    ...productDerivedFields({
      title: input.title,
      descriptionHtml: input.description,
      categoryTitle: category?.title,
    }),
  };
}

/**
 * The row a new product is inserted as: the form's fields, its category and its stored images. Its price
 * and stock are its first variant's until its variants are written (the trigger sums them up then).
 */
export function newProductRow(
  input: Pick<ProductFields, 'title' | 'description' | 'isPopular'> & Partial<Pick<ProductInput, 'warranty'>>,
  firstVariant: Pick<PlannedVariant, 'price' | 'originalPrice' | 'stock'>,
  category: { id: string; title: string } | null,
  images: { image: string; gallery: string[] },
) {
  return {
    ...editableFields(input, category),
    price: firstVariant.price,
    originalPrice: firstVariant.originalPrice,
    stock: firstVariant.stock,
    isPopular: input.isPopular ?? false,
    warranty: input.warranty ?? null,
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
  const sale = planSale(input, undefined, new Set());
  await checkTiedOptions(deps.db, input.categoryId ?? null, sale.columns.options);
  return writeWithImages(deps, productUploads(files), ([image, ...gallery]) =>
    deps.db.transaction(async (tx) => {
      const category = await findCategory(tx, input.categoryId ?? null);
      const brandId = await chosenBrand(tx, input.brandId);
      const plan = await planSpecs(tx, category?.id ?? null, input.specs ?? {});
      await checkTiedOptions(tx, category?.id ?? null, sale.columns.options);
      const images = { image: image!, gallery: orderGallery([], gallery, input.galleryOrder) };
      const [row] = await tx
        .insert(products)
        .values({ ...newProductRow(input, sale.variants![0]!, category, images), ...sale.columns, brandId })
        .returning({ id: products.id });
      await writeSpecs(tx, row!.id, plan);
      const variants = await writeVariants(tx, row!.id, sale.variants!);
      await writeVariantValues(tx, row!.id, sale.columns.options, variants);
      const product = await requireProduct(tx, row!.id);
      return { result: toProduct(product, await readSpecs(tx, row!.id), variants, []) };
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
  const beforeSale = planSale(
    input,
    { row: before, variants: await readVariants(deps.db, id) },
    imagesOf(before),
  );
  await checkTiedOptions(deps.db, categoryId, beforeSale.columns.options);
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
      const used = new Set([image, ...gallery]);
      const brandId = input.brandId === undefined ? current.brandId : await chosenBrand(tx, input.brandId);
      const plan = input.specs && (await planSpecs(tx, category?.id ?? null, input.specs));
      const sale = planSale(input, { row: current, variants: await readVariants(tx, id) }, used);
      await checkTiedOptions(tx, category?.id ?? null, sale.columns.options);
      const [row] = await tx
        .update(products)
        .set({
          ...editableFields(input, category),
          ...sale.columns,
          isPopular: input.isPopular ?? current.isPopular,
          categoryId: category?.id ?? null,
          brandId,
          warranty: input.warranty === undefined ? current.warranty : input.warranty,
          image,
          gallery,
          updatedAt: new Date(),
        })
        .where(eq(products.id, id))
        .returning();
      if (plan) await writeSpecs(tx, id, plan);
      else if (current.categoryId !== row!.categoryId) await dropForeignSpecs(tx, id, row!.categoryId);
      const variants = sale.variants
        ? await writeVariants(tx, id, sale.variants)
        : await readVariants(tx, id);
      await writeVariantValues(tx, id, sale.columns.options, variants);
      const dropped = [current.image, ...current.gallery].filter((name) => !used.has(name));
      if (variants.some((variant) => variant.image && !used.has(variant.image)))
        refuse('variants', VARIANT_MESSAGES.foreignImage);
      return {
        result: toProduct(
          await requireProduct(tx, id),
          await readSpecs(tx, id),
          variants,
          await readDocuments(tx, id),
        ),
        dropped,
      };
    }),
  );
}

/** Deletes the product with its documents; their files and its images go after the commit, once unused. */
export async function deleteProduct(deps: CatalogDeps, id: string): Promise<void> {
  const { row, documents } = await deps.db.transaction(async (tx) => {
    // Locked first: a document uploaded meanwhile is listed here, or refused for want of its product.
    await requireProduct(tx, id, 'update');
    const documents = await readDocuments(tx, id);
    const [row] = await tx.delete(products).where(eq(products.id, id)).returning();
    return { row: row!, documents };
  });
  await removeUnusedImages(deps.images, [row.image, ...row.gallery, ...documents.map(({ file }) => file)]);
}
