import type { PriceRuleScope } from '@shop/contracts';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { brands, categories, products, productVariants } from '../../db/schema';
import { badRequest } from '../../http/app-error';
import { variantLabel } from '../request-list/price-lines';
import { TRADE_MESSAGES } from './messages';

type Reader = Pick<Database, 'select'>;

/** The title of each target: a category's title, a brand's Persian name, a variant's product and options. */
async function titlesOf(db: Reader, scope: PriceRuleScope, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  if (scope === 'category') {
    const rows = await db
      .select({ id: categories.id, title: categories.title })
      .from(categories)
      .where(inArray(categories.id, ids));
    return new Map(rows.map((row) => [row.id, row.title]));
  }
  if (scope === 'brand') {
    const rows = await db
      .select({ id: brands.id, title: brands.nameFa })
      .from(brands)
      .where(inArray(brands.id, ids));
    return new Map(rows.map((row) => [row.id, row.title]));
  }
  const rows = await db
    .select({
      id: productVariants.id,
      title: products.title,
      options: products.options,
      values: productVariants.optionValues,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(inArray(productVariants.id, ids));
  return new Map(
    rows.map(({ id, title, options, values }) => {
      const label = variantLabel(options, values);
      return [id, label ? `${title} (${label})` : title];
    }),
  );
}

/**
 * The rows with their targets' titles (three reads at most, one per scope, over primary keys). A target
 * deleted since is named «مورد حذف‌شده»: its rule or tier applies to nothing.
 */
export async function withTargetTitles<Row extends { scope: PriceRuleScope; targetId: string }>(
  db: Reader,
  rows: Row[],
): Promise<(Row & { targetTitle: string })[]> {
  const scopes = [...new Set(rows.map((row) => row.scope))];
  const titles = new Map(
    await Promise.all(
      scopes.map(
        async (scope) =>
          [
            scope,
            await titlesOf(
              db,
              scope,
              rows.filter((row) => row.scope === scope).map((row) => row.targetId),
            ),
          ] as const,
      ),
    ),
  );
  return rows.map((row) => ({
    ...row,
    targetTitle: titles.get(row.scope)?.get(row.targetId) ?? TRADE_MESSAGES.targetGone,
  }));
}

/** A body's target with its title; a target that does not exist is a 400 in Persian. */
export async function existingTarget(db: Reader, scope: PriceRuleScope, targetId: string): Promise<string> {
  const title = (await titlesOf(db, scope, [targetId])).get(targetId);
  if (title === undefined) throw badRequest(TRADE_MESSAGES.targetMissing(scope));
  return title;
}
