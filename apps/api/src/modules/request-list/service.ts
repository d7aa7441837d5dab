import { mergeRequestLines, REQUEST_LIST_MAX_LINES, type RequestLine } from '@shop/contracts';
import { toPersianDigits } from '@shop/persian';
import { asc, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { requestListLines } from '../../db/schema';
import { conflict } from '../../http/app-error';
import { lockUntilCommit } from '../../http/sliding-window';

const TOO_MANY_TO_MERGE = `با لیست این مرورگر، لیست حساب شما بیش از ${toPersianDigits(REQUEST_LIST_MAX_LINES)} ردیف می‌شود؛ چند ردیف را حذف کنید و دوباره وارد شوید`;

async function readLines(db: Database | Transaction, userId: string): Promise<RequestLine[]> {
  const rows = await db
    .select({
      variantId: requestListLines.variantId,
      quantity: requestListLines.quantity,
      addedPrice: requestListLines.addedPrice,
    })
    .from(requestListLines)
    .where(eq(requestListLines.userId, userId))
    .orderBy(asc(requestListLines.position));
  return rows;
}

/** Writes the account's list as `lines`, in their order (inside the caller's transaction). */
async function writeLines(tx: Transaction, userId: string, lines: RequestLine[], now: Date): Promise<void> {
  await tx.delete(requestListLines).where(eq(requestListLines.userId, userId));
  if (lines.length === 0) return;
  await tx.insert(requestListLines).values(
    lines.map((line, position) => ({
      userId,
      variantId: line.variantId,
      position,
      quantity: line.quantity,
      addedPrice: line.addedPrice,
      updatedAt: now,
    })),
  );
}

/**
 * Runs `change` on the account's list in one transaction that first locks the account's list, so two
 * devices saving (or merging) at once take turns instead of both writing.
 */
function changeList<T>(db: Database, userId: string, change: (tx: Transaction) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await lockUntilCommit(tx, [`request-list:${userId}`]);
    return change(tx);
  });
}

/** The signed-in shopper's list as kept on the account. */
export async function getAccountList(db: Database, userId: string): Promise<{ lines: RequestLine[] }> {
  return { lines: await readLines(db, userId) };
}

/** Replaces the account's list with `lines` (the browser's after an edit), all or nothing. */
export async function saveAccountList(
  db: Database,
  userId: string,
  lines: RequestLine[],
  now: Date,
): Promise<{ lines: RequestLine[] }> {
  return changeList(db, userId, async (tx) => {
    await writeLines(tx, userId, lines, now);
    return { lines: await readLines(tx, userId) };
  });
}

/**
 * Merges the browser's list into the account's on sign-in. A union past the list's limit is refused
 * (409, nothing written) rather than cut: the shopper chooses what goes.
 */
export async function mergeAccountList(
  db: Database,
  userId: string,
  browser: RequestLine[],
  now: Date,
): Promise<{ lines: RequestLine[] }> {
  return changeList(db, userId, async (tx) => {
    const account = await readLines(tx, userId);
    const merged = mergeRequestLines(account, browser);
    if (merged.length > REQUEST_LIST_MAX_LINES) throw conflict(TOO_MANY_TO_MERGE);
    const unchanged =
      merged.length === account.length &&
      merged.every(
        (line, index) =>
          line.quantity === account[index]!.quantity && line.addedPrice === account[index]!.addedPrice,
      );
    if (!unchanged) await writeLines(tx, userId, merged, now);
    return { lines: unchanged ? account : await readLines(tx, userId) };
  });
}
