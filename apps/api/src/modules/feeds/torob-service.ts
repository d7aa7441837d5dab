import type { Database } from '../../db/client';
import { imageAddress } from '../../images/image-address';
import type { VariantRow } from '../../db/schema';
import { feedProductsById, type FeedProduct } from '../catalog/product-walk';
import { pageOfUrl, productPath, variantPath } from './product-links';
import { countEntries, entriesNamed, entryPage, type TorobEntryKey } from './torob-entries';
import { encodeCursor, TOROB_PAGE_SIZE, type TorobRequest } from './torob-request';

/** A product as Torob's Product API v3 describes it (product_api_v3.md, 2.4). */
export interface TorobProduct {
  page_unique: string;
  page_url: string;
  /** A family's product id, on each of its variants' entries (Torob's "product variants" note). */
  product_group_id?: string;
  title: string;
  current_price: number;
  old_price?: number;
  availability: boolean;
  category_name?: string;
  image_links: string[];
  spec: Record<string, string>;
  guarantee?: string;
  date_added: string;
  date_updated: string;
}

export interface TorobAnswer {
  api_version: 'torob_api_v3';
  current_page: number;
  total: number;
  max_pages: number;
  /** Our addition: the next page of a `{page, sort}` or `{cursor}` walk, found by key rather than by offset. */
  next_cursor: string | null;
  products: TorobProduct[];
}

export interface TorobDeps {
  db: Database;
  /** The shop's origin (PUBLIC_URL), before every page address. */
  origin: string;
  /** Where the pictures are fetched from (`/uploads/` or the bucket's public address). */
  imagesBase: string;
}

// Iran keeps +03:30 all year since 2022 (no daylight saving).
const TEHRAN_OFFSET_MS = 210 * 60_000;

/** `2024-11-22T01:15:12+03:30`: the time in Tehran with its offset, as Torob's examples write it. */
export function tehranTime(date: Date): string {
  return new Date(date.getTime() + TEHRAN_OFFSET_MS).toISOString().slice(0, 19) + '+03:30';
}

/** The specification row read as the warranty, when the product's own warranty is not set. */
const GUARANTEE_NAME = /^(گارانتی|ضمانت)/;

/**
 * One entry: a product sold as one as before variants; a family's variant with its own page (`?v=`),
 * code-free title with its values, price, old price, stock and picture, grouped by the product's id.
 */
function torobProduct(product: FeedProduct, variant: VariantRow | undefined, deps: TorobDeps): TorobProduct {
  const sale = variant ?? product;
  const available = sale.stock > 0;
  const image = imageAddress(deps.imagesBase, deps.origin);
  const spec: Record<string, string> = {};
  if (product.brandName) spec['برند'] = product.brandName;
  for (const row of product.specs) spec[row.name] = row.text;
  // The variant's own values win over the product's specification rows of the same name.
  product.optionNames.forEach((name, index) => {
    const value = variant?.optionValues[index];
    if (value !== undefined) spec[name] = value;
  });
  const guarantee = product.warranty ?? product.specs.find((row) => GUARANTEE_NAME.test(row.name))?.text;
  const discounted = available && sale.originalPrice !== null && sale.originalPrice > sale.price;
  // A variant's own picture is its entry's main image.
  const own = variant?.image;
  const pictures = own
    ? [own, ...[product.image, ...product.gallery].filter((name) => name !== own)]
    : [product.image, ...product.gallery];
  return {
    page_unique: variant ? variant.id : product.id,
    page_url: deps.origin + (variant ? variantPath(product.id, variant.id) : productPath(product.id)),
    ...(variant ? { product_group_id: product.id } : {}),
    title: variant ? `${product.title} (${variant.optionValues.join('، ')})` : product.title,
    // The spec's rule: 0 for a product that cannot be bought now.
    current_price: available ? sale.price : 0,
    ...(discounted ? { old_price: sale.originalPrice! } : {}),
    availability: available,
    ...(product.categoryTitle ? { category_name: product.categoryTitle } : {}),
    image_links: pictures.map(image),
    spec,
    ...(guarantee ? { guarantee } : {}),
    date_added: tehranTime(product.createdAt),
    date_updated: tehranTime(product.updatedAt),
  };
}

/** The entries these keys name, read in one query for their products; keys of products gone are left out. */
async function readEntries(
  db: TorobDeps['db'],
  keys: TorobEntryKey[],
  deps: TorobDeps,
): Promise<TorobProduct[]> {
  const found = new Map(
    (await feedProductsById(db, [...new Set(keys.map((key) => key.productId))])).map((p) => [p.id, p]),
  );
  return keys.flatMap(({ productId, variantId }) => {
    const product = found.get(productId);
    if (!product) return [];
    if (product.optionNames.length === 0) return [torobProduct(product, undefined, deps)];
    const variant = product.variants.find((row) => row.id === variantId);
    return variant ? [torobProduct(product, variant, deps)] : [];
  });
}

/** Answers one request of Torob's product API: a numbered page, the page after a cursor, or named products. */
export async function answerTorob(request: TorobRequest, deps: TorobDeps): Promise<TorobAnswer> {
  const { db } = deps;
  if (request.form === 'urls' || request.form === 'uniques') {
    const names =
      request.form === 'uniques'
        ? {
            productIds: request.uniques,
            variants: request.uniques.map((variantId) => ({ variantId })),
          }
        : (() => {
            const pages = request.urls.flatMap((url) => pageOfUrl(url, deps.origin) ?? []);
            return {
              productIds: pages.flatMap((page) => (page.variantId ? [] : [page.productId])),
              variants: pages.flatMap(({ productId, variantId }) =>
                variantId ? [{ productId, variantId }] : [],
              ),
            };
          })();
    const found = await readEntries(db, await entriesNamed(db, names), deps);
    return answer(1, found.length, found, null);
  }
  const sort = request.form === 'page' ? request.sort : request.cursor.sort;
  const page = request.form === 'page' ? request.page : request.cursor.page;
  const [total, keys] = await Promise.all([
    countEntries(db),
    request.form === 'page'
      ? entryPage(db, { sort, limit: TOROB_PAGE_SIZE, offset: (page - 1) * TOROB_PAGE_SIZE })
      : entryPage(db, { sort, limit: TOROB_PAGE_SIZE, after: request.cursor }),
  ]);
  const last = keys.at(-1);
  const next =
    keys.length === TOROB_PAGE_SIZE && last ? encodeCursor({ sort, page: page + 1, ...last.position }) : null;
  return answer(page, total, await readEntries(db, keys, deps), next);
}

function answer(
  page: number,
  total: number,
  products: TorobProduct[],
  nextCursor: string | null,
): TorobAnswer {
  return {
    api_version: 'torob_api_v3',
    current_page: page,
    total,
    max_pages: Math.max(1, Math.ceil(total / TOROB_PAGE_SIZE)),
    next_cursor: nextCursor,
    products,
  };
}
