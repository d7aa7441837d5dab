import {
  MAX_PRICE,
  PRICE_CHANGE_PREVIEW_ROWS,
  PRICE_CHANGES_LISTED,
  type PriceChange,
  type PriceChangeApply,
  type PriceChangePreview,
  type PriceChangePreviewRequest,
  type PriceChangeRule,
  type PriceChangeRow,
} from '@shop/contracts';
import { toLatinDigits } from '@shop/persian';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { queryRows, type Database, type Transaction } from '../../db/client';
import {
  brands,
  categories,
  customerGroups,
  priceChangeItems,
  priceChanges,
  products,
  productVariants,
  users,
} from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/app-error';
import { selectionWhere } from '../catalog/product-filters';
import { existingGroup } from '../trade/groups';
import { displayNameOf } from '../users/display-name';
import { PRICE_CHANGE_MESSAGES } from './messages';
import { newPricesOf } from './new-prices';
import { priceListOf, type PriceList } from './price-lists';

interface Tally {
  matched: number;
  changing: number;
  tooLow: number;
  tooHigh: number;
}

/** Why the change cannot be applied, or null: it must change something, and leave every price in range. */
function refusalOf({ matched, changing, tooLow, tooHigh }: Tally): string | null {
  if (matched === 0) return PRICE_CHANGE_MESSAGES.nothingChosen;
  if (tooLow > 0) return PRICE_CHANGE_MESSAGES.tooLow(tooLow);
  if (tooHigh > 0) return PRICE_CHANGE_MESSAGES.tooHigh(tooHigh);
  if (changing === 0) return PRICE_CHANGE_MESSAGES.nothingChanges;
  return null;
}

// Option values compared as typed in any digits and decimal separator: «۲٫۵», «2.5» and «٢.٥» are one.
const PERSIAN = '۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩٫';
const LATIN = '01234567890123456789.';
const comparable = (value: SQL) => sql`lower(translate(${value}, ${PERSIAN}, ${LATIN}))`;
const comparableText = (value: string) => toLatinDigits(value).replace(/٫/g, '.').toLowerCase();

/**
 * The variants the rule chooses: those of the chosen products (category, brand, title) whose price in
 * the changed list and stock fit the rule's range, and that hold its option value if it names one
 * («همه‌ی ۲٫۵»).
 */
function chosenVariants({ selection }: PriceChangeRule, list: PriceList): SQL {
  const { minPrice, maxPrice, stock, optionValue, ...productSelection } = selection;
  return and(
    selectionWhere(productSelection),
    minPrice === undefined ? undefined : sql`${list.price} >= ${minPrice}`,
    maxPrice === undefined ? undefined : sql`${list.price} <= ${maxPrice}`,
    stock === undefined
      ? undefined
      : stock === 'in-stock'
        ? sql`${productVariants.stock} > 0`
        : sql`${productVariants.stock} = 0`,
    optionValue === undefined
      ? undefined
      : sql`EXISTS (SELECT 1 FROM unnest(${productVariants.optionValues}) AS "value"
               WHERE ${comparable(sql`"value"`)} = ${comparableText(optionValue)})`,
  )!;
}

/** Whether the admin unticked the variant in the preview. */
const excludedBy = ({ excluded }: PriceChangeRule) =>
  excluded.length === 0 ? sql`false` : sql`${productVariants.id} = ANY(${sql.param(excluded)}::uuid[])`;

/**
 * Every variant the rule chooses, one row each: its prices in the list before and after, whether it
 * changes, whether it was unticked, and what the preview shows of it.
 */
function chosenRows(rule: PriceChangeRule, list: PriceList): SQL {
  const next = newPricesOf(rule, list);
  return sql`
    SELECT ${productVariants.id} AS "id", ${productVariants.productId} AS "product_id",
           ${list.price} AS "price", ${list.originalPrice} AS "original_price",
           ${next.price} AS "new_price", ${next.originalPrice} AS "new_original_price",
           ${next.changes} AS "changes", ${excludedBy(rule)} AS "excluded",
           ${products.createdAt} AS "created_at", ${productVariants.position} AS "position",
           ${products.title} || CASE WHEN cardinality(${productVariants.optionValues}) > 0
             THEN ' (' || array_to_string(${productVariants.optionValues}, ' / ') || ')' ELSE '' END AS "title"
    FROM ${list.variants} WHERE ${chosenVariants(rule, list)}`;
}

/**
 * The counts over "chosen" (`chosenRows`), and its fingerprint: the rule and every chosen variant's id,
 * price and old price, in id order. Any write of those prices, a variant joining or leaving the
 * selection, or another rule (unticking included) gives another fingerprint. Unticked variants change
 * nothing, so they neither count as changing nor refuse the change.
 */
