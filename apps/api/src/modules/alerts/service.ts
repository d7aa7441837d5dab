import { randomBytes } from 'node:crypto';
import { ALERTS_PER_ACCOUNT, type Alert, type AlertSubscription, type WaitedProduct } from '@shop/contracts';
import { and, count, desc, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { products, productVariants, variantAlerts } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/app-error';
import { lockUntilCommit } from '../../http/sliding-window';
import { variantLabel } from '../request-list/price-lines';
import { ALERT_MESSAGES } from './messages';

const STOP_TOKEN_BYTES = 16;
/** Sent alerts the profile still lists, newest first, after those waiting. */
const SENT_SHOWN = 20;
const WAITED_PRODUCTS_SHOWN = 20;

const alertColumns = {
  id: variantAlerts.id,
  kind: variantAlerts.kind,
  productId: products.id,
  variantId: variantAlerts.variantId,
  title: products.title,
  options: products.options,
  optionValues: productVariants.optionValues,
  variantImage: productVariants.image,
  productImage: products.image,
  targetPrice: variantAlerts.targetPrice,
  baselinePrice: variantAlerts.baselinePrice,
  createdAt: variantAlerts.createdAt,
  sentAt: variantAlerts.sentAt,
};

type AlertRow = { [K in keyof typeof alertColumns]: (typeof alertColumns)[K]['_']['data'] } & {
  sentAt: Date | null;
  targetPrice: number | null;
  variantImage: string | null;
};

const toAlert = (row: AlertRow): Alert => ({
  _id: row.id,
  kind: row.kind,
  productId: row.productId,
  variantId: row.variantId,
  title: row.title,
  variantLabel: variantLabel(row.options, row.optionValues),
  image: row.variantImage ?? row.productImage,
  targetPrice: row.targetPrice,
  baselinePrice: row.baselinePrice,
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
});

const alertRows = (db: Database) =>
  db
    .select(alertColumns)
    .from(variantAlerts)
    .innerJoin(productVariants, eq(productVariants.id, variantAlerts.variantId))
    .innerJoin(products, eq(products.id, productVariants.productId));

/**
 * Waits for the variant's event on the shopper's account. Refused for a variant one cannot order, an
 * «in stock» alert on one in stock, a target not below today's price, and past ALERTS_PER_ACCOUNT
 * waiting; the account is locked meanwhile, so parallel subscriptions cannot pass the limit together.
 */
export async function subscribe(db: Database, userId: string, wish: AlertSubscription): Promise<Alert> {
  const id = await db.transaction(async (tx) => {
    await lockUntilCommit(tx, [`alerts:${userId}`]);
    const [variant] = await tx
      .select({
        price: productVariants.price,
        stock: productVariants.stock,
        enabled: productVariants.enabled,
      })
      .from(productVariants)
      .where(eq(productVariants.id, wish.variantId));
    if (!variant?.enabled) throw notFound(ALERT_MESSAGES.variantNotFound);
    if (wish.kind === 'in-stock' && variant.stock > 0) throw badRequest(ALERT_MESSAGES.alreadyInStock);
    const targetPrice = wish.kind === 'price-drop' ? (wish.targetPrice ?? null) : null;
    if (targetPrice !== null && targetPrice >= variant.price) throw badRequest(ALERT_MESSAGES.targetNotBelow);

    const [others] = await tx
      .select({ waiting: count() })
      .from(variantAlerts)
      .where(
        and(
          eq(variantAlerts.userId, userId),
          isNull(variantAlerts.sentAt),
          or(ne(variantAlerts.variantId, wish.variantId), ne(variantAlerts.kind, wish.kind)),
        ),
      );
    if (others!.waiting >= ALERTS_PER_ACCOUNT) throw conflict(ALERT_MESSAGES.tooMany);

    const fresh = { targetPrice, baselinePrice: variant.price, dueAt: null, attempts: 0, sentAt: null };
    const [saved] = await tx
      .insert(variantAlerts)
      .values({
        userId,
        variantId: wish.variantId,
        kind: wish.kind,
        stopToken: randomBytes(STOP_TOKEN_BYTES).toString('base64url'),
        ...fresh,
      })
      .onConflictDoUpdate({
        target: [variantAlerts.userId, variantAlerts.variantId, variantAlerts.kind],
        set: {
          ...afterSent({ ...fresh, createdAt: sql`now()` }),
          // Last, as it is the one value asking again always changes.
          targetPrice,
        },
      })
      .returning({ id: variantAlerts.id });
    return saved!.id;
  });
  const [row] = await alertRows(db).where(eq(variantAlerts.id, id));
  return toAlert(row as AlertRow);
}

/**
 * Asking again: an alert still waiting keeps what it had (the price when first asked, its time, a due
 * SMS not yet sent), only its target changes, so «ارزان شد» still means cheaper than when he asked; one
 * already sent starts again from these values, as a new wish.
 */
function afterSent(fresh: Record<'baselinePrice' | 'dueAt' | 'attempts' | 'sentAt' | 'createdAt', unknown>) {
  return Object.fromEntries(
    Object.entries(fresh).map(([field, value]) => {
      const column = variantAlerts[field as keyof typeof fresh];
      return [field, sql`CASE WHEN ${variantAlerts.sentAt} IS NULL THEN ${column} ELSE ${value} END`];
    }),
  );
}

/** The account's alerts: all those waiting (at most ALERTS_PER_ACCOUNT), then the last ones sent. */
export async function listMine(db: Database, userId: string): Promise<Alert[]> {
  const rows = await alertRows(db)
    .where(eq(variantAlerts.userId, userId))
    .orderBy(
      sql`${variantAlerts.sentAt} IS NOT NULL`,
      desc(variantAlerts.sentAt),
      desc(variantAlerts.createdAt),
    )
    .limit(ALERTS_PER_ACCOUNT + SENT_SHOWN);
  return (rows as AlertRow[]).map(toAlert);
}

export async function cancel(db: Database, userId: string, id: string): Promise<void> {
  const gone = await db
    .delete(variantAlerts)
    .where(and(eq(variantAlerts.id, id), eq(variantAlerts.userId, userId)))
    .returning({ id: variantAlerts.id });
  if (gone.length === 0) throw notFound(ALERT_MESSAGES.alertNotFound);
}

/** The SMS's stop link: every alert still waiting on the token's account goes; answers how many. */
export async function stopByToken(db: Database, token: string): Promise<number> {
  const [owner] = await db
    .select({ userId: variantAlerts.userId })
    .from(variantAlerts)
    .where(eq(variantAlerts.stopToken, token));
  if (!owner) throw notFound(ALERT_MESSAGES.stopLinkUnknown);
  const stopped = await db
    .delete(variantAlerts)
    .where(and(eq(variantAlerts.userId, owner.userId), isNull(variantAlerts.sentAt)))
    .returning({ id: variantAlerts.id });
  return stopped.length;
}

/**
 * The products shoppers wait for most, for the owner. Reads the waiting alerts only (at most
 * ALERTS_PER_ACCOUNT an account), through their partial index.
 */
export async function waitedProducts(db: Database): Promise<WaitedProduct[]> {
  const waiting = count();
  return db
    .select({
      productId: products.id,
      title: products.title,
      inStock: sql<number>`count(*) FILTER (WHERE ${variantAlerts.kind} = 'in-stock')::int`,
      priceDrop: sql<number>`count(*) FILTER (WHERE ${variantAlerts.kind} = 'price-drop')::int`,
    })
    .from(variantAlerts)
    .innerJoin(productVariants, eq(productVariants.id, variantAlerts.variantId))
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(isNull(variantAlerts.sentAt))
    .groupBy(products.id)
    .orderBy(desc(waiting), products.title)
    .limit(WAITED_PRODUCTS_SHOWN);
}
