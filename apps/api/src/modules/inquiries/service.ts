import { INQUIRY_CHANNELS, type InquiryChannel, type InquiryCounts } from '@shop/contracts';
import { desc, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { productInquiries, products } from '../../db/schema';
import { requireProductExists } from '../catalog/product-exists';
import { addDays, tehranDay } from '../funnel/tehran-day';

const MOST_ASKED = 500;

/**
 * One more click on a product's order button today (Tehran's day, as the funnel counts them); 404 for a
 * product that does not exist.
 */
export async function recordInquiry(
  db: Database,
  input: { productId: string; channel: InquiryChannel; now: Date },
) {
  await requireProductExists(db, input.productId);
  await db
    .insert(productInquiries)
    .values({ productId: input.productId, channel: input.channel, day: tehranDay(input.now), count: 1 })
    .onConflictDoUpdate({
      target: [productInquiries.productId, productInquiries.channel, productInquiries.day],
      set: { count: sql`${productInquiries.count} + 1` },
    });
}

/** Products by clicks over the last `days` days (today included), most asked-about first. */
export async function inquiryCounts(db: Database, days: number, now: Date): Promise<InquiryCounts[]> {
  const since = addDays(tehranDay(now), -(days - 1));
  const byChannel = (channel: InquiryChannel) =>
    sql<number>`coalesce(sum(${productInquiries.count}) filter (where ${productInquiries.channel} = ${channel}), 0)::int`;
  const total = sql<number>`sum(${productInquiries.count})::int`;
  return db
    .select({
      productId: products.id,
      title: products.title,
      ...(Object.fromEntries(INQUIRY_CHANNELS.map((channel) => [channel, byChannel(channel)])) as Record<
        InquiryChannel,
        ReturnType<typeof byChannel>
      >),
      total,
    })
    .from(productInquiries)
    .innerJoin(products, eq(products.id, productInquiries.productId))
    .where(gte(productInquiries.day, since))
    .groupBy(products.id, products.title)
    .orderBy(desc(total), products.title)
    .limit(MOST_ASKED);
}
