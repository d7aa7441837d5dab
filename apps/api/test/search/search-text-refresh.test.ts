import { normalizeForSearch } from '@shop/persian';
import { eq } from 'drizzle-orm';
import { products, searchState } from '../../src/db/schema';
import { refreshSearchText } from '../../src/modules/search/refresh-search-text';
import { createCategory, createProduct } from '../support/catalog-client';
import { useTestApp } from '../support/use-test-app';
import { createUser } from '../support/users';

describe('stored search text follows the normalizer', () => {
  const context = useTestApp();

  it('when the stored text was written by an older normalizer, then start rewrites it once', async () => {
    const { db } = context.database;
    const admin = await createUser(db, { role: 'admin' });
    const category = await createCategory(context.app, admin, { title: 'باتری و شارژر' });
    const product = await createProduct(context.app, admin, {
      title: 'پاوربانک 10000mAh آزمایشی',
      categoryId: category._id,
    });
    // As the previous normalizer stored it: units not folded.
    await db
      .update(products)
      .set({ searchTitle: 'پاوربانک 10000mah ازمایشی', searchText: 'پاوربانک 10000mah ازمایشی' })
      .where(eq(products.id, product._id));
    await db.update(searchState).set({ normalization: '1' });

    expect(await refreshSearchText(db)).toBeGreaterThanOrEqual(1);
    const [row] = await db.select().from(products).where(eq(products.id, product._id));
    expect(row!.searchTitle).toBe(normalizeForSearch(product.title));
    expect(row!.searchTitle).toContain('10000 میلیامپرساعت');
    expect(row!.searchText).toContain(normalizeForSearch(category.title));

    expect(await refreshSearchText(db)).toBe(0);
  });
});
