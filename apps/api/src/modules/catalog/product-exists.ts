import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { products } from '../../db/schema';
import { notFound } from '../../http/app-error';
import { PRODUCT_MESSAGES } from './messages';

/**
 * The product must exist, or the request is a 404 («محصول یافت نشد»): one primary-key probe. With `lock`
 * (in a transaction) its row is held until the transaction ends, so a delete meanwhile waits, or makes
 * this a 404 rather than leave a row without its product.
 */
export async function requireProductExists(
  db: Database | Transaction,
  id: string,
  { lock = false } = {},
): Promise<void> {
  const query = db.select({ id: products.id }).from(products).where(eq(products.id, id));
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw notFound(PRODUCT_MESSAGES.notFound);
}
