import { type Category, type CategoryListItem, type FilteredPageQuery } from '@shop/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { categories, products, type CategoryRow } from '../../db/schema';
import { uniqueViolation } from '../../db/unique-violation';
import { badRequest, conflict, notFound } from '../../http/app-error';
import type { UploadedFile } from '../../http/upload';
import { categoryDerivedFields, productDerivedFields } from './derived-fields';
import { removeUnusedImages } from '../../images/image-store';
import { writeWithImages, type CatalogDeps, type ImageUpload } from './images';
import type { CategoryInput } from './input';
import { CATEGORY_MESSAGES } from './messages';
import { listFilteredPage } from './product-queries';
import { toCategory } from './serialize';

/**
 * Every category with whether it holds a product, the catch-all («سایر») last. The newest product of each is asked
 * for in its index order, so each costs one index probe: an EXISTS here is planned as a scan of the
 * products table, the whole of it for an empty category (290 ms at 100,000 products).
 */
export function categoryListQuery(db: Database) {
  return db
    .select({
      category: categories,
      // The outer table by its name: an interpolated column would be written unqualified, as p's own id.
      hasProducts: sql<boolean>`(SELECT p.id FROM products p WHERE p.category_id = categories.id
        ORDER BY p.created_at DESC NULLS LAST, p.id DESC NULLS LAST LIMIT 1) IS NOT NULL`,
    })
    .from(categories)
    .orderBy(asc(categories.catchAll), asc(categories.createdAt), asc(categories.id));
}

/** Every category, the catch-all last (the header menu and the selectors list them all). */
export async function listCategories(db: Database): Promise<CategoryListItem[]> {
  const rows = await categoryListQuery(db);
  return rows.map(({ category, hasProducts }) => ({ ...toCategory(category), hasProducts }));
}

async function requireCategory(
  db: Database | Transaction,
  id: string,
  lock?: 'update',
): Promise<CategoryRow> {
  const query = db.select().from(categories).where(eq(categories.id, id));
  const [row] = await (lock ? query.for(lock) : query);
  if (!row) throw notFound(CATEGORY_MESSAGES.notFound);
  return row;
}

export async function getCategory(db: Database, id: string): Promise<Category> {
  return toCategory(await requireCategory(db, id));
}

/** The category page: the category and one page of its products. */
export async function getCategoryPage(db: Database, id: string, query: FilteredPageQuery) {
  const category = await getCategory(db, id);
  const { items, ...page } = await listFilteredPage(db, { categoryId: id }, query);
  return { category, products: items, ...page };
}

const imageUpload = (file: UploadedFile): ImageUpload => ({
  field: 'image',
  file,
  notAnImageMessage: CATEGORY_MESSAGES.notAnImage,
});

/** The row a new category is inserted as: the form's fields and its stored image. */
export function newCategoryRow(input: CategoryInput, image: string) {
  return { title: input.title, description: input.description, image, ...categoryDerivedFields(input) };
}

export async function createCategory(
  deps: CatalogDeps,
  input: CategoryInput,
  image: UploadedFile | undefined,
): Promise<Category> {
  if (!image) throw badRequest(CATEGORY_MESSAGES.imageRequired, { image: CATEGORY_MESSAGES.imageRequired });
  return writeWithImages(deps, [imageUpload(image)], async ([storedImage]) => {
    const [row] = await deps.db
      .insert(categories)
      .values(newCategoryRow(input, storedImage!))
      .returning()
      .catch(rethrowDuplicateTitle);
    return { result: toCategory(row!) };
  });
}

/**
 * Saves the form; a new image replaces the old one, which is deleted after the commit. A new title is
 * written into the search text of the category's products in the same transaction.
 */
export async function updateCategory(
  deps: CatalogDeps,
  id: string,
  input: CategoryInput,
  image: UploadedFile | undefined,
): Promise<Category> {
  await requireCategory(deps.db, id);
  return writeWithImages(deps, image ? [imageUpload(image)] : [], ([storedImage]) =>
    deps.db
      .transaction(async (tx) => {
        const current = await requireCategory(tx, id, 'update');
        const [row] = await tx
          .update(categories)
          .set({
            title: input.title,
            description: input.description,
            image: storedImage ?? current.image,
            ...categoryDerivedFields(input),
            updatedAt: new Date(),
          })
          .where(eq(categories.id, id))
          .returning();
        if (current.title !== input.title) await reassignProducts(tx, id, { id, title: input.title });
        return { result: toCategory(row!), dropped: storedImage ? [current.image] : [] };
      })
      .catch(rethrowDuplicateTitle),
  );
}

/** Deletes a category; its products move to the catch-all in the same transaction, so none loses its category. */
export async function deleteCategory(deps: CatalogDeps, id: string): Promise<void> {
  const image = await deps.db.transaction(async (tx) => {
    const category = await requireCategory(tx, id, 'update');
    if (category.catchAll) throw badRequest(CATEGORY_MESSAGES.catchAllNotDeletable);
    const [catchAll] = await tx.select().from(categories).where(eq(categories.catchAll, true));
    await reassignProducts(tx, id, catchAll!);
    await tx.delete(categories).where(eq(categories.id, id));
    return category.image;
  });
  await removeUnusedImages(deps.images, [image]);
}

/**
 * Points the products of a category at `to` (the same category after a rename, or the catch-all) and
 * recomputes their derived fields, whose search text holds the category title.
 */
async function reassignProducts(tx: Transaction, fromCategoryId: string, to: { id: string; title: string }) {
  const rows = await tx
    .select({ id: products.id, title: products.title, description: products.description })
    .from(products)
    .where(eq(products.categoryId, fromCategoryId));
  if (rows.length === 0) return;
  const derived = rows.map((row) => ({
    id: row.id,
    ...productDerivedFields({ title: row.title, descriptionHtml: row.description, categoryTitle: to.title }),
  }));
  await tx
    .update(products)
    .set({
      categoryId: to.id,
      descriptionText: sql`v."descriptionText"`,
      titleSortKey: sql`v."titleSortKey"`,
      searchTitle: sql`v."searchTitle"`,
      searchText: sql`v."searchText"`,
      updatedAt: new Date(),
    })
    .from(
      sql`jsonb_to_recordset(${JSON.stringify(derived)}::jsonb)
          AS v(id uuid, "descriptionText" text, "titleSortKey" text, "searchTitle" text, "searchText" text)`,
    )
    .where(eq(products.id, sql`v.id`));
}

/** The unique index on lower(title) is the judge of duplicate titles, races included. */
function rethrowDuplicateTitle(error: unknown): never {
  if (uniqueViolation(error)) throw conflict(CATEGORY_MESSAGES.duplicateTitle);
  throw error;
}
