import { apiErrorSchema, type Product } from '@shop/contracts';
import { eq, sql } from 'drizzle-orm';
import request from 'supertest';
import { queryRows, type Database } from '../../src/db/client';
import { productVariants } from '../../src/db/schema';
import { createProduct, uniqueTitle } from '../support/catalog-client';
import type { TestApp } from '../support/use-test-app';

export const CROSS_SECTION = { name: 'سطح مقطع', attributeId: null, values: ['۱٫۵', '۲٫۵', '۴'] };
export const COLOUR = { name: 'رنگ', attributeId: null, values: ['مشکی', 'قرمز'] };

/**
 * A cable sold by the metre from 10 m in steps of 5 m, in three cross-sections and two colours: the
 * black 2.5 at 48,500 toman a metre with 500 m in stock; the red 1.5 holds none.
 */
export async function createCable(context: TestApp): Promise<Product> {
  const variant = (section: string, colour: string, price: number, stock: number) => ({
    options: [section, colour],
    price: String(price),
    stock: String(stock),
  });
  return createProduct(context.app, context.admin, {
    title: uniqueTitle('کابل افشان'),
    unit: 'metre',
    minQuantity: '10',
    quantityStep: '5',
    price: undefined,
    stock: undefined,
    options: JSON.stringify([CROSS_SECTION, COLOUR]),
    variants: JSON.stringify([
      variant('۱٫۵', 'مشکی', 32_000, 300),
      variant('۱٫۵', 'قرمز', 32_500, 0),
      variant('۲٫۵', 'مشکی', 48_500, 500),
      variant('۲٫۵', 'قرمز', 49_000, 100),
      variant('۴', 'مشکی', 71_000, 200),
    ]),
  });
}

/** A product without options (one variant), sold by the piece. */
export const createBreaker = (context: TestApp, price = 250_000, stock = 40) =>
  createProduct(context.app, context.admin, {
    title: uniqueTitle('کلید مینیاتوری'),
    price: String(price),
    stock: String(stock),
  });

/** The id of the product's variant with these option values. */
export function variantOf(product: Product, ...options: string[]): string {
  const found = product.variants.find((variant) => variant.options.join('|') === options.join('|'));
  if (!found) throw new Error(`no variant ${options.join(' / ')} in ${product.title}`);
  return found._id;
}

/** Sets a variant's columns as any writer would (psql, an import): the product sums up by trigger. */
export async function setVariant(
  db: Database,
  variantId: string,
  values: Partial<{ price: number; stock: number; enabled: boolean; image: string | null }>,
): Promise<void> {
  await db.update(productVariants).set(values).where(eq(productVariants.id, variantId));
}

export const deleteProduct = (context: TestApp, id: string) =>
  request(context.app).delete(`/api/product/${id}`).set('Authorization', context.admin.bearer).expect(200);

/** The refusal's Persian message (and no English words in it). */
export function persianMessage(body: unknown): string {
  const { message } = apiErrorSchema.parse(body);
  expect(message).toMatch(/[\u0600-\u06FF]/);
  expect(message).not.toMatch(/[A-Za-z]{4,}/);
  return message;
}

/** How many rows the request lists and pro-formas hold: "nothing written" is these unchanged. */
export async function storedCounts(db: Database) {
  const [counts] = await queryRows<{ lines: number; proFormas: number; counters: number }>(
    db,
    sql`SELECT (SELECT count(*) FROM request_list_lines)::int AS lines,
               (SELECT count(*) FROM pro_formas)::int AS "proFormas",
               (SELECT coalesce(sum(last), 0) FROM pro_forma_counters)::int AS counters`,
  );
  return counts!;
}
