import {
  orderEndpoints,
  productEndpoints,
  proFormaEndpoints,
  requestListEndpoints,
  tradeEndpoints,
  type Category,
  type Product,
} from '@shop/contracts';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { customerGroups, priceRules, quantityTiers, users } from '../../src/db/schema';
import { createCable, persianMessage, setVariant, variantOf } from '../request-list/list-fixtures';
import { createCategory, createProduct } from '../support/catalog-client';
import { useTestApp } from '../support/use-test-app';
import { createUser, type TestUser } from '../support/users';
import { fakeWebBuild } from '../support/web-build';

const NOTHING = '00000000-0000-4000-8000-000000000000';

/**
 * Trade prices and quantity prices: one pricing for the request list, the pro-forma, the desk and the
 * shopper's own prices; and none of it in an answer anyone else is given.
 */
describe('trade prices and quantity prices', () => {
  // The shop's pages drawn from a stand-in web build: they embed the answers a trade price could leak into.
  const context = useTestApp({ admin: true, webDist: fakeWebBuild() });
  let trader: TestUser;
  let consumer: TestUser;
  let category: Category;
  let breaker: Product;
  let cable: Product;
  let tradeGroup: string;
  beforeAll(async () => {
    category = await createCategory(context.app, context.admin);
    breaker = await createProduct(context.app, context.admin, {
      categoryId: category._id,
      price: '250000',
      stock: '500',
    });
    cable = await createCable(context);
    [{ id: tradeGroup }] = (await context.db
      .select({ id: customerGroups.id })
      .from(customerGroups)
      .where(eq(customerGroups.name, 'همکار'))) as [{ id: string }];
    trader = await createUser(context.db);
    await context.db.update(users).set({ groupId: tradeGroup }).where(eq(users.id, trader.id));
    consumer = await createUser(context.db);
    await context.db.insert(priceRules).values([
      { groupId: tradeGroup, scope: 'category', targetId: category._id, percentOffBp: 500 },
      { groupId: tradeGroup, scope: 'variant', targetId: cable.variants[0]!._id, fixedPrice: 30_000 },
    ]);
    await context.db.insert(quantityTiers).values([
      { scope: 'category', targetId: category._id, minQuantity: 10, percentOffBp: 200 },
      { scope: 'category', targetId: category._id, minQuantity: 100, percentOffBp: 400 },
    ]);
  });

  const breakerId = () => breaker.variants[0]!._id;
  const priceList = async (quantity: number, user?: TestUser) => {
    const call = request(context.app).post(requestListEndpoints.price.path);
    const response = await (user ? call.set('Authorization', user.bearer) : call)
      .send({ lines: [{ variantId: breakerId(), quantity, addedPrice: null }] })
      .expect(200);
    return requestListEndpoints.price.response.parse(response.body).lines[0]!;
  };

  it('when anyone prices 1, 10 or 100 of a product whose category has quantity tiers, then each quantity gets its tier off the shop price', async () => {
    expect(await priceList(1)).toMatchObject({ unitPrice: 250_000, shopPrice: 250_000, priceRule: null });
    expect(await priceList(10, consumer)).toMatchObject({
      unitPrice: 245_000,
      lineTotal: 2_450_000,
      priceRule: '۲٪ برای ۱۰ و بیشتر',
    });
    expect(await priceList(100)).toMatchObject({ unitPrice: 240_000, priceRule: '۴٪ برای ۱۰۰ و بیشتر' });
  });

  it('when a trade shopper prices them, then his group’s rule comes first and the tier off that, and the list says which rule', async () => {
    expect(await priceList(1, trader)).toMatchObject({
      unitPrice: 237_500,
      shopPrice: 250_000,
      priceRule: `همکار: ۵٪ دسته‌بندی ${category.title}`,
    });
    expect(await priceList(100, trader)).toMatchObject({
      unitPrice: 228_000,
      priceRule: `همکار: ۵٪ دسته‌بندی ${category.title}، ۴٪ برای ۱۰۰ و بیشتر`,
    });
  });

  it('when a variant has the group’s fixed price, then it beats the category’s percentage', async () => {
    const response = await request(context.app)
      .post(tradeEndpoints.myPrices.path)
      .set('Authorization', trader.bearer)
      .send({ lines: [{ variantId: cable.variants[0]!._id, quantity: 10 }] })
      .expect(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(tradeEndpoints.myPrices.response.parse(response.body).prices).toEqual([
      {
        variantId: cable.variants[0]!._id,
        quantity: 10,
        shopPrice: cable.variants[0]!.price,
        price: 30_000,
        rule: 'همکار: قیمت ویژه این کالا',
      },
    ]);
  });

  it('when a trade shopper makes a pro-forma, then it freezes his price with the shop’s beside it', async () => {
    const response = await request(context.app)
      .post(proFormaEndpoints.create.path)
      .set('Authorization', trader.bearer)
      .send({ channel: 'link', lines: [{ variantId: breakerId(), quantity: 10, addedPrice: null }] })
      .expect(200);
    const { proForma } = proFormaEndpoints.create.response.parse(response.body);
    expect(proForma.lines[0]).toMatchObject({ unitPrice: 232_750, shopPrice: 250_000, lineTotal: 2_327_500 });
    expect(proForma.total).toBe(2_327_500);
  });

  it('when the owner takes a hand order for a trade customer’s phone, then the desk prices it at the customer’s price', async () => {
    const response = await request(context.app)
      .post(orderEndpoints.create.path)
      .set('Authorization', context.admin.bearer)
      .send({ channel: 'call', phone: trader.phone, lines: [{ variantId: breakerId(), quantity: 1 }] })
      .expect(200);
    const { order } = orderEndpoints.create.response.parse(response.body);
    expect(order.userId).toBe(trader.id);
    expect(order.lines[0]).toMatchObject({ unitPrice: 237_500, shopPrice: 250_000 });
  });

  it('when a consumer asks for his prices, then he gets the shop’s (with the tier his quantity reaches)', async () => {
    const response = await request(context.app)
      .post(tradeEndpoints.myPrices.path)
      .set('Authorization', consumer.bearer)
      .send({ lines: [{ variantId: breakerId(), quantity: 1 }] })
      .expect(200);
    expect(tradeEndpoints.myPrices.response.parse(response.body).prices[0]).toMatchObject({
      price: 250_000,
      rule: null,
    });
  });

  const cardPrices = (products: unknown[], user: TestUser | null = trader) => {
    const call = request(context.app).post(tradeEndpoints.myPrices.path);
    return (user ? call.set('Authorization', user.bearer) : call).send({ products });
  };
  const parseCards = (response: request.Response) => {
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    return tradeEndpoints.myPrices.response.parse(response.body).products;
  };

  it('when a trade shopper asks for a page’s cards by product, then each card gets the cheapest of its variants in stock at his price, at the product’s minimum quantity, in one private answer', async () => {
    const response = await cardPrices([breaker._id, cable._id]);
    const answer = tradeEndpoints.myPrices.response.parse(response.body);
    expect(answer.prices).toEqual([]);
    expect(parseCards(response)).toEqual([
      {
        productId: breaker._id,
        variantId: breakerId(),
        quantity: 1,
        shopPrice: 250_000,
        price: 237_500,
        rule: `همکار: ۵٪ دسته‌بندی ${category.title}`,
      },
      // The 1.5 black's fixed price (30,000) beats the shop's 32,000 and every other variant.
      {
        productId: cable._id,
        variantId: cable.variants[0]!._id,
        quantity: 10,
        shopPrice: 32_000,
        price: 30_000,
        rule: 'همکار: قیمت ویژه این کالا',
      },
    ]);
  });

  it('when lines and products come in one call, then both are priced, each in its own list', async () => {
    const response = await request(context.app)
      .post(tradeEndpoints.myPrices.path)
      .set('Authorization', trader.bearer)
      .send({ lines: [{ variantId: breakerId(), quantity: 100 }], products: [cable._id] });
    expect(tradeEndpoints.myPrices.response.parse(response.body)).toMatchObject({
      prices: [{ variantId: breakerId(), quantity: 100, price: 228_000 }],
      products: [{ productId: cable._id, price: 30_000 }],
    });
  });

  it('when a consumer asks for cards, then he gets the shop’s prices with no rule', async () => {
    expect(parseCards(await cardPrices([breaker._id, cable._id], consumer))).toEqual([
      expect.objectContaining({ productId: breaker._id, price: 250_000, shopPrice: 250_000, rule: null }),
      expect.objectContaining({ productId: cable._id, price: 32_000, shopPrice: 32_000, rule: null }),
    ]);
  });

  it('when the ids repeat, differ in case or name nothing, then each product is priced once and what names nothing is left out', async () => {
    const cards = parseCards(
      await cardPrices([
        cable._id.toUpperCase(),
        NOTHING,
        cable._id,
        breakerId(), // a variant's id is no product's
        breaker._id,
      ]),
    );
    expect(cards.map((card) => card.productId)).toEqual([cable._id, breaker._id]);
  });

  it('when the products are not ids, too many, or none at all, then the call is refused in Persian', async () => {
    const cases: [unknown, string][] = [
      [{ products: ['not-an-id'] }, 'شناسه نامعتبر است'],
      [{ products: 'x' }, 'فهرست محصولات نامعتبر است'],
      [
        {
          products: Array.from(
            { length: 101 },
            (_, n) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
          ),
        },
        'حداکثر ۱۰۰ محصول در هر درخواست',
      ],
      [{ products: [] }, 'دست‌کم یک کالا یا محصول برای قیمت لازم است'],
      [{}, 'دست‌کم یک کالا یا محصول برای قیمت لازم است'],
    ];
    for (const [body, message] of cases) {
      const response = await request(context.app)
        .post(tradeEndpoints.myPrices.path)
        .set('Authorization', trader.bearer)
        .send(body as object);
      expect(response.status).toBe(400);
      expect(persianMessage(response.body)).toBe(message);
    }
  });

  it('when a variant is out of stock or disabled, then the card stands for the enabled ones in stock, else the enabled ones, else it is left out', async () => {
    const other = await createCable(context);
    const redThin = variantOf(other, '۱٫۵', 'قرمز'); // none in stock
    await context.db
      .insert(priceRules)
      .values({ groupId: tradeGroup, scope: 'variant', targetId: redThin, fixedPrice: 1_000 });
    const card = async () => (await parseCards(await cardPrices([other._id])))[0];
    // The red 1.5 at 1,000 is out of stock: the black 1.5 at the shop's 32,000 stands for the card.
    expect(await card()).toMatchObject({ variantId: variantOf(other, '۱٫۵', 'مشکی'), price: 32_000 });
    await setVariant(context.db, variantOf(other, '۱٫۵', 'مشکی'), { enabled: false });
    expect(await card()).toMatchObject({
      variantId: variantOf(other, '۲٫۵', 'مشکی'),
      price: 48_500,
      rule: null,
    });
    // The 4 black at his 48,500 too: of two equal prices, the variant first by position.
    await context.db.insert(priceRules).values({
      groupId: tradeGroup,
      scope: 'variant',
      targetId: variantOf(other, '۴', 'مشکی'),
      fixedPrice: 48_500,
    });
    expect(await card()).toMatchObject({ variantId: variantOf(other, '۲٫۵', 'مشکی'), rule: null });
    // Nothing in stock: every enabled variant stands for the card, the red 1.5 at his price among them.
    for (const variant of other.variants) await setVariant(context.db, variant._id, { stock: 0 });
    expect(await card()).toMatchObject({ variantId: redThin, price: 1_000, shopPrice: 32_500 });
    for (const variant of other.variants) await setVariant(context.db, variant._id, { enabled: false });
    expect(await card()).toBeUndefined();
  });

  it('when an anonymous visitor asks for cards, then he is refused as before', async () => {
    const response = await cardPrices([breaker._id], null);
    expect(response.status).toBe(401);
    persianMessage(response.body);
  });

  it('when the product page is read, then it carries the quantity tiers for everyone, and a tier change shows on the next read', async () => {
    const read = async () =>
      productEndpoints.getWithRelated.response.parse(
        (await request(context.app).get(`/api/product/get-one/${breaker._id}`).expect(200)).body,
      ).quantityTiers;
    expect(await read()).toEqual([
      { variantId: null, minQuantity: 10, percentOffBp: 200 },
      { variantId: null, minQuantity: 100, percentOffBp: 400 },
    ]);
    const saved = await request(context.app)
      .put(tradeEndpoints.saveTier.path)
      .set('Authorization', context.admin.bearer)
      .send({ scope: 'variant', targetId: breakerId(), minQuantity: 50, percentOffBp: 300 })
      .expect(200);
    expect(await read()).toContainEqual({ variantId: breakerId(), minQuantity: 50, percentOffBp: 300 });
    const { tier } = tradeEndpoints.saveTier.response.parse(saved.body);
    await request(context.app)
      .delete(tradeEndpoints.deleteTier.path.replace(':id', tier.id))
      .set('Authorization', context.admin.bearer)
      .expect(200);
    expect(await read()).not.toContainEqual(expect.objectContaining({ variantId: breakerId() }));
  });

  it('when a trade shopper loads the product page, its JSON, the shop listing and search, then an anonymous visitor loading the same addresses gets the same bytes, with no trade price in them', async () => {
    const addresses = [
      `/product/${breaker._id}`,
      `/api/product/get-one/${breaker._id}`,
      `/api/products?categoryId=${category._id}`,
      `/category/${category._id}`,
      `/api/search?searchItem=${encodeURIComponent(breaker.title)}`,
    ];
    // His cards priced first, as his browser does after the page.
    parseCards(await cardPrices([breaker._id]));
    for (const address of addresses) {
      const asTrader = await request(context.app)
        .get(address)
        .set('Authorization', trader.bearer)
        .expect(200);
      const asAnyone = await request(context.app).get(address).expect(200);
      expect(asAnyone.text).toBe(asTrader.text);
      for (const tradePrice of ['237500', '237,500', '۲۳۷٬۵۰۰'])
        expect(asAnyone.text).not.toContain(tradePrice);
    }
  });
});
