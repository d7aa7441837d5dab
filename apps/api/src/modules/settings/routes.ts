import { feedSettingsEndpoints, settingsEndpoints } from '@shop/contracts';
import { Router } from 'express';
import type { AppDeps } from '../../app-deps';
import { cachedPublicReads } from '../../http/cache';
import { contractRoutes } from '../../http/contract-route';
import { feedSettingsAnswer, saveFeedSettings } from './feed-settings';
import { getShopSettings, saveShopSettings } from './service';

export function settingsRoutes({
  config,
  database: { db },
  reads,
}: Pick<AppDeps, 'config' | 'database' | 'reads'>): Router {
  const { get, update } = settingsEndpoints;
  const router = Router();
  const route = contractRoutes(router, config, reads);

  route(get, cachedPublicReads(db, 1), () => getShopSettings(db));
  route(update, {}, async ({ body }) => ({
    settings: await saveShopSettings(db, body),
    message: 'تنظیمات فروشگاه ذخیره شد',
  }));

  route(feedSettingsEndpoints.get, {}, () => feedSettingsAnswer(db, config));
  route(feedSettingsEndpoints.update, {}, async ({ body }) => {
    await saveFeedSettings(db, body);
    return { ...(await feedSettingsAnswer(db, config)), message: 'تنظیمات فیدها ذخیره شد' };
  });

  return router;
}
