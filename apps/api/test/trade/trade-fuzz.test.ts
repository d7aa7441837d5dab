import { apiErrorSchema, tradeEndpoints, type Product } from '@shop/contracts';
import { asc, eq } from 'drizzle-orm';
import fc from 'fast-check';
import request from 'supertest';
import { customerGroups, priceRules, quantityTiers, tradeApplications, users } from '../../src/db/schema';
import { createCable } from '../request-list/list-fixtures';
import { createBrand, createCategory } from '../support/catalog-client';
import { useTestApp } from '../support/use-test-app';
import { createUser } from '../support/users';
import { hostile, PERSIAN } from '../support/hostile-values';

const maybe = <T>(good: fc.Arbitrary<T>) =>
  fc.oneof({ arbitrary: good, weight: 6 }, { arbitrary: hostile, weight: 1 });

describe('the trade endpoints under random bodies', () => {
  const context = useTestApp({ admin: true });
  const ids: { group: string[]; category: string[]; brand: string[]; variant: string[]; product: string[] } =
    {
      group: [],
      category: [],
      brand: [],
      variant: [],
      product: [],
    };
  beforeAll(async () => {
    const cable: Product = await createCable(context);
    ids.variant = cable.variants.map((variant) => variant._id);
    ids.product = [cable._id];
    ids.category = [(await createCategory(context.app, context.admin))._id];
    ids.brand = [(await createBrand(context.app, context.admin))._id];
    ids.group = (await context.db.select({ id: customerGroups.id }).from(customerGroups)).map(
      (row) => row.id,
    );
  });
  const admin = () => ({ Authorization: context.admin.bearer });

  /** Mostly an id of the scope's kind; else any id the shop has, one that names nothing, or junk. */
  const target = (kind: keyof typeof ids) =>
    fc.oneof(
      { arbitrary: fc.constantFrom(...ids[kind]), weight: 8 },
      { arbitrary: fc.constantFrom(...ids.variant, ...ids.category, ...ids.brand, ...ids.group), weight: 2 },
      { arbitrary: fc.uuid(), weight: 1 },
      { arbitrary: hostile, weight: 1 },
    );
  const percent = () => maybe(fc.integer({ min: -100, max: 9_500 }));

  const ruleBody = () =>
    fc.constantFrom('variant' as const, 'category' as const, 'brand' as const).chain((scope) =>
      fc.record(
        {
          groupId: target('group'),
          scope: maybe(fc.constant(scope)),
          targetId: target(scope),
          percentOffBp: percent(),
          fixedPrice: maybe(fc.integer({ min: -5, max: 5_000_000 })),
        },
        { requiredKeys: [] },
      ),
    );
  const tierBody = () =>
    fc.constantFrom('variant' as const, 'category' as const).chain((scope) =>
      fc.record(
        {
          scope: maybe(fc.constant(scope)),
          targetId: target(scope),
          minQuantity: maybe(fc.integer({ min: -2, max: 2_000 })),
          percentOffBp: percent(),
        },
        { requiredKeys: [] },
      ),
    );
  const applicationBody = () =>
    fc.record(
      {
        businessName: maybe(fc.constantFrom('برق نور', 'x'.repeat(121), '  ', 'تاسیسات امید')),
        city: maybe(fc.constantFrom('قم', 'شیراز', '', 'ش'.repeat(61))),
        economicCode: maybe(fc.constantFrom('۱۲۳۴۵۶۷۸۹۰', '', '1'.repeat(21))),
        note: maybe(fc.string({ maxLength: 20 })),
      },
      { requiredKeys: [] },
    );

  const priceBody = () =>
    fc.record(
      {
        lines: maybe(
          fc.array(
            fc.record(
              { variantId: target('variant'), quantity: maybe(fc.integer({ min: -2, max: 2_000_000 })) },
              { requiredKeys: [] },
            ),
            { maxLength: 4 },
          ),
        ),
        // A page's worth, or past the limit of 100.
        products: maybe(
          fc.oneof(
            fc.array(target('product'), { maxLength: 6 }),
            fc.array(target('product'), { minLength: 95, maxLength: 105 }),
          ),
        ),
      },
      { requiredKeys: [] },
    );

  const rows = async () => ({
    rules: await context.db.select().from(priceRules).orderBy(asc(priceRules.id)),
    tiers: await context.db.select().from(quantityTiers).orderBy(asc(quantityTiers.id)),
  });

  /** A refusal: 400 or 409, said in Persian. */
  const expectRefusal = (response: request.Response) => {
    expect([400, 409]).toContain(response.status);
    expect(apiErrorSchema.parse(response.body).message).toMatch(PERSIAN);
  };

  it('when the owner saves random rules and tiers, then each answer is the contract’s or a Persian refusal that writes nothing', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.oneof(
            ruleBody().map((body) => ['rule', body] as const),
            tierBody().map((body) => ['tier', body] as const),
          ),
          {
            minLength: 1,
            maxLength: 6,
          },
        ),
        async (steps) => {
          for (const [kind, body] of steps) {
            const before = await rows();
            const endpoint = kind === 'rule' ? tradeEndpoints.saveRule : tradeEndpoints.saveTier;
            const response = await request(context.app).put(endpoint.path).set(admin()).send(body);
            if (response.status === 200) {
              endpoint.response.parse(response.body);
            } else {
              expectRefusal(response);
              expect(await rows()).toEqual(before);
            }
          }
        },
      ),
      { numRuns: 40 },
    );
    // The runs saved some of each, so the answers checked were not refusals alone.
    const saved = await rows();
    expect(saved.rules.length).toBeGreaterThan(0);
    expect(saved.tiers.length).toBeGreaterThan(0);
  });

  it('when a trade shopper asks for his prices with random bodies, then each answer is private and the contract’s, naming only what exists, or a Persian refusal', async () => {
    const shopper = await createUser(context.db);
    await context.db.update(users).set({ groupId: ids.group[0] }).where(eq(users.id, shopper.id));
    let cards = 0;
    await fc.assert(
      fc.asyncProperty(priceBody(), async (body) => {
        const response = await request(context.app)
          .post(tradeEndpoints.myPrices.path)
          .set('Authorization', shopper.bearer)
          .send(body);
        if (response.status !== 200) return expectRefusal(response);
        expect(response.headers['cache-control']).toBe('private, no-store');
        const { prices, products } = tradeEndpoints.myPrices.response.parse(response.body);
        for (const price of prices) expect(ids.variant).toContain(price.variantId);
        const named = products.map((card) => card.productId);
        expect(new Set(named).size).toBe(named.length);
        for (const id of named) expect(ids.product).toContain(id);
        cards += named.length;
      }),
      { numRuns: 60 },
    );
    // Some runs priced a card, so the answers checked were not refusals alone.
    expect(cards).toBeGreaterThan(0);
  });

  it('when shoppers apply with random bodies, then each answer is the contract’s or a Persian refusal that stores no application', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(applicationBody(), { minLength: 1, maxLength: 3 }), async (bodies) => {
        const shopper = await createUser(context.db);
        let waiting = 0;
        for (const body of bodies) {
          const response = await request(context.app)
            .post(tradeEndpoints.apply.path)
            .set('Authorization', shopper.bearer)
            .send(body);
          if (response.status === 200) {
            tradeEndpoints.apply.response.parse(response.body);
            waiting += 1;
          } else {
            expectRefusal(response);
          }
          const stored = await context.db
            .select()
            .from(tradeApplications)
            .where(eq(tradeApplications.userId, shopper.id));
          expect(stored).toHaveLength(waiting);
        }
        expect(waiting).toBeLessThanOrEqual(1);
      }),
      { numRuns: 40 },
    );
    expect(await context.db.select().from(tradeApplications)).not.toHaveLength(0);
  });
});
