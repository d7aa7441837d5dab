import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { imagePins } from '../db/schema';

/** Past this, a pin belongs to a request that died (a killed process): it protects nothing any more. */
export const PIN_LIFETIME_MS = 60 * 60_000;

const pinCutoff = () => new Date(Date.now() - PIN_LIFETIME_MS);

/** Pins a stored name for one request; answers the pin to give back. */
export async function pinImage(db: Database, name: string): Promise<string> {
  const [pin] = await db.insert(imagePins).values({ name }).returning({ id: imagePins.id });
  return pin!.id;
}

export async function unpinImages(db: Database, pins: string[]): Promise<void> {
  if (pins.length > 0) await db.delete(imagePins).where(inArray(imagePins.id, pins));
}

export async function isPinned(db: Database, name: string): Promise<boolean> {
  const rows = await db
    .select({ one: sql`1` })
    .from(imagePins)
    .where(and(eq(imagePins.name, name), gt(imagePins.pinnedAt, pinCutoff())))
    .limit(1);
  return rows.length > 0;
}

/** Deletes the pins of requests that died; answers how many. */
export async function dropStalePins(db: Database): Promise<number> {
  const dropped = await db
    .delete(imagePins)
    .where(lt(imagePins.pinnedAt, pinCutoff()))
    .returning({ id: imagePins.id });
  return dropped.length;
}
