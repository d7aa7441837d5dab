import { sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import type { invoiceCounters, proFormaCounters } from '../../db/schema';

/** A Solar Hijri year's counter of numbers: requests (pro-formas and hand orders), or invoices. */
export type SequenceCounter = typeof proFormaCounters | typeof invoiceCounters;

/**
 * The year's next sequence, taken on the year's counter row: parallel takers wait for each other's
 * transaction there, so no two get one number; a transaction that fails after it gives it back with its
 * rollback.
 */
export async function nextSequence(tx: Transaction, counter: SequenceCounter, year: number): Promise<number> {
  const [row] = await tx
    .insert(counter)
    .values({ year, last: 1 })
    .onConflictDoUpdate({ target: counter.year, set: { last: sql`${counter.last} + 1` } })
    .returning({ last: counter.last });
  return row!.last;
}
