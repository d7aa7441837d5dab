import { FEED_PATHS, feedSettingsSchema, type FeedSettings, type FeedSettingsAnswer } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { settings } from '../../db/schema';

const FEEDS_KEY = 'feeds';

/** Every feed is on until the owner switches one off (the webhook still needs TOROB_WEBHOOK_TOKEN). */
export const DEFAULT_FEED_SETTINGS: FeedSettings = { torobApi: true, productsXml: true, torobWebhook: true };

export async function getFeedSettings(db: Database): Promise<FeedSettings> {
  const [row] = await db.select().from(settings).where(eq(settings.key, FEEDS_KEY));
  const stored = feedSettingsSchema.safeParse({ ...DEFAULT_FEED_SETTINGS, ...(row?.value as object) });
  return stored.success ? stored.data : DEFAULT_FEED_SETTINGS;
}

export async function saveFeedSettings(db: Database, value: FeedSettings): Promise<void> {
  await db
    .insert(settings)
    .values({ key: FEEDS_KEY, value })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
}

/** The settings screen's view: the switches and the addresses to give Torob and Google. */
export async function feedSettingsAnswer(
  db: Database,
  config: Pick<Config, 'publicUrl' | 'torobWebhook' | 'torobWebhookUrl'>,
): Promise<FeedSettingsAnswer> {
  return {
    feeds: await getFeedSettings(db),
    addresses: {
      torobApi: `${config.publicUrl}${FEED_PATHS.torobProducts}`,
      productsXml: `${config.publicUrl}${FEED_PATHS.productsXml}`,
    },
    webhook: { configured: config.torobWebhook !== undefined, url: config.torobWebhookUrl },
  };
}
