import { CATEGORY_IMAGE_MAX_BYTES, categoryEndpoints } from '@shop/contracts';
import { Router, type Request } from 'express';
import type { z } from 'zod';
import type { AppDeps } from '../../app';
import { requireAdmin } from '../../http/auth-guard';
import { publicCache } from '../../http/cache';
import { routePath } from '../../http/route-path';
import { filesOf, multipartForm } from '../../http/upload';
import { parseInput } from '../../http/validate';
import {
  createCategory,
  deleteCategory,
  getCategory,
  getCategoryPage,
  listCategories,
  updateCategory,
} from './category-service';
import { categoryInputSchema, parseId } from './input';
import { CATEGORY_MESSAGES } from './messages';

type Response<Name extends keyof typeof categoryEndpoints> = z.input<
  (typeof categoryEndpoints)[Name]['response']
>;

export function categoryRoutes({ config, database }: Pick<AppDeps, 'config' | 'database'>): Router {
  const deps = { db: database.db, uploadsDir: config.uploadsDir };
  const { list, getAll, get, getWithProducts, create, update, remove } = categoryEndpoints;
  const categoryForm = multipartForm({
    files: [{ name: 'image', maxCount: 1, tooManyMessage: CATEGORY_MESSAGES.oneImage }],
    maxFields: 10,
    maxFileBytes: CATEGORY_IMAGE_MAX_BYTES,
    tooLargeMessage: CATEGORY_MESSAGES.tooLarge,
  });
  const idOf = (req: Request) => parseId(req.params.id, CATEGORY_MESSAGES.notFound);
  const router = Router();

  for (const endpoint of [list, getAll]) {
    router.get(routePath(endpoint), publicCache, async (_req, res) => {
      res.json({ categories: await listCategories(deps.db) } satisfies Response<'list'>);
    });
  }

  router.get(routePath(getWithProducts), publicCache, async (req, res) => {
    const id = idOf(req);
    const page = parseInput(getWithProducts.query, req.query);
    res.json((await getCategoryPage(deps.db, id, page)) satisfies Response<'getWithProducts'>);
  });

  router.get(routePath(get), publicCache, async (req, res) => {
    res.json({ category: await getCategory(deps.db, idOf(req)) } satisfies Response<'get'>);
  });

  router.post(routePath(create), requireAdmin, categoryForm, async (req, res) => {
    const input = parseInput(categoryInputSchema, req.body ?? {});
    const newCategory = await createCategory(deps, input, filesOf(req, 'image')[0]);
    res.json({ newCategory, message: CATEGORY_MESSAGES.created } satisfies Response<'create'>);
  });

  router.put(routePath(update), requireAdmin, categoryForm, async (req, res) => {
    const id = idOf(req);
    const input = parseInput(categoryInputSchema, req.body ?? {});
    const category = await updateCategory(deps, id, input, filesOf(req, 'image')[0]);
    res.json({ category, message: CATEGORY_MESSAGES.updated } satisfies Response<'update'>);
  });

  router.delete(routePath(remove), requireAdmin, async (req, res) => {
    const id = idOf(req);
    await deleteCategory(deps, id);
    res.json({ id, message: CATEGORY_MESSAGES.deleted } satisfies Response<'remove'>);
  });

  return router;
}
