import { CATEGORY_IMAGE_MAX_BYTES, categoryEndpoints } from '@shop/contracts';
import { Router } from 'express';
import type { AppDeps } from '../../app-deps';
import { cachedPublicReads } from '../../http/cache';
import { filterCountBudget } from '../../http/filter-budget';
import { contractRoutes } from '../../http/contract-route';
import { filesOf, multipartForm } from '../../http/upload';
import {
  createCategory,
  deleteCategory,
  getCategory,
  getCategoryPage,
  listCategories,
  updateCategory,
} from './category-service';
import { categoryInputSchema } from './input';
import { CATEGORY_MESSAGES } from './messages';

export function categoryRoutes({
  config,
  database,
  images,
  clock,
  reads,
}: Pick<AppDeps, 'config' | 'database' | 'images' | 'clock' | 'reads'>): Router {
  const deps = { db: database.db, images };
  const { list, getAll, get, getWithProducts, create, update, remove } = categoryEndpoints;
  const categoryForm = multipartForm({
    files: [{ name: 'image', maxCount: 1, tooManyMessage: CATEGORY_MESSAGES.oneImage }],
    maxFields: 10,
    maxFileBytes: CATEGORY_IMAGE_MAX_BYTES,
    tooLargeMessage: CATEGORY_MESSAGES.tooLarge,
  });
  const router = Router();
  const route = contractRoutes(router, config, reads);
  const cached = cachedPublicReads(database.db, 200);
  const byId = { ...cached, notFound: CATEGORY_MESSAGES.notFound };
  const form = { before: [categoryForm], body: categoryInputSchema, notFound: CATEGORY_MESSAGES.notFound };

  for (const endpoint of [list, getAll]) {
    route(endpoint, cached, async () => ({ categories: await listCategories(deps.db) }));
  }
  const filteredListing = { ...byId, beforeMaking: filterCountBudget({ config, database, clock }).listing };
  route(getWithProducts, filteredListing, ({ params, query }) => getCategoryPage(deps.db, params.id, query));
  route(get, byId, async ({ params }) => ({ category: await getCategory(deps.db, params.id) }));

  route(create, form, async ({ body, req }) => ({
    newCategory: await createCategory(deps, body, filesOf(req, 'image')[0]),
    message: CATEGORY_MESSAGES.created,
  }));
  route(update, form, async ({ params, body, req }) => ({
    category: await updateCategory(deps, params.id, body, filesOf(req, 'image')[0]),
    message: CATEGORY_MESSAGES.updated,
  }));
  route(remove, { notFound: CATEGORY_MESSAGES.notFound }, async ({ params }) => {
    await deleteCategory(deps, params.id);
    return { id: params.id, message: CATEGORY_MESSAGES.deleted };
  });

  return router;
}