const tallyOf = (rule: PriceChangeRule) => sql`
  count(*)::int AS "matched",
  (count(*) FILTER (WHERE ${WRITTEN}))::int AS "changing",
  (count(*) FILTER (WHERE NOT "excluded" AND "new_price" <= 0))::int AS "tooLow",
  (count(*) FILTER (WHERE NOT "excluded" AND greatest("new_price", "new_original_price") > ${MAX_PRICE}))::int AS "tooHigh",
  (count(*) FILTER (WHERE ${WRITTEN} AND "original_price" > "price" AND "new_price" >= "new_original_price"))::int AS "discountsLost",
  (count(*) FILTER (WHERE "changes" AND "excluded"))::int AS "excluded",
  md5(${JSON.stringify(rule)} || coalesce(
    string_agg(concat_ws(':', "id", "price", "original_price"), ',' ORDER BY "id"), '')) AS "fingerprint"`;

/** The chosen rows the change writes. */
const WRITTEN = sql.raw(`"changes" AND NOT "excluded"`);

type FingerprintedTally = Tally & { discountsLost: number; excluded: number; fingerprint: string };

/**
 * What applying the rule now would do: counts, a page of the changing rows before and after (unticked ones
 * marked), any refusal, a fingerprint.
 */
export async function previewPriceChange(
  db: Database,
  { page, ...rule }: PriceChangePreviewRequest,
): Promise<PriceChangePreview> {
  if (rule.priceList) await existingGroup(db, rule.priceList);
  const chosen = chosenRows(rule, priceListOf(rule.priceList));
  const [[tally], rows] = await Promise.all([
    queryRows<FingerprintedTally>(
      db,
      sql`WITH "chosen" AS (${chosen}) SELECT ${tallyOf(rule)} FROM "chosen"`,
    ),
    queryRows<PriceChangeRow>(
      db,
      sql`SELECT "id" AS "_id", "product_id" AS "productId", "title", "price"::float8 AS "price",
                 "original_price"::float8 AS "originalPrice", "new_price"::float8 AS "newPrice",
                 "new_original_price"::float8 AS "newOriginalPrice", "excluded"
          FROM (${chosen}) AS "chosen" WHERE "changes"
          ORDER BY "created_at" DESC, "product_id" DESC, "position"
          LIMIT ${PRICE_CHANGE_PREVIEW_ROWS} OFFSET ${(page - 1) * PRICE_CHANGE_PREVIEW_ROWS}`,
    ),
  ]);
  const { fingerprint, ...counts } = tally!;
  const pages = Math.ceil((counts.changing + counts.excluded) / PRICE_CHANGE_PREVIEW_ROWS);
  return { ...counts, problem: refusalOf(counts), rows, page, pages, fingerprint };
}

