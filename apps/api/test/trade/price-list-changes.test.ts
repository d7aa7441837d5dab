import {
  priceChangeEndpoints,
  tradeEndpoints,
  type PriceChangeRuleInput,
  type Product,
} from '@shop/contracts';
import { and, count, eq, inArray } from 'drizzle-orm';
import request from 'supertest';
import {
  priceChangeItems,
  priceChanges,
  priceRules,
  products,
  productVariants,
  quantityTiers,
} from '../../src/db/schema';
import {
  createBreaker,
  createCable,
  deleteProduct,
  persianMessage,
  variantOf,
} from '../request-list/list-fixtures';
import { createCategory } from '../support/catalog-client';
import { useTestApp } from '../support/use-test-app';
import { createUser } from '../support/users';

const { preview, apply, list, undo } = priceChangeEndpoints;

/**
 * Bulk price changes on a group's price list («قیمت همکار»): the group's fixed variant prices change,
 * the shop's prices do not, and the change is undone as a whole like any other.
 */
describe('bulk price changes on a price list', () => {
  const context = useTestApp({ admin: true });
  let groupId: string;
  let otherGroupId: string;
  let categoryId: string;
  let cable: Product;
  let breaker: Product;
  const blackCable = () => variantOf(cable, '۲٫۵', 'مشکی');
  const redCable = () => variantOf(cable, '۲٫۵', 'قرمز');
  const breakerVariant = () => breaker.variants[0]!._id;

  beforeAll(async () => {
    categoryId = (await createCategory(context.app, context.admin))._id;
    cable = await createCable(context);
    breaker = await createBreaker(context);
    // Filed under the category as any writer (psql, an import) may file them.
    await context.db
      .update(products)
      .set({ categoryId })
      .where(inArray(products.id, [cable._id, breaker._id]));
    const groups = tradeEndpoints.groups.response.parse(
      (await request(context.app).get(tradeEndpoints.groups.path).set(admin()).expect(200)).body,
    ).groups;
    groupId = groups.find((group) => group.name === 'همکار')!.id;
    otherGroupId = groups.find((group) => group.name === 'عمده‌فروش')!.id;
  });

  beforeEach(async () => {
    // The trade list: fixed prices for the black cable and the breaker; the red cable follows the shop's price.
    await context.db.delete(priceRules);
    await context.db.insert(priceRules).values([
      { groupId, scope: 'variant', targetId: blackCable(), fixedPrice: 45_000 },
      { groupId, scope: 'variant', targetId: breakerVariant(), fixedPrice: 231_000 },
      { groupId: otherGroupId, scope: 'variant', targetId: blackCable(), fixedPrice: 43_000 },
      { groupId, scope: 'category', targetId: categoryId, percentOffBp: 500 },
    ]);
  });

  const admin = () => ({ Authorization: context.admin.bearer });
  const rule = (overrides: Partial<PriceChangeRuleInput> = {}): PriceChangeRuleInput => ({
    selection: { categoryId },
    by: 'percent',
    direction: 'up',
    value: 10,
    roundTo: 1000,
    priceList: groupId,
    ...overrides,
  });
  const previewOf = async (body: PriceChangeRuleInput) =>
    preview.response.parse(
      (await request(context.app).post(preview.path).set(admin()).send(body).expect(200)).body,
    );
  const applied = async (body: PriceChangeRuleInput) => {
    const { fingerprint } = await previewOf(body);
    const response = await request(context.app)
      .post(apply.path)
      .set(admin())
      .send({ ...body, fingerprint })
      .expect(200);
    return apply.response.parse(response.body).change;
  };
  const fixedPrices = async (group = groupId) =>
    Object.fromEntries(
      (
        await context.db
          .select({ targetId: priceRules.targetId, fixedPrice: priceRules.fixedPrice })
          .from(priceRules)
          .where(and(eq(priceRules.groupId, group), eq(priceRules.scope, 'variant')))
      ).map((row) => [row.targetId, row.fixedPrice]),
    );
  const shopPrices = async () =>
    Object.fromEntries(
      (
        await context.db
          .select({ id: productVariants.id, price: productVariants.price })
          .from(productVariants)
      ).map((row) => [row.id, row.price]),
    );

  it('when the owner previews a rise of the trade list, then only the variants with a trade price are counted and shown with their trade prices', async () => {
    const shown = await previewOf(rule());
    expect(shown).toMatchObject({ matched: 2, changing: 2, problem: null });
    // The red cable has no trade price of its own: it follows the shop's price through the category's 5%.
    expect(shown.rows.map((row) => row._id)).not.toContain(redCable());
    expect(
      shown.rows.map(({ _id, price, originalPrice, newPrice }) => ({ _id, price, originalPrice, newPrice })),
    ).toEqual(
      expect.arrayContaining([
        { _id: blackCable(), price: 45_000, originalPrice: null, newPrice: 50_000 },
        { _id: breakerVariant(), price: 231_000, originalPrice: null, newPrice: 254_000 },
      ]),
    );
  });

  it('when the rise is applied, then the trade prices change, the shop’s prices and the other group’s do not, and the change is listed under the list’s name', async () => {
    const shopBefore = await shopPrices();
    const change = await applied(rule());
    expect(change).toMatchObject({ productCount: 2, priceListName: 'همکار', rule: { priceList: groupId } });
    expect(await fixedPrices()).toEqual({ [blackCable()]: 50_000, [breakerVariant()]: 254_000 });
    expect(await fixedPrices(otherGroupId)).toEqual({ [blackCable()]: 43_000 });
    expect(await shopPrices()).toEqual(shopBefore);
    const items = await context.db
      .select()
      .from(priceChangeItems)
      .where(eq(priceChangeItems.changeId, change._id));
    expect(
      items.map(({ variantId, previousPrice, newPrice }) => ({ variantId, previousPrice, newPrice })),
    ).toEqual(
      expect.arrayContaining([
        { variantId: blackCable(), previousPrice: 45_000, newPrice: 50_000 },
        { variantId: breakerVariant(), previousPrice: 231_000, newPrice: 254_000 },
      ]),
    );
    const listed = list.response.parse(
      (await request(context.app).get(list.path).set(admin()).expect(200)).body,
    );
    expect(listed.changes[0]).toMatchObject({ _id: change._id, priceListName: 'همکار' });
  });

  it('when a trade shopper asks for his prices after the change, then he gets the new trade price', async () => {
    await applied(rule());
    const trader = await createUser(context.db);
    await request(context.app)
      .put(tradeEndpoints.setUserGroup.path.replace(':id', trader.id))
      .set(admin())
      .send({ groupId })
      .expect(200);
    const prices = tradeEndpoints.myPrices.response.parse(
      (
        await request(context.app)
          .post(tradeEndpoints.myPrices.path)
          .set('Authorization', trader.bearer)
          .send({ lines: [{ variantId: breakerVariant(), quantity: 1 }] })
          .expect(200)
      ).body,
    ).prices;
    expect(prices[0]).toMatchObject({ price: 254_000 });
  });

  it('when the change is undone, then every trade price it changed is back, and the shop’s prices were never touched', async () => {
    const shopBefore = await shopPrices();
    const change = await applied(rule({ direction: 'down', value: 20 }));
    await request(context.app).post(undo.path.replace(':id', change._id)).set(admin()).expect(200);
    expect(await fixedPrices()).toEqual({ [blackCable()]: 45_000, [breakerVariant()]: 231_000 });
    expect(await shopPrices()).toEqual(shopBefore);
    const [stored] = await context.db.select().from(priceChanges).where(eq(priceChanges.id, change._id));
    expect(stored!.undoneAt).not.toBeNull();
  });

  it('when a trade price was set again after the change, then the undo is refused with 409 naming the product and nothing is restored', async () => {
    const change = await applied(rule());
    await request(context.app)
      .put(tradeEndpoints.saveRule.path)
      .set(admin())
      .send({ groupId, scope: 'variant', targetId: breakerVariant(), fixedPrice: 240_000 })
      .expect(200);
    const refused = await request(context.app)
      .post(undo.path.replace(':id', change._id))
      .set(admin())
      .expect(409);
    expect(persianMessage(refused.body)).toContain(breaker.title);
    expect(await fixedPrices()).toEqual({ [blackCable()]: 50_000, [breakerVariant()]: 240_000 });
  });

  it('when a trade price was removed after the change, then the undo gives back the others and says one is gone', async () => {
    const change = await applied(rule());
    await context.db.delete(priceRules).where(eq(priceRules.targetId, breakerVariant()));
    const undone = undo.response.parse(
      (await request(context.app).post(undo.path.replace(':id', change._id)).set(admin()).expect(200)).body,
    );
    expect(undone.restored).toBe(1);
    expect(await fixedPrices()).toEqual({ [blackCable()]: 45_000 });
  });

  it('when the list’s range names its own prices, then the range is read in the list, not in the shop’s prices', async () => {
    // The breaker's shop price is 250,000 and its trade price 231,000: only the trade price is under 240,000.
    const shown = await previewOf(rule({ selection: { categoryId, minPrice: 100_000, maxPrice: 240_000 } }));
    expect(shown.rows.map((row) => row._id)).toEqual([breakerVariant()]);
  });

  it.each<[string, Partial<PriceChangeRuleInput>, string]>([
    ['a group that does not exist', { priceList: '00000000-0000-4000-8000-000000000000' }, 'گروه'],
    ['a list that is not an id', { priceList: 'همکار' }, 'فهرست قیمت'],
    [
      'the old price kept on a trade list',
      { direction: 'down', moveToOriginalPrice: true },
      'قیمت قبل از تخفیف',
    ],
    ['a cut that would leave a trade price at zero', { by: 'amount', direction: 'down', value: 45_000 }, ''],
  ])(
    'when the change names %s, then preview and apply answer 400 in Persian and nothing is written',
    async (_case, overrides, words) => {
      const before = await fixedPrices();
      const changes = async () =>
        (await context.db.select({ changes: count() }).from(priceChanges))[0]!.changes;
      const changesBefore = await changes();
      const body = rule(overrides);
      const previewed = await request(context.app).post(preview.path).set(admin()).send(body);
      let fingerprint = 'not-previewed';
      if (previewed.status === 200) {
        // A preview shows why the change cannot be applied; the apply refuses it.
        const shown = preview.response.parse(previewed.body);
        expect(shown.problem).toMatch(/[\u0600-\u06FF]/);
        fingerprint = shown.fingerprint;
      } else {
        expect(previewed.status).toBe(400);
        expect(persianMessage(previewed.body)).toContain(words);
      }
      const refused = await request(context.app)
        .post(apply.path)
        .set(admin())
        .send({ ...body, fingerprint })
        .expect(400);
      expect(persianMessage(refused.body)).toContain(words);
      expect(await fixedPrices()).toEqual(before);
      expect(await changes()).toBe(changesBefore);
    },
  );

  it('when a product is deleted, then its variants’ fixed prices and quantity prices go with it', async () => {
    const lamp = await createBreaker(context, 90_000);
    const lampVariant = lamp.variants[0]!._id;
    await context.db
      .insert(priceRules)
      .values({ groupId, scope: 'variant', targetId: lampVariant, fixedPrice: 80_000 });
    await context.db
      .insert(quantityTiers)
      .values({ scope: 'variant', targetId: lampVariant, minQuantity: 10, percentOffBp: 300 });
    await deleteProduct(context, lamp._id);
    expect(await context.db.select().from(priceRules).where(eq(priceRules.targetId, lampVariant))).toEqual(
      [],
    );
    expect(
      await context.db.select().from(quantityTiers).where(eq(quantityTiers.targetId, lampVariant)),
    ).toEqual([]);
    // Other variants keep theirs.
    expect(
      await context.db.select().from(priceRules).where(eq(priceRules.targetId, breakerVariant())),
    ).toHaveLength(1);
  });
});
