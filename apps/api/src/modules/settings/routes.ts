import { settingsEndpoints } from '@shop/contracts';
import { Router } from 'express';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { requireAdmin } from '../../http/auth-guard';
import { publicCache } from '../../http/cache';
import { routePath } from '../../http/route-path';
import { parseInput } from '../../http/validate';
import { getShopSettings, saveShopSettings } from './service';

type Response<Name extends keyof typeof settingsEndpoints> = z.input<
  (typeof settingsEndpoints)[Name]['response']
>;

export function settingsRoutes(db: Database): Router {
  const { get, update } = settingsEndpoints;
  const router = Router();

  router.get(routePath(get), publicCache, async (_req, res) => {
    res.json((await getShopSettings(db)) satisfies Response<'get'>);
  });

  router.put(routePath(update), requireAdmin, async (req, res) => {
    const settings = await saveShopSettings(db, parseInput(update.body, req.body ?? {}));
    res.json({ settings, message: 'تنظیمات فروشگاه ذخیره شد' } satisfies Response<'update'>);
  });

  return router;
}
