import { randomBytes } from 'node:crypto';
import type { PricedLine, ProForma, ProFormaChannel, ProFormaLine, RequestLine } from '@shop/contracts';
import { toPersianDigits } from '@shop/persian';
import { and, desc, eq, gt } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { proFormaCounters, proFormas } from '../../db/schema';
import { canonicalPhone, recordShopperRequest } from '../orders/service';
import { groupOf } from '../trade/shopper-prices';
import { nextSequence } from './sequence';
import { badRequest, notFound, tooManyRequests } from '../../http/app-error';
import {
  DAY_MS,
  lockUntilCommit,
  secondsUntilRoom,
  type EventTimes,
  type SlidingWindow,
} from '../../http/sliding-window';
import { priceLines } from '../request-list/price-lines';
import { getShopSettings } from '../settings/service';
import { proFormaNumber, solarYear } from './number';

/** Pro-formas one account may ask for a day (the address's budget is `pro-forma` in address-budgets.ts). */
export const PRO_FORMAS_PER_ACCOUNT: SlidingWindow = { limit: 50, windowMs: DAY_MS };
/** 24 random bytes: 32 characters of base64url, never guessed, and nothing to count up from. */
const TOKEN_BYTES = 24;

export const PRO_FORMA_MESSAGES = {
  notFound: 'پیش‌فاکتور یافت نشد',
  emptyList: 'لیست خالی است؛ ابتدا کالایی به لیست بیفزایید',
  nothingAvailable:
    'هیچ‌یک از کالاهای لیست اکنون قابل سفارش نیست؛ موجودی، تعداد یا وضعیت کالاها را در لیست ببینید',
  tooManyForAccount: (hours: number) =>
    `درخواست پیش‌فاکتور از این حساب بیش از حد مجاز بوده است؛ ${toPersianDigits(hours)} ساعت دیگر دوباره تلاش کنید`,
};

type ProFormaRow = typeof proFormas.$inferSelect;

function toProForma(row: ProFormaRow): ProForma {
  return {
    number: row.number,
    token: row.token,
    createdAt: row.createdAt.toISOString(),
    validUntil: row.validUntil.toISOString(),
    lines: row.lines,
    total: row.total,
    shop: row.shop,
  };
}

/** An available line as the pro-forma keeps it: what it was and what it cost, nothing that moves. */
function freeze(line: PricedLine): ProFormaLine {
  return {
    productId: line.productId!,
    variantId: line.variantId,
    title: line.title!,
    variantLabel: line.variantLabel,
    unit: line.unit,
    unitSize: line.unitSize,
    minQuantity: line.minQuantity,
    quantityStep: line.quantityStep,
    quantity: line.quantity,
    unitPrice: line.unitPrice!,
    lineTotal: line.lineTotal,
    shopPrice: line.shopPrice!,
    priceRule: line.priceRule,
  };
}

/**
 * At most PRO_FORMAS_PER_ACCOUNT a day for one account, counted on its pro-formas; locks the account's
 * count until the transaction ends, so parallel creates cannot slip past it.
 */
async function assertAccountMayCreate(tx: Transaction, userId: string, now: Date): Promise<void> {
  await lockUntilCommit(tx, [`pro-forma-account:${userId}`]);
  const times: EventTimes = async (since, limit) => {
    const rows = await tx
      .select({ at: proFormas.createdAt })
      .from(proFormas)
      .where(and(eq(proFormas.userId, userId), gt(proFormas.createdAt, since)))
      .orderBy(desc(proFormas.createdAt))
      .limit(limit);
    return rows.map((row) => row.at);
  };
  const wait = await secondsUntilRoom(times, PRO_FORMAS_PER_ACCOUNT, now);
  if (wait) throw tooManyRequests(PRO_FORMA_MESSAGES.tooManyForAccount(Math.ceil(wait / 3600)), wait);
}

interface CreateInput {
  lines: RequestLine[];
  channel: ProFormaChannel;
  /** The signed-in shopper, or null for anyone (the browser's list). */
  userId: string | null;
  /** A phone the shopper typed to be called back. */
  phone?: string | null;
  torobClid?: string | null;
  now: Date;
}

/**
 * Freezes the list as a pro-forma: every line priced now by the server (the client's prices are never
 * read), only the lines that can be ordered kept; numbered in the Solar Hijri year, valid for the shop's
 * `proFormaValidDays`, with the shop's name, phone and address of the moment; it arrives on the order desk
 * as a request under the same number, in the same transaction. Refuses an empty list and
 * one with nothing to order (400), and an account past its day's limit (429).
 */
export async function createProForma(db: Database, input: CreateInput): Promise<ProForma> {
  const { userId, now } = input;
  if (input.lines.length === 0) throw badRequest(PRO_FORMA_MESSAGES.emptyList);
  const phone = canonicalPhone(input.phone);
  const priced = await priceLines(db, input.lines, await groupOf(db, userId));
  const lines = priced.lines.filter((line) => line.state === 'available').map(freeze);
  if (lines.length === 0) throw badRequest(PRO_FORMA_MESSAGES.nothingAvailable);
  const { settings } = await getShopSettings(db);
  const year = solarYear(now);
  return db.transaction(async (tx) => {
    if (userId) await assertAccountMayCreate(tx, userId, now);
    const seq = await nextSequence(tx, proFormaCounters, year);
    const [row] = await tx
      .insert(proFormas)
      .values({
        number: proFormaNumber(year, seq),
        year,
        seq,
        token: randomBytes(TOKEN_BYTES).toString('base64url'),
        userId,
        channel: input.channel,
        lines,
        total: priced.total,
        shop: { name: settings.shopName.fa, phone: settings.phone, address: settings.address },
        createdAt: now,
        validUntil: new Date(now.getTime() + settings.proFormaValidDays * DAY_MS),
      })
      .returning();
    await recordShopperRequest(tx, {
      proFormaId: row!.id,
      number: row!.number,
      year,
      seq,
      channel: input.channel,
      lines,
      total: priced.total,
      userId,
      phone,
      torobClid: input.torobClid ?? null,
      now,
    });
    return toProForma(row!);
  });
}

/** The pro-forma its link names, and whether its validity has passed by `now`; 404 for any other token. */
export async function getProForma(
  db: Database,
  token: string,
  now: Date,
): Promise<{ proForma: ProForma; expired: boolean }> {
  const [row] = await db.select().from(proFormas).where(eq(proFormas.token, token));
  if (!row) throw notFound(PRO_FORMA_MESSAGES.notFound);
  return { proForma: toProForma(row), expired: now.getTime() > row.validUntil.getTime() };
}
