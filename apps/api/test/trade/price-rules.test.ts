import { tradeEndpoints, type Product } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { priceRules, products, quantityTiers } from '../../src/db/schema';
import { createCable, persianMessage, variantOf } from '../request-list/list-fixtures';
import { createBrand, createCategory } from '../support/catalog-client';
import { useTestApp } from '../support/use-test-app';

const { groups, rules, saveRule, deleteRule, tiers, saveTier, deleteTier, myPrices } = tradeEndpoints;
const NOTHING = '00000000-0000-4000-8000-000000000000';

describe('the groups’ price rules and the quantity prices, as the owner keeps them', () => {
  const context = useTestApp({ admin: true, shopper: true });
  let groupId: string;
  let cable: Product;
  let categoryId: string;
  let categoryTitle: string;
  let brandId: string;
  let brandName: string;
  beforeAll(async () => {
    const category = await createCategory(context.app, context.admin);
    const brand = await createBrand(context.app, context.admin);
    ({ _id: categoryId, title: categoryTitle } = category);
    ({ _id: brandId, nameFa: brandName } = brand);
    cable = await createCable(context);
    // Filed under the category and the brand, as any writer (psql, an import) may file it.
    await context.db.update(products).set({ categoryId, brandId }).where(eq(products.id, cable._id));
    const listed = groups.response.parse((await request(context.app).get(groups.path).set(admin())).body);
    groupId = listed.groups.find((group) => group.name === 'همکار')!.id;
  });

  const admin = () => ({ Authorization: context.admin.bearer });
  const blackCable = () => variantOf(cable, '۲٫۵', 'مشکی');
  const put = (path: string, body: object) => request(context.app).put(path).set(admin()).send(body);
  const readRules = async (id = groupId) =>
    rules.response.parse(
      (await request(context.app).get(rules.path).query({ groupId: id }).set(admin()).expect(200)).body,
    ).rules;
  const readTiers = async () =>
    tiers.response.parse((await request(context.app).get(tiers.path).set(admin()).expect(200)).body).tiers;

  it('when the owner saves a category’s, a brand’s and a variant’s rule, then the group lists them most specific first with their targets’ titles', async () => {
    const saved = [];
    for (const body of [
      { groupId, scope: 'brand', targetId: brandId, percentOffBp: 300 },
      { groupId, scope: 'category', targetId: categoryId, percentOffBp: 500 },
      // A variant takes a fixed price; a percentage sent with it is dropped.
      { groupId, scope: 'variant', targetId: blackCable(), fixedPrice: 45_000, percentOffBp: 100 },
    ]) {
      saved.push(saveRule.response.parse((await put(saveRule.path, body).expect(200)).body).rule);
    }
    expect(saved[2]).toMatchObject({ percentOffBp: null, fixedPrice: 45_000 });
    const listed = await readRules();
    expect(
      listed.map(({ scope, targetTitle, percentOffBp, fixedPrice }) => ({
        scope,
        targetTitle,
        percentOffBp,
        fixedPrice,
      })),
    ).toEqual([
      {
        scope: 'variant',
        targetTitle: `${cable.title} (سطح مقطع: ۲٫۵، رنگ: مشکی)`,
        percentOffBp: null,
        fixedPrice: 45_000,
      },
      { scope: 'category', targetTitle: categoryTitle, percentOffBp: 500, fixedPrice: null },
      { scope: 'brand', targetTitle: brandName, percentOffBp: 300, fixedPrice: null },
    ]);
    expect(listed).toEqual(expect.arrayContaining(saved));
  });

  it('when a group member asks his prices, then the rules saved here price his variants', async () => {
    const member = context.shopper;
    await put(`/api/user/${member.id}/group`, { groupId }).expect(200);
    const response = await request(context.app)
      .post(myPrices.path)
      .set('Authorization', member.bearer)
      .send({
        lines: [
          { variantId: blackCable(), quantity: 10 },
          { variantId: variantOf(cable, '۴', 'مشکی'), quantity: 10 },
        ],
      })
      .expect(200);
    const prices = myPrices.response.parse(response.body).prices;
    expect(prices.map((price) => price.price)).toEqual([45_000, 67_450]);
  });

  it('when the owner saves a rule for a target the group has one for, then it is replaced in place', async () => {
    const [before] = (await readRules()).filter((rule) => rule.scope === 'category');
    const replaced = saveRule.response.parse(
      (
        await put(saveRule.path, {
          groupId,
          scope: 'category',
          targetId: categoryId,
          percentOffBp: 750,
        }).expect(200)
      ).body,
    ).rule;
    expect(replaced).toMatchObject({ id: before!.id, percentOffBp: 750 });
    expect(
      await context.db.select().from(priceRules).where(eq(priceRules.targetId, categoryId)),
    ).toHaveLength(1);
  });

  it('when a rule names a target or a group that does not exist, then it is refused in Persian and nothing is written', async () => {
    const count = async () => (await context.db.select().from(priceRules)).length;
    const before = await count();
    const cases: [object, string][] = [
      [
        { groupId, scope: 'category', targetId: NOTHING, percentOffBp: 500 },
        'دسته‌بندی انتخاب‌شده وجود ندارد',
      ],
      [{ groupId, scope: 'brand', targetId: NOTHING, percentOffBp: 500 }, 'برند انتخاب‌شده وجود ندارد'],
      [{ groupId, scope: 'variant', targetId: NOTHING, fixedPrice: 1000 }, 'کالای انتخاب‌شده وجود ندارد'],
      // A brand id is no category.
      [
        { groupId, scope: 'category', targetId: brandId, percentOffBp: 500 },
        'دسته‌بندی انتخاب‌شده وجود ندارد',
      ],
      [
        { groupId: NOTHING, scope: 'category', targetId: categoryId, percentOffBp: 500 },
        'گروه انتخاب‌شده وجود ندارد',
      ],
      [{ groupId, scope: 'category', targetId: categoryId, percentOffBp: 9500 }, 'تخفیف حداکثر ۹۰ درصد است'],
    ];
    for (const [body, message] of cases) {
      const response = await put(saveRule.path, body);
      expect(response.status).toBe(400);
      expect(persianMessage(response.body)).toBe(message);
    }
    expect(await count()).toBe(before);
    const unknownGroup = await request(context.app).get(rules.path).query({ groupId: NOTHING }).set(admin());
    expect(unknownGroup.status).toBe(404);
    expect(persianMessage(unknownGroup.body)).toBe('گروه مشتری یافت نشد');
  });

  it('when the owner deletes a rule, then it is gone; deleting it again is a 404', async () => {
    const [rule] = (await readRules()).filter((each) => each.scope === 'brand');
    await request(context.app)
      .delete(deleteRule.path.replace(':id', rule!.id))
      .set(admin())
      .expect(200, { deleted: true });
    expect((await readRules()).map((each) => each.id)).not.toContain(rule!.id);
    const again = await request(context.app).delete(deleteRule.path.replace(':id', rule!.id)).set(admin());
    expect(again.status).toBe(404);
    expect(persianMessage(again.body)).toBe('قاعده قیمت یافت نشد');
  });

  it('when the owner saves quantity prices for a variant and a category, then all are listed with titles, and the same minimum replaces its tier', async () => {
    const save = async (body: object) =>
      saveTier.response.parse((await put(saveTier.path, body).expect(200)).body).tier;
    const variantTier = await save({
      scope: 'variant',
      targetId: blackCable(),
      minQuantity: 100,
      percentOffBp: 400,
    });
    const categoryTier = await save({
      scope: 'category',
      targetId: categoryId,
      minQuantity: 50,
      percentOffBp: 200,
    });
    expect(variantTier.targetTitle).toBe(`${cable.title} (سطح مقطع: ۲٫۵، رنگ: مشکی)`);
    expect(categoryTier.targetTitle).toBe(categoryTitle);
    const replaced = await save({
      scope: 'variant',
      targetId: blackCable(),
      minQuantity: 100,
      percentOffBp: 450,
    });
    expect(replaced).toMatchObject({ id: variantTier.id, percentOffBp: 450 });
    expect(await readTiers()).toEqual([replaced, categoryTier]);
    expect(
      await context.db.select().from(quantityTiers).where(eq(quantityTiers.targetId, blackCable())),
    ).toHaveLength(1);
  });

  it('when a tier is malformed or names a target that does not exist, then it is refused in Persian and nothing is written', async () => {
    const before = await readTiers();
    const cases: [object, string][] = [
      [
        { scope: 'variant', targetId: NOTHING, minQuantity: 10, percentOffBp: 100 },
        'کالای انتخاب‌شده وجود ندارد',
      ],
      [
        { scope: 'category', targetId: NOTHING, minQuantity: 10, percentOffBp: 100 },
        'دسته‌بندی انتخاب‌شده وجود ندارد',
      ],
      [{ scope: 'brand', targetId: brandId, minQuantity: 10, percentOffBp: 100 }, 'نوع پله نامعتبر است'],
      [
        { scope: 'category', targetId: categoryId, minQuantity: 1, percentOffBp: 100 },
        'پله قیمت از تعداد ۲ به بالا معنا دارد',
      ],
    ];
    for (const [body, message] of cases) {
      const response = await put(saveTier.path, body);
      expect(response.status).toBe(400);
      expect(persianMessage(response.body)).toBe(message);
    }
    expect(await readTiers()).toEqual(before);
  });

  it('when the owner deletes a tier, then it is gone; deleting it again is a 404', async () => {
    const [tier] = await readTiers();
    await request(context.app)
      .delete(deleteTier.path.replace(':id', tier!.id))
      .set(admin())
      .expect(200, { deleted: true });
    expect((await readTiers()).map((each) => each.id)).not.toContain(tier!.id);
    const again = await request(context.app).delete(deleteTier.path.replace(':id', tier!.id)).set(admin());
    expect(again.status).toBe(404);
    expect(persianMessage(again.body)).toBe('پله قیمت یافت نشد');
  });
});
