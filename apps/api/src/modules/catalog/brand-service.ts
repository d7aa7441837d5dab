import { type Brand, type BrandListItem, type ProductListQuery } from '@shop/contracts';
import { normalizeForSearch, persianSortKey } from '@shop/persian';
import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { brands, type BrandRow } from '../../db/schema';
import { uniqueViolation } from '../../db/unique-violation';
import { conflict, notFound } from '../../http/app-error';
import type { UploadedFile } from '../../http/upload';
import { removeUnusedImages } from '../../images/image-store';
import { writeWithImages, type CatalogDeps, type ImageUpload } from './images';
import type { BrandInput } from './input';
import { BRAND_MESSAGES } from './messages';
import { listFilteredPage } from './product-queries';

export function toBrand(
  row: Pick<BrandRow, 'id' | 'nameFa' | 'nameEn' | 'logo' | 'createdAt' | 'updatedAt'>,
): Brand {
  return {
    _id: row.id,
    nameFa: row.nameFa,
    nameEn: row.nameEn,
    logo: row.logo,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Every brand in Persian alphabetical order, with how many products carry it (an index count each). */
export async function listBrands(db: Database): Promise<BrandListItem[]> {
  const rows = await db
    .select({
      brand: brands,
      productCount: sql<number>`(SELECT count(*) FROM products p WHERE p.brand_id = brands.id)::int`,
    })
    .from(brands);
  return rows
    .map(({ brand, productCount }) => ({
      ...toBrand(brand),
      productCount,
      key: persianSortKey(brand.nameFa),
    }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a._id < b._id ? -1 : 1))
    .map(({ key: _key, ...brand }) => brand);
}

async function requireBrand(db: Database | Transaction, id: string, lock?: 'update' | 'share') {
  const query = db.select().from(brands).where(eq(brands.id, id));
  const [row] = await (lock ? query.for(lock) : query);
  if (!row) throw notFound(BRAND_MESSAGES.notFound);
  return row;
}

export async function getBrand(db: Database, id: string): Promise<Brand> {
  return toBrand(await requireBrand(db, id));
}

/** The brand page: the brand and one page of its products (of one of its categories, when chosen). */
export async function getBrandPage(db: Database, id: string, { categoryId, ...query }: ProductListQuery) {
  const brand = await getBrand(db, id);
  const { items, ...page } = await listFilteredPage(db, { brandId: id, categoryId }, query);
  return { brand, products: items, ...page };
}

/** The brand a product form names (null for none), share-locked inside a transaction. */
export async function findBrand(db: Database | Transaction, id: string | null | undefined) {
  if (!id) return null;
  const [row] = await db.select({ id: brands.id }).from(brands).where(eq(brands.id, id)).for('share');
  return row ?? undefined;
}

const namesOf = (input: BrandInput) => ({
  nameFa: input.nameFa,
  nameEn: input.nameEn,
  searchFa: normalizeForSearch(input.nameFa),
  searchEn: normalizeForSearch(input.nameEn),
});

/**
 * One brand per name, however it is typed: 409 naming the taken name. Asked first so a taken name
 * costs no image work; the unique indexes decide races (see rethrowTakenName).
 */
async function assertNamesFree(db: Database | Transaction, input: BrandInput, exceptId?: string) {
  const { searchFa, searchEn } = namesOf(input);
  const [taken] = await db
    .select({ searchFa: brands.searchFa })
    .from(brands)
    .where(
      and(
        or(eq(brands.searchFa, searchFa), eq(brands.searchEn, searchEn)),
        exceptId ? ne(brands.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (taken)
    throw conflict(BRAND_MESSAGES.nameTaken(taken.searchFa === searchFa ? input.nameFa : input.nameEn));
}

function rethrowTakenName(input: BrandInput) {
  return (error: unknown): never => {
    const violated = uniqueViolation(error);
    if (!violated) throw error;
    const latin = violated.constraint === 'brands_search_en_key';
    throw conflict(BRAND_MESSAGES.nameTaken(latin ? input.nameEn : input.nameFa));
  };
}

const logoUpload = (file: UploadedFile): ImageUpload => ({
  field: 'logo',
  file,
  notAnImageMessage: BRAND_MESSAGES.notAnImage,
});

export async function createBrand(
  deps: CatalogDeps,
  input: BrandInput,
  logo: UploadedFile | undefined,
): Promise<Brand> {
  await assertNamesFree(deps.db, input);
  return writeWithImages(deps, logo ? [logoUpload(logo)] : [], async ([stored]) => {
    const [row] = await deps.db
      .insert(brands)
      .values({ ...namesOf(input), logo: stored ?? null })
      .returning()
      .catch(rethrowTakenName(input));
    return { result: toBrand(row!) };
  });
}

/** Saves the form: a new logo replaces the old one, `removeLogo` drops it; the old file goes after the commit, once unused. */
export async function updateBrand(
  deps: CatalogDeps,
  id: string,
  input: BrandInput,
  logo: UploadedFile | undefined,
): Promise<Brand> {
  await requireBrand(deps.db, id);
  await assertNamesFree(deps.db, input, id);
  return writeWithImages(deps, logo ? [logoUpload(logo)] : [], ([stored]) =>
    deps.db
      .transaction(async (tx) => {
        const current = await requireBrand(tx, id, 'update');
        const kept = input.removeLogo ? null : current.logo;
        const next = stored ?? kept;
        const [row] = await tx
          .update(brands)
          .set({ ...namesOf(input), logo: next, updatedAt: new Date() })
          .where(eq(brands.id, id))
          .returning();
        return {
          result: toBrand(row!),
          dropped: current.logo && current.logo !== next ? [current.logo] : [],
        };
      })
      .catch(rethrowTakenName(input)),
  );
}

/** Deletes a brand; its products keep everything but the brand (the foreign key sets it to null). */
export async function deleteBrand(deps: CatalogDeps, id: string): Promise<void> {
  const [row] = await deps.db.delete(brands).where(eq(brands.id, id)).returning();
  if (!row) throw notFound(BRAND_MESSAGES.notFound);
  if (row.logo) await removeUnusedImages(deps.images, [row.logo]);
}
