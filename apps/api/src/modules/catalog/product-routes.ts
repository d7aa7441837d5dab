import { PRODUCT_GALLERY_MAX, PRODUCT_IMAGE_MAX_BYTES, productEndpoints } from '@shop/contracts';
import { Router, type Request } from 'express';
import type { AppDeps } from '../../app-deps';
import { cachedPublicReads } from '../../http/cache';
import { contractRoutes } from '../../http/contract-route';
import { filterCountBudget } from '../../http/filter-budget';
import { filesOf, multipartForm } from '../../http/upload';
import { productInputSchema } from './input';
import { filterPanel, type TextMatch } from './filter-panel';
import { PRODUCT_MESSAGES } from './messages';
import {
  listAdminProductPage,
  listFirstProducts,
  listPopularProducts,
  listFilteredPage,
} from './product-queries';
import {
  createProduct,
  deleteProduct,
  getProduct,
  getProductWithRelated,
  updateProduct,
  type ProductFiles,
} from './product-service';
import { getRemovedProduct } from './removed-products';

const filesOfForm = (req: Request): ProductFiles => ({
  image: filesOf(req, 'image')[0],
  gallery: filesOf(req, 'gallery'),
});

/** `matchText` narrows the filter panel of a search's results (the search module's `matchingCondition`). */
export function productRoutes(
  {
    config,
    database,
    images,
    clock,
    reads,
  }: Pick<AppDeps, 'config' | 'database' | 'images' | 'clock' | 'reads'>,
  matchText: TextMatch,
): Router {
  const deps = { db: database.db, images };
  const { list, filters, adminList, getAll, popular, get, getWithRelated, removed, create, update, remove } =
    productEndpoints;
  const productForm = multipartForm({
    files: [
      { name: 'image', maxCount: 1, tooManyMessage: PRODUCT_MESSAGES.oneImage },
      { name: 'gallery', maxCount: PRODUCT_GALLERY_MAX, tooManyMessage: PRODUCT_MESSAGES.tooManyGallery },
    ],
    // The form's text fields plus one `removedGallery` and one `galleryOrder` per gallery image.
    maxFields: 16 + 2 * PRODUCT_GALLERY_MAX,
    maxFileBytes: PRODUCT_IMAGE_MAX_BYTES,
    tooLargeMessage: PRODUCT_MESSAGES.tooLarge,
  });
  const router = Router();
  const route = contractRoutes(router, config, reads);
  const cached = cachedPublicReads(database.db, 2000);
  const byId = { ...cached, notFound: PRODUCT_MESSAGES.notFound };
  const filterCounts = filterCountBudget({ config, database, clock });
  const form = { before: [productForm], body: productInputSchema, notFound: PRODUCT_MESSAGES.notFound };

  route(list, { ...cached, beforeMaking: filterCounts.listing }, ({ query: { categoryId, ...query } }) =>
    listFilteredPage(deps.db, { categoryId }, query),
  );
  route(filters, { ...cached, beforeMaking: filterCounts.panel }, ({ query }) =>
    filterPanel(deps.db, query, matchText),
  );
  route(adminList, {}, ({ query }) => listAdminProductPage(deps.db, query));
  route(getAll, cached, () => listFirstProducts(deps.db));
  route(popular, cached, async () => ({ items: await listPopularProducts(deps.db) }));
  route(getWithRelated, byId, ({ params }) => getProductWithRelated(deps.db, params.id));
  route(get, byId, async ({ params }) => ({ product: await getProduct(deps.db, params.id) }));
  route(removed, byId, ({ params }) => getRemovedProduct(deps.db, params.id));

  route(create, form, async ({ body, req }) => ({
    newProduct: await createProduct(deps, body, filesOfForm(req)),
    message: PRODUCT_MESSAGES.created,
  }));
  route(update, form, async ({ params, body, req }) => ({
    product: await updateProduct(deps, params.id, body, filesOfForm(req)),
    message: PRODUCT_MESSAGES.updated,
  }));
  route(remove, { notFound: PRODUCT_MESSAGES.notFound }, async ({ params }) => {
    await deleteProduct(deps, params.id);
    return { id: params.id, message: PRODUCT_MESSAGES.deleted };
  });

  return router;
}
