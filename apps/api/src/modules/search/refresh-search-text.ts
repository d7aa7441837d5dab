import { SEARCH_NORMALIZATION_VERSION } from '@shop/persian';
import { asc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { categories, products, searchState } from '../../db/schema';
import { categoryDerivedFields, productDerivedFields } from '../catalog/derived-fields';

const BATCH_SIZE = 1000;

/**
 * Rewrites the stored search text when it was written by another version of the normalizer (a new
 * version folds units, say): stored text and queries must be normalized alike. Runs at start, once per
 * version, under a lock so two starting processes do it once. Answers how many products were rewritten.
 */
export async function refreshSearchText(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('search-text-refresh'))`);
    const [state] = await tx.select().from(searchState).where(eq(searchState.id, 1));
    if (state?.normalization === SEARCH_NORMALIZATION_VERSION) return 0;

    const categoryRows = await tx.select({ id: categories.id, title: categories.title }).from(categories);
    for (const category of categoryRows) {
      await tx.update(categories).set(categoryDerivedFields(category)).where(eq(categories.id, category.id));
    }
    const categoryTitle = new Map(categoryRows.map((category) => [category.id, category.title]));

    let rewritten = 0;
    for (let after = ''; ;) {
      const batch = await tx
        .select({
          id: products.id,
          title: products.title,
          description: products.description,
          categoryId: products.categoryId,
        })
        .from(products)
        .where(after ? gt(products.id, after) : undefined)
        .orderBy(asc(products.id))
        .limit(BATCH_SIZE);
      if (batch.length === 0) break;
      const rows = batch.map((product) => {
        const derived = productDerivedFields({
          title: product.title,
          descriptionHtml: product.description,
          categoryTitle: product.categoryId ? categoryTitle.get(product.categoryId) : undefined,
        });
        return sql`(${product.id}::uuid, ${derived.searchTitle}, ${derived.searchText})`;
      });
      await tx.execute(sql`UPDATE products p SET search_title = v.title, search_text = v.text
        FROM (VALUES ${sql.join(rows, sql`, `)}) AS v(id, title, text) WHERE p.id = v.id`);
      rewritten += batch.length;
      after = batch[batch.length - 1]!.id;
    }
    await tx
      .insert(searchState)
      .values({ id: 1, normalization: SEARCH_NORMALIZATION_VERSION })
      .onConflictDoUpdate({ target: searchState.id, set: { normalization: SEARCH_NORMALIZATION_VERSION } });
    return rewritten;
  });
}
