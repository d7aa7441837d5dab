import { sql } from 'drizzle-orm';
import { queryRows, type Database, type Transaction } from '../../db/client';
import { outgoingSms } from '../../db/schema';
import { DAY_MS, HOUR_MS } from '../../http/sliding-window';
import { secondsUntilShopSms } from '../auth/rate-limits';

export const ALERT_PURPOSES = { 'in-stock': 'back-in-stock', 'price-drop': 'price-drop' } as const;

/** An alert claimed for one SMS: who gets it and what it says. */
export interface ClaimedAlert {
  id: string;
  kind: keyof typeof ALERT_PURPOSES;
  phone: string;
  productId: string;
  variantId: string;
  title: string;
  options: { name: string }[];
  optionValues: string[];
  price: number;
  stopToken: string;
  attempts: number;
}

export interface AlertBudget {
  /** The shop's SMS budget an hour (setting), shared with the one-time codes and order messages. */
  smsPerHour: number;
  /** The time now, as the rate limits read it. */
  now: Date;
  /** How long a claim holds the alert: a process that dies mid-send frees it after this. */
  leaseMs: number;
}

/** Alerts may use half of the shop's hourly budget: sign-up codes and order news always keep room. */
const ALERT_SHARE_OF_BUDGET = 0.5;
/** «خبرم کن» messages one phone gets in a day; more wait until the day has room. */
export const ALERT_SMS_PER_PHONE_A_DAY = 5;
/** An alert over its phone's daily limit is looked at again after this. */
const PHONE_FULL_RETRY_MS = HOUR_MS;

const interval = (ms: number) => sql`make_interval(secs => ${ms / 1000})`;
const alertPurposes = sql`('back-in-stock', 'price-drop')`;

async function alertSmsSince(tx: Transaction, since: Date, phone?: string): Promise<number> {
  const [row] = await queryRows<{ sent: number }>(
    tx as unknown as Database,
    sql`SELECT count(*)::int AS sent FROM outgoing_sms
        WHERE purpose IN ${alertPurposes} AND created_at > ${since.toISOString()}
        ${phone ? sql`AND phone = ${phone}` : sql``}`,
  );
  return row!.sent;
}

/** Whether an alert SMS may go now: the shop's budget has room, and the alerts' share of it too. */
async function budgetHasRoom(tx: Transaction, { smsPerHour, now }: AlertBudget): Promise<boolean> {
  if (await secondsUntilShopSms(tx, smsPerHour, now)) return false;
  const share = Math.floor(smsPerHour * ALERT_SHARE_OF_BUDGET);
  return (await alertSmsSince(tx, new Date(now.getTime() - HOUR_MS))) < share;
}

/** Whether any alert is due now (a read only: idle processes write nothing). */
export async function hasDueAlerts(db: Database): Promise<boolean> {
  const rows = await queryRows(
    db,
    sql`SELECT 1 FROM variant_alerts WHERE due_at <= now() AND sent_at IS NULL LIMIT 1`,
  );
  return rows.length > 0;
}

type Claim = { alert: ClaimedAlert } | 'looked' | undefined;

/**
 * In one transaction: the oldest due alert no other process holds (`SKIP LOCKED`), if the budget has
 * room. An alert whose event no longer holds (sold out again, dearer again) waits for the next one; one
 * over its phone's daily limit waits an hour; either answers 'looked'. A claimed alert's SMS is counted
 * in the budget and its `due_at` moved past the lease, so no two processes send it.
 */
async function claimOne(db: Database, budget: AlertBudget): Promise<Claim> {
  return db.transaction(async (tx) => {
    if (!(await budgetHasRoom(tx, budget))) return undefined;
    const [due] = await queryRows<{
      id: string;
      kind: ClaimedAlert['kind'];
      phone: string;
      product_id: string;
      variant_id: string;
      title: string;
      options: { name: string }[];
      option_values: string[];
      price: string;
      stop_token: string;
      attempts: number;
      holds: boolean;
    }>(
      tx as unknown as Database,
      sql`SELECT a.id, a.kind, u.phone, p.id AS product_id, v.id AS variant_id, p.title, p.options,
            v.option_values, v.price, a.stop_token, a.attempts,
            variant_alert_event(a.kind, a.target_price, a.baseline_price, v.price, v.stock, v.enabled) AS holds
          FROM variant_alerts a
          JOIN users u ON u.id = a.user_id
          JOIN product_variants v ON v.id = a.variant_id
          JOIN products p ON p.id = v.product_id
          WHERE a.due_at <= now() AND a.sent_at IS NULL
          ORDER BY a.due_at LIMIT 1 FOR UPDATE OF a SKIP LOCKED`,
    );
    if (!due) return undefined;
    if (!due.holds) {
      await tx.execute(sql`UPDATE variant_alerts SET due_at = NULL WHERE id = ${due.id}`);
      return 'looked';
    }
    const dayAgo = new Date(budget.now.getTime() - DAY_MS);
    if ((await alertSmsSince(tx, dayAgo, due.phone)) >= ALERT_SMS_PER_PHONE_A_DAY) {
      await tx.execute(
        sql`UPDATE variant_alerts SET due_at = now() + ${interval(PHONE_FULL_RETRY_MS)} WHERE id = ${due.id}`,
      );
      return 'looked';
    }
    await tx
      .insert(outgoingSms)
      .values({ phone: due.phone, purpose: ALERT_PURPOSES[due.kind], createdAt: budget.now });
    await tx.execute(
      sql`UPDATE variant_alerts SET due_at = now() + ${interval(budget.leaseMs)}, attempts = attempts + 1
          WHERE id = ${due.id}`,
    );
    return {
      alert: {
        id: due.id,
        kind: due.kind,
        phone: due.phone,
        productId: due.product_id,
        variantId: due.variant_id,
        title: due.title,
        options: due.options,
        optionValues: due.option_values,
        price: Number(due.price),
        stopToken: due.stop_token,
        attempts: due.attempts + 1,
      },
    };
  });
}

/** The next alert to send now, past those that no longer hold or must wait; undefined when none may go. */
export async function claimDueAlert(db: Database, budget: AlertBudget): Promise<ClaimedAlert | undefined> {
  for (;;) {
    const claim = await claimOne(db, budget);
    if (claim !== 'looked') return claim?.alert;
  }
}

/** Its SMS went: the alert is done (unless another process already marked it). */
export async function markAlertSent(db: Database, id: string): Promise<void> {
  await db.execute(sql`UPDATE variant_alerts SET sent_at = now() WHERE id = ${id} AND sent_at IS NULL`);
}

/**
 * Its SMS could not go: tried again after `retryBaseMs` × 2^(attempts − 1); after `maxAttempts` the
 * alert waits for the variant's next event instead.
 */
export async function markAlertFailed(
  db: Database,
  alert: ClaimedAlert,
  { retryBaseMs, maxAttempts }: { retryBaseMs: number; maxAttempts: number },
): Promise<void> {
  const next =
    alert.attempts >= maxAttempts
      ? sql`NULL, attempts = 0`
      : sql`now() + ${interval(retryBaseMs * 2 ** (alert.attempts - 1))}`;
  await db.execute(
    sql`UPDATE variant_alerts SET due_at = ${next} WHERE id = ${alert.id} AND sent_at IS NULL`,
  );
}
