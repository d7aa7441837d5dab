import type { Database } from '../../db/client';
import { imageAddress } from '../../images/image-address';
import { countAllProducts, feedPage, feedProductsById, type FeedProduct } from '../catalog/product-walk';
import { productIdOfUrl, productPath } from './product-links';
import { encodeCursor, TOROB_PAGE_SIZE, type TorobRequest } from './torob-request';

/** A product as Torob's Product API v3 describes it (product_api_v3.md, 2.4). */
export interface TorobProduct {
  page_unique: string;
  page_url: string;
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

/** The specification row read as the warranty, when the product has one. */
const GUARANTEE_NAME = /^(گارانتی|ضمانت)/;

function torobProduct(product: FeedProduct, deps: TorobDeps): TorobProduct {
  const available = product.stock > 0;
  const image = imageAddress(deps.imagesBase, deps.origin);
  const spec: Record<string, string> = {};
  if (product.brandName) spec['برند'] = product.brandName;
  for (const row of product.specs) spec[row.name] = row.text;
  const guarantee = product.specs.find((row) => GUARANTEE_NAME.test(row.name))?.text;
  const discounted = available && product.originalPrice !== null && product.originalPrice > product.price;
  return {
    page_unique: product.id,
    page_url: deps.origin + productPath(product.id),
    title: product.title,
    // The spec's rule: 0 for a product that cannot be bought now.
    current_price: available ? product.price : 0,
    ...(discounted ? { old_price: product.originalPrice! } : {}),
    availability: available,
    ...(product.categoryTitle ? { category_name: product.categoryTitle } : {}),
    image_links: [product.image, ...product.gallery].map(image),
    spec,
    ...(guarantee ? { guarantee } : {}),
    date_added: tehranTime(product.createdAt),
    date_updated: tehranTime(product.updatedAt),
  };
}

/** Answers one request of Torob's product API: a numbered page, the page after a cursor, or named products. */
export async function answerTorob(request: TorobRequest, deps: TorobDeps): Promise<TorobAnswer> {
  const { db } = deps;
  if (request.form === 'urls' || request.form === 'uniques') {
    const ids =
      request.form === 'uniques'
        ? request.uniques
        : request.urls.flatMap((url) => productIdOfUrl(url, deps.origin) ?? []);
    const found = await feedProductsById(db, ids);
    return answer(1, found.length, found, null, deps);
  }
  const sort = request.form === 'page' ? request.sort : request.cursor.sort;
  const page = request.form === 'page' ? request.page : request.cursor.page;
  const [total, rows] = await Promise.all([
    countAllProducts(db),
    request.form === 'page'
      ? feedPage(db, { sort, limit: TOROB_PAGE_SIZE, offset: (page - 1) * TOROB_PAGE_SIZE })
      : feedPage(db, { sort, limit: TOROB_PAGE_SIZE, after: request.cursor }),
  ]);
  const last = rows.at(-1);
  const next =
    rows.length === TOROB_PAGE_SIZE && last ? encodeCursor({ sort, page: page + 1, ...last.position }) : null;
  return answer(page, total, rows, next, deps);
}

function answer(
  page: number,
  total: number,
  rows: FeedProduct[],
  nextCursor: string | null,
  deps: TorobDeps,
): TorobAnswer {
  return {
    api_version: 'torob_api_v3',
    current_page: page,
    total,
    max_pages: Math.max(1, Math.ceil(total / TOROB_PAGE_SIZE)),
    next_cursor: nextCursor,
    products: rows.map((row) => torobProduct(row, deps)),
  };
}
