import { apiErrorSchema, SALE_UNITS } from '@shop/contracts';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import request from 'supertest';
import { queryRows } from '../../src/db/client';
import { products, productVariants } from '../../src/db/schema';
import { makeImage } from '../fixtures/images';
import { uniqueTitle, withForm, type FormFields } from '../support/catalog-client';
import { useTestApp } from '../support/use-test-app';

const PERSIAN = /[\u0600-\u06FF]/;

/** Text an admin or an attacker might type: Persian and Latin digits, separators, odd characters. */
const typed = fc.oneof(
  fc.constantFrom(
    '۲٫۵',
    '2.5',
    '۱٬۰۰۰',
    '-1',
    '0',
    '1e9',
    '',
    ' ',
    'NaN',
    '9'.repeat(20),
    '\u0000',
    '<b>x</b>',
  ),
  fc.string({ maxLength: 12 }),
  fc.integer({ min: -1000, max: 2_000_000 }).map(String),
);
const values = fc.array(fc.oneof(fc.constantFrom('۱٫۵', '۲٫۵', '۴'), typed), { maxLength: 5 });
const option = fc.record({
  name: fc.oneof(fc.constantFrom('سطح مقطع', 'رنگ', ''), typed),
  attributeId: fc.option(fc.oneof(fc.uuid(), typed), { nil: null }),
  values,
});
const variant = fc.record(
  {
    _id: fc.oneof(fc.uuid(), typed),
    options: values,
    code: fc.option(typed, { nil: null }),
    barcode: fc.option(typed, { nil: null }),
    price: fc.oneof(typed, fc.integer({ min: -10, max: 10_000_000 }), fc.double()),
    originalPrice: fc.option(fc.oneof(typed, fc.integer()), { nil: null }),
    stock: fc.option(fc.oneof(typed, fc.integer({ min: -5, max: 5000 })), { nil: null }),
    image: fc.option(typed, { nil: null }),
    enabled: fc.oneof(fc.boolean(), fc.constant('yes' as unknown as boolean)),
  },
  { requiredKeys: ['options', 'price'] },
);
/** A product form's sale fields, mostly wrong in some way, now and then right. */
const saleFields = fc.record(
  {
    unit: fc.oneof(fc.constantFrom(...SALE_UNITS), typed),
    unitSize: typed,
    minQuantity: typed,
    quantityStep: typed,
    options: fc.oneof(
      fc.array(option, { maxLength: 4 }).map((list) => JSON.stringify(list)),
      fc.json(),
      typed,
    ),
    variants: fc.oneof(
      fc.array(variant, { maxLength: 6 }).map((list) => JSON.stringify(list)),
      fc.json(),
      typed,
    ),
    price: typed,
    stock: typed,
  },
  { requiredKeys: [] },
);

describe('the product form’s variants and sale unit, under random and hostile input', () => {
  const context = useTestApp({ admin: true });
  let image: Buffer;
  beforeAll(async () => {
    image = await makeImage('jpeg');
  });

  const counts = async () =>
    (
      await queryRows<{ products: number; variants: number }>(
        context.db,
        sql`SELECT (SELECT count(*) FROM products)::int AS products, (SELECT count(*) FROM product_variants)::int AS variants`,
      )
    )[0]!;

  it('when any mix of options, variants and unit is sent, then it is stored whole or refused in Persian with nothing written, never a server error', async () => {
    await fc.assert(
      fc.asyncProperty(saleFields, async (fields) => {
        const before = await counts();
        const form: FormFields = { title: uniqueTitle('فاز'), description: '<p>x</p>', ...fields };
        const response = await withForm(
          request(context.app).post('/api/product').set('Authorization', context.admin.bearer),
          form,
          [{ field: 'image', buffer: image }],
        );
        expect([200, 400]).toContain(response.status);
        if (response.status === 400) {
          expect(apiErrorSchema.parse(response.body).message).toMatch(PERSIAN);
          expect(await counts()).toEqual(before);
          return;
        }
        // Stored whole: the row sums up its variants, at least one of them on sale.
        const id = (response.body as { newProduct: { _id: string } }).newProduct._id;
        const [row] = await context.db.select().from(products).where(eq(products.id, id));
        const stored = await context.db
          .select()
          .from(productVariants)
          .where(eq(productVariants.productId, id));
        const enabled = stored.filter((each) => each.enabled);
        expect(enabled.length).toBeGreaterThan(0);
        expect(row!.stock).toBe(enabled.reduce((sum, each) => sum + each.stock, 0));
        expect(row!.price).toBe(
          Math.min(
            ...(enabled.some((each) => each.stock > 0)
              ? enabled.filter((each) => each.stock > 0)
              : enabled
            ).map((each) => each.price),
          ),
        );
      }),
      { seed: 31, numRuns: 120 },
    );
  }, 120_000);
});
