import {
  QUESTIONS_DESK_PAGE_SIZE,
  QUESTIONS_PAGE_SIZE,
  type DeskQuestion,
  type PublishedQuestion,
  type QuestionStatus,
} from '@shop/contracts';
import { maskPhone } from '@shop/persian';
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { CONTENT_VERSION_CHANNEL } from '../../db/content-version';
import { productQuestions, products, searchState, users } from '../../db/schema';
import { notFound } from '../../http/app-error';
import { assertCanAsk } from './limits';

export const QUESTION_MESSAGES = {
  productNotFound: 'محصول یافت نشد',
  questionNotFound: 'پرسش یافت نشد',
};

/** Lists count at most this many rows for their pager: never a whole table. */
const COUNTED_MAX = 10_000;

/** A page of a list: its items and how many there are in all (counted up to COUNTED_MAX). */
interface Page<Item> {
  items: Item[];
  page: number;
  pageSize: number;
  total: number;
}

async function countedRows(db: Database, where: SQL | undefined): Promise<number> {
  const bounded = db
    .select({ one: sql`1` })
    .from(productQuestions)
    .where(where)
    .limit(COUNTED_MAX)
    .as('bounded');
  const [row] = await db.select({ total: count() }).from(bounded);
  return row?.total ?? 0;
}

async function assertProductExists(db: Database, productId: string): Promise<void> {
  const [product] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId));
  if (!product) throw notFound(QUESTION_MESSAGES.productNotFound);
}

/**
 * A signed-in shopper asks about a product: kept waiting, shown to nobody until the owner answers or
 * approves it. Past the account's or the address's daily limit it is refused (429) and nothing is kept.
 */
export async function askQuestion(
  db: Database,
  input: { productId: string; userId: string; ip: string; question: string; now: Date },
): Promise<{ question: { id: string; status: 'waiting' } }> {
  const { productId, userId, ip, question, now } = input;
  await assertProductExists(db, productId);
  const id = await db.transaction(async (tx) => {
    await assertCanAsk(tx, { userId, ip, now });
    const [row] = await tx
      .insert(productQuestions)
      .values({ productId, userId, question, askerIp: ip, createdAt: now })
      .returning({ id: productQuestions.id });
    return row!.id;
  });
  return { question: { id, status: 'waiting' } };
}

type ShownRow = Pick<
  typeof productQuestions.$inferSelect,
  'id' | 'question' | 'answer' | 'createdAt' | 'answeredAt'
>;

const toPublished = (row: ShownRow): PublishedQuestion => ({
  id: row.id,
  question: row.question,
  answer: row.answer,
  createdAt: row.createdAt.toISOString(),
  answeredAt: row.answeredAt?.toISOString() ?? null,
});

/**
 * A product's published questions, newest first, a page at a time, with how many there are; 404 for no
 * such product. One statement: the product's row, its page of questions and their count.
 */
export async function publishedQuestions(
  db: Database,
  productId: string,
  page: number,
): Promise<Page<PublishedQuestion>> {
  const isShown = and(eq(productQuestions.productId, products.id), eq(productQuestions.status, 'published'));
  const shown = db
    .select({
      id: productQuestions.id,
      question: productQuestions.question,
      answer: productQuestions.answer,
      createdAt: productQuestions.createdAt,
      answeredAt: productQuestions.answeredAt,
    })
    .from(productQuestions)
    .where(isShown)
    .orderBy(desc(productQuestions.createdAt), desc(productQuestions.id))
    .limit(QUESTIONS_PAGE_SIZE)
    .offset((page - 1) * QUESTIONS_PAGE_SIZE)
    .as('shown');
  const counted = db
    .select({ one: sql`1` })
    .from(productQuestions)
    .where(isShown)
    .limit(COUNTED_MAX);
  const rows = await db
    .select({
      id: shown.id,
      question: shown.question,
      answer: shown.answer,
      createdAt: shown.createdAt,
      answeredAt: shown.answeredAt,
      total: sql<number>`(SELECT count(*)::int FROM (${counted}) AS counted)`,
    })
    .from(products)
    .leftJoinLateral(shown, sql`true`)
    .where(eq(products.id, productId));
  if (rows.length === 0) throw notFound(QUESTION_MESSAGES.productNotFound);
  // A product without a published question joins none: its one row has no question.
  const items = rows.flatMap(({ id, question, answer, createdAt, answeredAt }) =>
    id && question !== null && createdAt
      ? [toPublished({ id, question, answer, createdAt, answeredAt })]
      : [],
  );
  return { items, page, pageSize: QUESTIONS_PAGE_SIZE, total: rows[0]!.total };
}