/** Bulk price changes and undos take turns, so each reads the prices the one before it wrote. */
const takeTurn = (tx: Transaction) =>
  tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('price-changes'))`);

/**
 * Applies the rule as it was previewed, in one transaction of set-based statements. One statement locks
 * every chosen product (`FOR UPDATE`: a product edited meanwhile is read as its edit left it, and no edit
 * comes between this read and the UPDATE below), writes the changing ones' prices before and after to
 * `price_change_items`, and counts and fingerprints what it locked, as the preview did. The whole change
 * is refused when the fingerprint is not the preview's (409: the prices changed since, for instance by
 * another admin applying the same preview first), or when any price would end at zero or below, or past
 * the largest (400). Then one UPDATE … FROM copies the new prices onto the products. The statement
 * triggers bump the catalog version, so every cached answer, drawn page, search answer and the sitemap
 * (through `updated_at`) shows the new prices at once.
 */
export async function applyPriceChange(
  db: Database,
  { fingerprint, ...rule }: PriceChangeApply,
  adminId: string,
): Promise<PriceChange> {
  if (rule.priceList) await existingGroup(db, rule.priceList);
  const list = priceListOf(rule.priceList);
  const id = await db.transaction(async (tx) => {
    await takeTurn(tx);
    const [change] = await tx
      .insert(priceChanges)
      .values({ rule, productCount: 0, createdBy: adminId })
      .returning({ id: priceChanges.id });
    const changeId = change!.id;
    const [tally] = await queryRows<FingerprintedTally>(
      tx,
      sql`WITH "chosen" AS (${chosenRows(rule, list)} FOR UPDATE),
               "written" AS (
                 INSERT INTO ${priceChangeItems}
                   ("change_id", "product_id", "variant_id", "previous_price", "previous_original_price", "new_price", "new_original_price")
                 SELECT ${changeId}::uuid, "product_id", "id", "price", "original_price", "new_price", "new_original_price"
                 FROM "chosen" WHERE ${WRITTEN})
          SELECT ${tallyOf(rule)} FROM "chosen"`,
    );
    if (tally!.fingerprint !== fingerprint) throw conflict(PRICE_CHANGE_MESSAGES.changedSincePreview);
    const refusal = refusalOf(tally!);
    if (refusal) throw badRequest(refusal);
    await tx.execute(list.writeNew(changeId));
    await tx.update(priceChanges).set({ productCount: tally!.changing }).where(eq(priceChanges.id, changeId));
    return changeId;
  });
  return readPriceChange(db, id);
}

const creator = alias(users, 'creator');
const undoer = alias(users, 'undoer');

/** Changes with who made and undid them and the chosen category's title and brand's name as they are now. */
function changeRows(db: Database) {
  return db
    .select({
      change: priceChanges,
      createdBy: displayNameOf(creator),
      undoneBy: displayNameOf(undoer),
      categoryTitle: categories.title,
      brandName: brands.nameFa,
      priceListName: customerGroups.name,
    })
    .from(priceChanges)
    .leftJoin(creator, eq(creator.id, priceChanges.createdBy))
    .leftJoin(undoer, eq(undoer.id, priceChanges.undoneBy))
    .leftJoin(
      categories,
      eq(categories.id, sql`(${priceChanges.rule} -> 'selection' ->> 'categoryId')::uuid`),
    )
    .leftJoin(brands, eq(brands.id, sql`(${priceChanges.rule} -> 'selection' ->> 'brandId')::uuid`))
    .leftJoin(customerGroups, eq(customerGroups.id, sql`(${priceChanges.rule} ->> 'priceList')::uuid`))
    .$dynamic();
}

type ChangeRow = Awaited<ReturnType<typeof changeRows>>[number];

/** A kept rule; those kept before price lists, raised old prices and unticked rows lack those fields. */
function ruleAsKept({
  raiseOriginalPrice = false,
  excluded = [],
  ...rule
}: PriceChangeRule): PriceChangeRule {
  return { ...rule, raiseOriginalPrice, excluded, priceList: rule.priceList ?? null };
}

const toPriceChange = ({
  change,
  createdBy,
  undoneBy,
  categoryTitle,
  brandName,
  priceListName,
}: ChangeRow): PriceChange => ({
  _id: change.id,
  rule: ruleAsKept(change.rule),
  categoryTitle,
  brandName,
  priceListName,
  productCount: change.productCount,
  createdBy,
  createdAt: change.createdAt.toISOString(),
  undoneAt: change.undoneAt?.toISOString() ?? null,
  undoneBy,
});

async function readPriceChange(db: Database, id: string): Promise<PriceChange> {
  const [row] = await changeRows(db).where(eq(priceChanges.id, id));
  if (!row) throw notFound(PRICE_CHANGE_MESSAGES.notFound);
  return toPriceChange(row);
}

/** The most recent changes, newest first. */
export async function listPriceChanges(db: Database): Promise<PriceChange[]> {
  const rows = await changeRows(db)
    .orderBy(desc(priceChanges.createdAt), desc(priceChanges.id))
    .limit(PRICE_CHANGES_LISTED);
  return rows.map(toPriceChange);
}

/**
 * Undoes a change as a whole: every product it changed that still exists gets back its price and old
 * price from before it, in one transaction (one UPDATE … FROM). If any of them has since been given
 * another price or old price (an edit, a later bulk change), nothing is restored and the answer is a
 * 409 naming them: a newer edit is never overwritten. Products deleted since are left out.
 */
export async function undoPriceChange(
  db: Database,
  id: string,
  adminId: string,
): Promise<{ change: PriceChange; restored: number; deleted: number }> {
  const outcome = await db.transaction(async (tx) => {
    await takeTurn(tx);
    const [change] = await tx.select().from(priceChanges).where(eq(priceChanges.id, id)).for('update');
    if (!change) throw notFound(PRICE_CHANGE_MESSAGES.notFound);
    if (change.undoneAt) throw conflict(PRICE_CHANGE_MESSAGES.alreadyUndone);
    const list = priceListOf(change.rule.priceList);
    const [tally] = await queryRows<{ existing: number; changedSince: number }>(
      tx,
      sql`SELECT count(*)::int AS "existing", (count(*) FILTER (WHERE NOT (${list.untouched})))::int AS "changedSince"
          FROM ${list.itemsOf(id)}`,
    );
    const { existing, changedSince } = tally!;
    if (changedSince > 0) {
      const examples = await queryRows<{ title: string }>(
        tx,
        sql`SELECT "products"."title" FROM ${list.itemsOf(id)} AND NOT (${list.untouched})
            ORDER BY "products"."created_at" DESC, "products"."id" DESC LIMIT 3`,
      );
      throw conflict(
        PRICE_CHANGE_MESSAGES.changedSince(
          changedSince,
          examples.map((row) => row.title),
        ),
      );
    }
    // The same condition again, so a product edited between the count and here is left alone, and found below.
    const [{ restored }] = (await queryRows<{ restored: number }>(tx, list.restore(id))) as [
      { restored: number },
    ];
    if (restored < existing) throw conflict(PRICE_CHANGE_MESSAGES.changedSince(existing - restored, []));
    await tx
      .update(priceChanges)
      .set({ undoneAt: new Date(), undoneBy: adminId })
      .where(eq(priceChanges.id, id));
    return { restored, deleted: change.productCount - existing };
  });
  return { change: await readPriceChange(db, id), ...outcome };
}
