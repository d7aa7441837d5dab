import { shopSettingsSchema, type ShopSettings } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { settings } from '../../db/schema';
import { DEFAULT_SHOP_SETTINGS } from './defaults';

const SHOP_KEY = 'shop';

export async function getShopSettings(db: Database): Promise<{ settings: ShopSettings; isDefault: boolean }> {
  const [row] = await db.select().from(settings).where(eq(settings.key, SHOP_KEY));
  if (!row) return { settings: DEFAULT_SHOP_SETTINGS, isDefault: true };
  // Fields added after the settings were saved take their defaults.
  const stored = shopSettingsSchema.safeParse({ ...DEFAULT_SHOP_SETTINGS, ...(row.value as object) });
  return { settings: stored.success ? stored.data : DEFAULT_SHOP_SETTINGS, isDefault: false };
}

export async function saveShopSettings(db: Database, value: ShopSettings): Promise<ShopSettings> {
  await db
    .insert(settings)
    .values({ key: SHOP_KEY, value })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
  return value;
}

/** Saves `value` only when nothing was saved yet: the demo's details never replace the owner's. */
export async function saveShopSettingsUnlessSaved(db: Database, value: ShopSettings): Promise<void> {
  await db.insert(settings).values({ key: SHOP_KEY, value }).onConflictDoNothing({ target: settings.key });
}
