import { sql, TransactionRollbackError } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';

/** Products claimed for one request to Torob's webhook: each with the change it was claimed at. */
export interface ClaimedBatch {
  productIds: string[];
  changes: number[];
}

export interface ClaimTiming {
  /** How long the claim holds the rows: a process that dies mid-send frees them after this. */
  leaseMs: number;
  /** The least time between two requests, across every process (Torob allows 20 a minute). */
  minIntervalMs: number;
}

const interval = (ms: number) => sql`make_interval(secs => ${ms / 1000})`;

/** Whether any queued product is due now (a read only: idle processes write nothing). */
export async function hasDueChanges(db: Database): Promise<boolean> {
  const rows = await queryRows(
    db,
    sql`SELECT 1 FROM torob_webhook_queue WHERE available_at <= now() LIMIT 1`,
  );
  return rows.length > 0;
}

/**
 * Takes the shop's next request slot and up to `size` due products, oldest change first, in one
 * transaction. Rows another process holds are skipped (`SKIP LOCKED`), and the claim moves
 * `available_at` past the lease, so no two processes send the same change. Answers undefined when the
 * slot is not yet free or nothing is due.
 */
export async function claimBatch(
  db: Database,
  size: number,
  { leaseMs, minIntervalMs }: ClaimTiming,
): Promise<ClaimedBatch | undefined> {
  return db
    .transaction(async (tx) => {
      const slot = await queryRows(
        tx as unknown as Database,
        sql`UPDATE torob_webhook_state SET next_send_at = now() + ${interval(minIntervalMs)}
          WHERE id = 1 AND next_send_at <= now() RETURNING 1`,
      );
      if (slot.length === 0) return undefined;
      const rows = await queryRows<{ product_id: string; change: string }>(
        tx as unknown as Database,
        sql`UPDATE torob_webhook_queue q
          SET available_at = now() + ${interval(leaseMs)}, attempts = q.attempts + 1
          FROM (SELECT product_id FROM torob_webhook_queue WHERE available_at <= now()
                ORDER BY available_at, change LIMIT ${size} FOR UPDATE SKIP LOCKED) due
          WHERE q.product_id = due.product_id
          RETURNING q.product_id, q.change`,
      );
      // Nothing to send: the slot stays free for the next change.
      if (rows.length === 0) tx.rollback();
      rows.sort((a, b) => Number(a.change) - Number(b.change));
      return {
        productIds: rows.map((row) => row.product_id),
        changes: rows.map((row) => Number(row.change)),
      };
    })
    .catch((error: unknown) => {
      if (error instanceof TransactionRollbackError) return undefined;
      throw error;
    });
}

// As array literals: a JS array would be spread into a list of parameters. Ids and numbers need no quoting.
const arrayLiteral = (values: (string | number)[]) => `{${values.join(',')}}`;
const batchRows = ({ productIds, changes }: ClaimedBatch) =>
  sql`SELECT * FROM unnest(${arrayLiteral(productIds)}::uuid[], ${arrayLiteral(changes)}::bigint[])
      AS sent(product_id, change)`;

/** Torob has them: the rows go, unless the product changed again meanwhile (that change is still due). */
export async function markSent(db: Database, batch: ClaimedBatch): Promise<void> {
  await db.execute(
    sql`DELETE FROM torob_webhook_queue q USING (${batchRows(batch)}) sent
        WHERE q.product_id = sent.product_id AND q.change = sent.change`,
  );
}

/**
 * The request failed: the rows wait `retryBaseMs` × 2^(attempts − 1), at most `retryMaxMs`, and are
 * tried again (a product changed meanwhile is already due again).
 */
export async function markFailed(
  db: Database,
  batch: ClaimedBatch,
  { retryBaseMs, retryMaxMs }: { retryBaseMs: number; retryMaxMs: number },
): Promise<void> {
  await db.execute(
    sql`UPDATE torob_webhook_queue q
        SET available_at = now() + make_interval(secs => least(
          ${retryBaseMs / 1000}::float8 * power(2, q.attempts - 1), ${retryMaxMs / 1000}::float8))
        FROM (${batchRows(batch)}) sent
        WHERE q.product_id = sent.product_id AND q.change = sent.change`,
  );
}

/**
 * Part of a claim that did not fit in the request (a family announces each of its variants): due again
 * at once, as if never claimed.
 */
export async function releaseClaim(db: Database, batch: ClaimedBatch): Promise<void> {
  if (batch.productIds.length === 0) return;
  await db.execute(
    sql`UPDATE torob_webhook_queue q SET available_at = now(), attempts = greatest(q.attempts - 1, 0)
        FROM (${batchRows(batch)}) sent
        WHERE q.product_id = sent.product_id AND q.change = sent.change`,
  );
}

/** With no token, or the switch off, nothing is announced: changes made meanwhile are let go. */
export async function dropQueuedChanges(db: Database): Promise<void> {
  if ((await queryRows(db, sql`SELECT 1 FROM torob_webhook_queue LIMIT 1`)).length === 0) return;
  await db.execute(sql`DELETE FROM torob_webhook_queue`);
}
