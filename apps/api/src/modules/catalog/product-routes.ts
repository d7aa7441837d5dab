import { PRODUCT_GALLERY_MAX, PRODUCT_IMAGE_MAX_BYTES, productEndpoints } from '@shop/contracts';
import { Router, type Request } from 'express';
import type { z } from 'zod';
import type { AppDeps } from '../../app';
import { requireAdmin } from '../../http/auth-guard';
import { publicCache } from '../../http/cache';
import { routePath } from '../../http/route-path';
import { filesOf, multipartForm } from '../../http/upload';
import { parseInput } from '../../http/validate';
import { parseId, productInputSchema } from './input';
import { PRODUCT_MESSAGES } from './messages';
import { listAllProducts, listPopularProducts, listProductPage } from './product-queries';
import {
  createProduct,
  deleteProduct,
  getProduct,
  getProductWithRelated,
  updateProduct,
  type ProductFiles,
} from './product-service';

type Response<Name extends keyof typeof productEndpoints> = z.input<
  (typeof productEndpoints)[Name]['response']
>;

const filesOfForm = (req: Request): ProductFiles => ({
  image: filesOf(req, 'image')[0],
  gallery: filesOf(req, 'gallery'),
});

export function productRoutes({ config, database }: Pick<AppDeps, 'config' | 'database'>): Router {
  const deps = { db: database.db, uploadsDir: config.uploadsDir };
  const { list, getAll, popular, get, getWithRelated, create, update, remove } = productEndpoints;
  const productForm = multipartForm({
    files: [
      { name: 'image', maxCount: 1, tooManyMessage: PRODUCT_MESSAGES.oneImage },
      { name: 'gallery', maxCount: PRODUCT_GALLERY_MAX, tooManyMessage: PRODUCT_MESSAGES.tooManyGallery },
    ],
    // The form's text fields plus one `removedGallery` and one `galleryOrder` per gallery image.
    maxFields: 10 + 2 * PRODUCT_GALLERY_MAX,
    maxFileBytes: PRODUCT_IMAGE_MAX_BYTES,
    tooLargeMessage: PRODUCT_MESSAGES.tooLarge,
  });
  const idOf = (req: Request) => parseId(req.params.id, PRODUCT_MESSAGES.notFound);
  const router = Router();

  router.get(routePath(list), publicCache, async (req, res) => {
    const { page, pageSize, sort, ...filters } = parseInput(list.query, req.query);
    res.json((await listProductPage(deps.db, filters, { page, pageSize, sort })) satisfies Response<'list'>);
  });

  router.get(routePath(getAll), publicCache, async (_req, res) => {
    res.json({ products: await listAllProducts(deps.db) } satisfies Response<'getAll'>);
  });

  router.get(routePath(popular), publicCache, async (_req, res) => {
    res.json({ items: await listPopularProducts(deps.db) } satisfies Response<'popular'>);
  });

  router.get(routePath(getWithRelated), publicCache, async (req, res) => {
    res.json((await getProductWithRelated(deps.db, idOf(req))) satisfies Response<'getWithRelated'>);
  });

  router.get(routePath(get), publicCache, async (req, res) => {
    res.json({ product: await getProduct(deps.db, idOf(req)) } satisfies Response<'get'>);
  });

  router.post(routePath(create), requireAdmin, productForm, async (req, res) => {
    const input = parseInput(productInputSchema, req.body ?? {});
    const newProduct = await createProduct(deps, input, filesOfForm(req));
    res.json({ newProduct, message: PRODUCT_MESSAGES.created } satisfies Response<'create'>);
  });

  router.put(routePath(update), requireAdmin, productForm, async (req, res) => {
    const id = idOf(req);
    const input = parseInput(productInputSchema, req.body ?? {});
    const product = await updateProduct(deps, id, input, filesOfForm(req));
    res.json({ product, message: PRODUCT_MESSAGES.updated } satisfies Response<'update'>);
  });

  router.delete(routePath(remove), requireAdmin, async (req, res) => {
    const id = idOf(req);
    await deleteProduct(deps, id);
    res.json({ id, message: PRODUCT_MESSAGES.deleted } satisfies Response<'remove'>);
  });

  return router;
}
