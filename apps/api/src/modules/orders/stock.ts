import type { OrderLine } from '@shop/contracts';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { productVariants } from '../../db/schema';
import { conflict } from '../../http/app-error';
import { ORDER_MESSAGES } from './messages';

/**
 * Takes each line's quantity off its variant's stock, in the order's transaction: a variant that is gone,
 * or holds less than the line asks, refuses the whole confirm (409 naming the line), so nothing is taken.
 */
export async function takeStock(tx: Transaction, lines: OrderLine[]): Promise<void> {
  for (const line of lines) {
    const [taken] = await tx
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} - ${line.quantity}`, updatedAt: new Date() })
      .where(and(eq(productVariants.id, line.variantId), gte(productVariants.stock, line.quantity)))
      .returning({ id: productVariants.id });
    if (taken) continue;
    const [variant] = await tx
      .select({ stock: productVariants.stock })
      .from(productVariants)
      .where(eq(productVariants.id, line.variantId));
    throw conflict(
      variant
        ? ORDER_MESSAGES.notEnoughStock(line.title, variant.stock)
        : ORDER_MESSAGES.lineGone(line.title),
    );
  }
}

/** Puts each line's quantity back on its variant (a variant deleted since has nothing to put it on). */
export async function giveStockBack(tx: Transaction, lines: OrderLine[]): Promise<void> {
  for (const line of lines) {
    await tx
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} + ${line.quantity}`, updatedAt: new Date() })
      .where(eq(productVariants.id, line.variantId));
  }
}