const deskColumns = {
  question: productQuestions,
  productTitle: products.title,
  askerName: users.name,
  askerPhone: users.phone,
};

const selectDeskQuestions = (db: Database | Transaction) =>
  db
    .select(deskColumns)
    .from(productQuestions)
    .innerJoin(products, eq(products.id, productQuestions.productId))
    .leftJoin(users, eq(users.id, productQuestions.userId));

type DeskRow = {
  question: typeof productQuestions.$inferSelect;
  productTitle: string;
  askerName: string | null;
  askerPhone: string | null;
};

const toDesk = ({ question, productTitle, askerName, askerPhone }: DeskRow): DeskQuestion => ({
  ...toPublished(question),
  status: question.status,
  productId: question.productId,
  productTitle,
  asker: askerName || (askerPhone ? maskPhone(askerPhone) : null),
});

/** The desk's questions in one status: the oldest waiting first (answered in turn), else the newest first. */
export async function listQuestions(
  db: Database,
  status: QuestionStatus,
  page: number,
): Promise<Page<DeskQuestion>> {
  const where = eq(productQuestions.status, status);
  const order =
    status === 'waiting'
      ? [asc(productQuestions.createdAt), asc(productQuestions.id)]
      : [desc(productQuestions.createdAt), desc(productQuestions.id)];
  const [rows, total] = await Promise.all([
    selectDeskQuestions(db)
      .where(where)
      .orderBy(...order)
      .limit(QUESTIONS_DESK_PAGE_SIZE)
      .offset((page - 1) * QUESTIONS_DESK_PAGE_SIZE),
    countedRows(db, where),
  ]);
  return { items: rows.map(toDesk), page, pageSize: QUESTIONS_DESK_PAGE_SIZE, total };
}

/** How many questions wait for the owner, for the dashboard. */
export async function waitingCount(db: Database): Promise<{ waiting: number }> {
  return { waiting: await countedRows(db, eq(productQuestions.status, 'waiting')) };
}

type Change = Partial<
  Pick<typeof productQuestions.$inferInsert, 'status' | 'answer' | 'answeredAt' | 'answeredBy'>
>;

/**
 * Changes one question and, since the product page (drawn and kept per catalog version) shows published
 * ones, bumps the catalog version in the same transaction: the change shows at once, in every process.
 */
async function changeQuestion(db: Database, id: string, change: Change): Promise<{ question: DeskQuestion }> {
  await db.transaction(async (tx) => {
    const [changed] = await tx
      .update(productQuestions)
      .set(change)
      .where(eq(productQuestions.id, id))
      .returning({ id: productQuestions.id });
    if (!changed) throw notFound(QUESTION_MESSAGES.questionNotFound);
    await tx
      .update(searchState)
      .set({ catalogVersion: sql`${searchState.catalogVersion} + 1` })
      .where(eq(searchState.id, 1));
    await tx.execute(sql`SELECT pg_notify(${CONTENT_VERSION_CHANNEL}, '')`);
  });
  const [row] = await selectDeskQuestions(db).where(eq(productQuestions.id, id));
  return { question: toDesk(row!) };
}

/** The owner answers a question, or edits his answer: it is published with it. */
export const answerQuestion = (
  db: Database,
  id: string,
  { answer, adminId, now }: { answer: string; adminId: string; now: Date },
) => changeQuestion(db, id, { status: 'published', answer, answeredAt: now, answeredBy: adminId });

/** The owner publishes a question as it is, with its answer if it has one. */
export const approveQuestion = (db: Database, id: string) => changeQuestion(db, id, { status: 'published' });

/** The owner hides a question; its answer is kept, should he publish it again. */
export const rejectQuestion = (db: Database, id: string) => changeQuestion(db, id, { status: 'rejected' });
