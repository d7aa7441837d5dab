import { BRAND_LOGO_MAX_BYTES, brandEndpoints } from '@shop/contracts';
import { Router } from 'express';
import type { AppDeps } from '../../app-deps';
import { cachedPublicReads } from '../../http/cache';
import { filterCountBudget } from '../../http/filter-budget';
import { contractRoutes } from '../../http/contract-route';
import { filesOf, multipartForm } from '../../http/upload';
import { createBrand, deleteBrand, getBrand, getBrandPage, listBrands, updateBrand } from './brand-service';
import { brandInputSchema } from './input';
import { BRAND_MESSAGES } from './messages';

export function brandRoutes({
  config,
  database,
  images,
  clock,
  reads,
}: Pick<AppDeps, 'config' | 'database' | 'images' | 'clock' | 'reads'>): Router {
  const deps = { db: database.db, images };
  const { list, get, getWithProducts, create, update, remove } = brandEndpoints;
  const brandForm = multipartForm({
    files: [{ name: 'logo', maxCount: 1, tooManyMessage: BRAND_MESSAGES.oneLogo }],
    maxFields: 10,
    maxFileBytes: BRAND_LOGO_MAX_BYTES,
    tooLargeMessage: BRAND_MESSAGES.tooLarge,
  });
  const router = Router();
  const route = contractRoutes(router, config, reads);
  const cached = cachedPublicReads(database.db, 200);
  const byId = { ...cached, notFound: BRAND_MESSAGES.notFound };
  const form = { before: [brandForm], body: brandInputSchema, notFound: BRAND_MESSAGES.notFound };

  route(list, cached, async () => ({ brands: await listBrands(deps.db) }));
  const filteredListing = { ...byId, beforeMaking: filterCountBudget({ config, database, clock }).listing };
  route(getWithProducts, filteredListing, ({ params, query }) => getBrandPage(deps.db, params.id, query));
  route(get, byId, async ({ params }) => ({ brand: await getBrand(deps.db, params.id) }));

  route(create, form, async ({ body, req }) => ({
    brand: await createBrand(deps, body, filesOf(req, 'logo')[0]),
    message: BRAND_MESSAGES.created,
  }));
  route(update, form, async ({ params, body, req }) => ({
    brand: await updateBrand(deps, params.id, body, filesOf(req, 'logo')[0]),
    message: BRAND_MESSAGES.updated,
  }));
  route(remove, { notFound: BRAND_MESSAGES.notFound }, async ({ params }) => {
    await deleteBrand(deps, params.id);
    return { id: params.id, message: BRAND_MESSAGES.deleted };
  });

  return router;
}
