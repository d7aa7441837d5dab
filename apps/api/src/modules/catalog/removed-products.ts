import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { removedProducts } from '../../db/schema';
import { notFound } from '../../http/app-error';
import { PRODUCT_MESSAGES } from './messages';
import { listRelatedProducts } from './product-queries';

/**
 * A deleted product as the shop remembers it (the delete's trigger wrote it), with products of its
 * category for the shopper who followed an old link: one primary-key probe and the related strip's read.
 */
export async function getRemovedProduct(db: Database, id: string) {
  const [row] = await db.select().from(removedProducts).where(eq(removedProducts.id, id));
  if (!row) throw notFound(PRODUCT_MESSAGES.notFound);
  return {
    product: {
      _id: row.id,
      title: row.title,
      categoryId: row.categoryId,
      removedAt: row.removedAt.toISOString(),
    },
    relatedProducts: await listRelatedProducts(db, row),
  };
}
