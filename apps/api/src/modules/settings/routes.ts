import { settingsEndpoints } from '@shop/contracts';
import { Router } from 'express';
import type { AppDeps } from '../../app-deps';
import { cachedPublicReads } from '../../http/cache';
import { contractRoutes } from '../../http/contract-route';
import { getShopSettings, saveShopSettings } from './service';

export function settingsRoutes({ config, database: { db } }: Pick<AppDeps, 'config' | 'database'>): Router {
  const { get, update } = settingsEndpoints;
  const router = Router();
  const route = contractRoutes(router, config);

  route(get, cachedPublicReads(db, 1), () => getShopSettings(db));
  route(update, {}, async ({ body }) => ({
    settings: await saveShopSettings(db, body),
    message: 'تنظیمات فروشگاه ذخیره شد',
  }));

  return router;
}
