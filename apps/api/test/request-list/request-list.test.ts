import { randomUUID } from 'node:crypto';
import { requestListEndpoints, type Product, type RequestLine } from '@shop/contracts';
import request from 'supertest';
import { useTestApp } from '../support/use-test-app';
import { createUser, type TestUser } from '../support/users';
import {
  createBreaker,
  createCable,
  deleteProduct,
  persianMessage,
  setVariant,
  storedCounts,
  variantOf,
} from './list-fixtures';

const { price, get, save, merge } = requestListEndpoints;
/** A variant id named twice in one list (in any case): the contract refuses it. */
const SAME = randomUUID();

describe('the request list: priced by the server, kept on the account', () => {
  const statements: string[] = [];
  const context = useTestApp({ admin: true, onQuery: (query) => statements.push(query) });
  let cable: Product;
  beforeAll(async () => {
    cable = await createCable(context);
  });

  const line = (variantId: string, quantity: number, addedPrice: number | null = null): RequestLine => ({
    variantId,
    quantity,
    addedPrice,
  });
  const priceOf = async (lines: unknown[]) =>
    price.response.parse((await request(context.app).post(price.path).send({ lines }).expect(200)).body);

  describe('pricing', () => {
    it('when a list is priced, then each line has today’s unit price, its total, stock, title, variant and image, and the total sums the available lines', async () => {
      const breaker = await createBreaker(context, 250_000, 40);
      const black = variantOf(cable, '۲٫۵', 'مشکی');
      const priced = await priceOf([line(black, 25, 48_500), line(breaker.variants[0]!._id, 2)]);

      expect(priced.lines).toEqual([
        {
          variantId: black,
          productId: cable._id,
          title: cable.title,
          variantLabel: 'سطح مقطع: ۲٫۵، رنگ: مشکی',
          image: cable.image,
          unit: 'metre',
          unitSize: null,
          minQuantity: 10,
          quantityStep: 5,
          quantity: 25,
          unitPrice: 48_500,
          addedPrice: 48_500,
          shopPrice: 48_500,
          priceRule: null,
          lineTotal: 1_212_500,
          stock: 500,
          state: 'available',
        },
        expect.objectContaining({
          productId: breaker._id,
          title: breaker.title,
          variantLabel: null,
          image: breaker.image,
          unit: 'piece',
          unitPrice: 250_000,
          lineTotal: 500_000,
          state: 'available',
        }),
      ]);
      expect(priced.total).toBe(1_712_500);
    });

    it('when lines are priced, then their variants and products are read in one indexed query, however many lines', async () => {
      const lines = cable.variants.map((variant) => line(variant._id, 10));
      statements.length = 0;
      await priceOf([...lines, line(randomUUID(), 10)]);
      const reads = statements.filter((statement) => /\bproduct_variants\b/.test(statement));
      expect(reads).toHaveLength(1);
      expect(reads[0]).toMatch(/where "product_variants"\."id" in \(/i);
    });

    it('when a variant has its own image, then the line shows it rather than the product’s', async () => {
      const red = variantOf(cable, '۲٫۵', 'قرمز');
      await setVariant(context.db, red, { image: 'red-cable.webp' });
      const [priced] = (await priceOf([line(red, 10)])).lines;
      expect(priced!.image).toBe('red-cable.webp');
    });

    it('when the price changed since the line was added, then the line shows today’s price beside the old one, and the total counts today’s', async () => {
      const breaker = await createBreaker(context, 100_000, 10);
      const variant = breaker.variants[0]!._id;
      await setVariant(context.db, variant, { price: 120_000 });
      const priced = await priceOf([line(variant, 3, 100_000)]);
      expect(priced.lines[0]).toMatchObject({ unitPrice: 120_000, addedPrice: 100_000, lineTotal: 360_000 });
      expect(priced.total).toBe(360_000);
    });

    it('when the client sends prices of its own, then they are never used: only echoed back as the price seen', async () => {
      const breaker = await createBreaker(context, 90_000, 10);
      const response = await request(context.app)
        .post(price.path)
        .send({
          lines: [
            { variantId: breaker.variants[0]!._id, quantity: 2, addedPrice: 1, unitPrice: 1, lineTotal: 2 },
          ],
          total: 2,
        })
        .expect(200);
      const priced = price.response.parse(response.body);
      expect(priced.lines[0]).toMatchObject({ unitPrice: 90_000, addedPrice: 1, lineTotal: 180_000 });
      expect(priced.total).toBe(180_000);
    });

    it('when a line’s product was deleted, its variant disabled, short of stock or its quantity off the unit, then it is flagged (never dropped) and left out of the total', async () => {
      const gone = await createBreaker(context);
      const goneVariant = gone.variants[0]!._id;
      await deleteProduct(context, gone._id);
      const disabled = await createBreaker(context, 70_000, 5);
      await setVariant(context.db, disabled.variants[0]!._id, { enabled: false });
      const available = variantOf(cable, '۴', 'مشکی');

      const flagged = await priceOf([
        line(goneVariant, 1, 250_000),
        line(disabled.variants[0]!._id, 1),
        line(variantOf(cable, '۱٫۵', 'قرمز'), 10),
        line(variantOf(cable, '۲٫۵', 'قرمز'), 105),
        line(variantOf(cable, '۱٫۵', 'مشکی'), 5),
        line(randomUUID(), 1),
        line(available, 20),
      ]);
      expect(flagged.lines.map((priced) => priced.state)).toEqual([
        'gone',
        'disabled',
        'out-of-stock',
        'out-of-stock',
        'bad-quantity',
        'gone',
        'available',
      ]);
      expect(flagged.lines[0]).toMatchObject({
        productId: null,
        title: null,
        unitPrice: null,
        addedPrice: 250_000,
        lineTotal: 0,
        stock: 0,
      });
      // Short of stock says how much is left; a disabled variant still shows its price.
      expect(flagged.lines[3]).toMatchObject({ stock: 100, unitPrice: 49_000, lineTotal: 5_145_000 });
      expect(flagged.lines[1]).toMatchObject({ unitPrice: 70_000, lineTotal: 70_000 });
      expect(flagged.total).toBe(20 * 71_000);

      const offStep = await priceOf([line(variantOf(cable, '۱٫۵', 'مشکی'), 12)]);
      expect(offStep.lines[0]!.state).toBe('bad-quantity');
      expect(offStep.total).toBe(0);
      const onStep = await priceOf([line(variantOf(cable, '۱٫۵', 'مشکی'), 15)]);
      expect(onStep.lines[0]!.state).toBe('available');
    });

    it('when the quantity times the price would pass any real order, then the line is a bad quantity, not an overflow', async () => {
      const dear = await createBreaker(context, 999_999_999_999, 1_000_000);
      await setVariant(context.db, dear.variants[0]!._id, { stock: 1_000_000 });
      const priced = await priceOf([line(dear.variants[0]!._id, 1_000_000)]);
      expect(priced.lines[0]).toMatchObject({ state: 'bad-quantity', lineTotal: 0 });
      expect(priced.total).toBe(0);
    });

    it.each([
      ['101 lines', { lines: Array.from({ length: 101 }, () => line(randomUUID(), 1)) }],
      ['the same variant twice', { lines: [line(SAME, 1), line(SAME.toUpperCase(), 2)] }],
      ['a negative quantity', { lines: [{ variantId: randomUUID(), quantity: -3, addedPrice: null }] }],
      ['a fractional quantity', { lines: [{ variantId: randomUUID(), quantity: 1.5, addedPrice: null }] }],
      ['an id that names nothing', { lines: [{ variantId: 'x', quantity: 1, addedPrice: null }] }],
      ['no lines at all', {}],
    ])('when the list holds %s, then 400 in Persian', async (_case, body) => {
      const response = await request(context.app).post(price.path).send(body).expect(400);
      persianMessage(response.body);
    });
  });

  describe('the account’s list', () => {
    let shopper: TestUser;
    beforeEach(async () => {
      shopper = await createUser(context.db);
    });
    const as = (user: TestUser) => ({
      get: () => request(context.app).get(get.path).set('Authorization', user.bearer),
      save: (lines: unknown[]) =>
        request(context.app).put(save.path).set('Authorization', user.bearer).send({ lines }),
      merge: (lines: unknown[]) =>
        request(context.app).post(merge.path).set('Authorization', user.bearer).send({ lines }),
    });
    const listOf = async (user: TestUser) =>
      get.response.parse((await as(user).get().expect(200)).body).lines;

    it('when a signed-in shopper saves a list, then it is read back in order on any device; a save replaces it whole', async () => {
      const [a, b, c] = cable.variants.map((variant) => variant._id);
      expect(await listOf(shopper)).toEqual([]);
      const saved = await as(shopper)
        .save([line(b!, 20, 48_500), line(a!, 10)])
        .expect(200);
      expect(save.response.parse(saved.body).lines).toEqual([line(b!, 20, 48_500), line(a!, 10)]);
      expect(await listOf(shopper)).toEqual([line(b!, 20, 48_500), line(a!, 10)]);

      await as(shopper)
        .save([line(c!, 15), line(b!, 30, 48_500)])
        .expect(200);
      expect(await listOf(shopper)).toEqual([line(c!, 15), line(b!, 30, 48_500)]);
      await as(shopper).save([]).expect(200);
      expect(await listOf(shopper)).toEqual([]);
    });

    it('when the browser’s list is merged on sign-in, then every line of both is kept once with the larger quantity, and merging again changes nothing', async () => {
      const [a, b, c, d] = cable.variants.map((variant) => variant._id);
      await as(shopper)
        .save([line(a!, 10, 32_000), line(b!, 40)])
        .expect(200);
      const browser = [line(b!, 25, 32_500), line(c!, 15, 48_500), line(d!, 10)];

      const first = merge.response.parse((await as(shopper).merge(browser).expect(200)).body).lines;
      expect(first).toEqual([line(a!, 10, 32_000), line(b!, 40, 32_500), line(c!, 15, 48_500), line(d!, 10)]);
      const again = merge.response.parse((await as(shopper).merge(browser).expect(200)).body).lines;
      expect(again).toEqual(first);
      expect(await listOf(shopper)).toEqual(first);

      // A larger quantity in the browser wins; nothing is ever doubled.
      await as(shopper)
        .merge([line(a!, 50)])
        .expect(200);
      const merged = await listOf(shopper);
      expect(merged).toHaveLength(4);
      expect(merged[0]).toEqual(line(a!, 50, 32_000));
    });

    it('when a shopper reads, saves or merges, then it is always the session’s own list: another account sees none of it', async () => {
      const other = await createUser(context.db);
      await as(shopper)
        .save([line(cable.variants[0]!._id, 10)])
        .expect(200);
      expect(await listOf(other)).toEqual([]);
      await as(other)
        .save([line(cable.variants[1]!._id, 15)])
        .expect(200);
      expect(await listOf(shopper)).toEqual([line(cable.variants[0]!._id, 10)]);
      await request(context.app).get(get.path).expect(401);
      await request(context.app).put(save.path).send({ lines: [] }).expect(401);
      await request(context.app).post(merge.path).send({ lines: [] }).expect(401);
    });

    it('when a line’s product is deleted, then the account keeps the line and pricing flags it as gone', async () => {
      const breaker = await createBreaker(context);
      await as(shopper)
        .save([line(breaker.variants[0]!._id, 2, 250_000)])
        .expect(200);
      await deleteProduct(context, breaker._id);
      const kept = await listOf(shopper);
      expect(kept).toEqual([line(breaker.variants[0]!._id, 2, 250_000)]);
      expect((await priceOf(kept)).lines[0]!.state).toBe('gone');
    });

    it('when a merge would pass 100 lines, then 409 in Persian and the account’s list stays as it was', async () => {
      const account = Array.from({ length: 60 }, () => line(randomUUID(), 1));
      await as(shopper).save(account).expect(200);
      const response = await as(shopper)
        .merge(Array.from({ length: 41 }, () => line(randomUUID(), 1)))
        .expect(409);
      persianMessage(response.body);
      expect(await listOf(shopper)).toEqual(account);
    });

    it.each([
      ['101 lines', () => Array.from({ length: 101 }, () => line(randomUUID(), 1))],
      ['the same variant twice', () => [line(SAME, 1), line(SAME, 2)]],
      ['a negative quantity', () => [{ variantId: randomUUID(), quantity: -1, addedPrice: null }]],
      ['a zero quantity', () => [{ variantId: randomUUID(), quantity: 0, addedPrice: null }]],
    ])('when a save or merge holds %s, then 400 in Persian and nothing is written', async (_case, lines) => {
      await as(shopper)
        .save([line(cable.variants[2]!._id, 10)])
        .expect(200);
      const before = await storedCounts(context.db);
      persianMessage((await as(shopper).save(lines()).expect(400)).body);
      persianMessage((await as(shopper).merge(lines()).expect(400)).body);
      expect(await storedCounts(context.db)).toEqual(before);
      expect(await listOf(shopper)).toEqual([line(cable.variants[2]!._id, 10)]);
    });

    it('when two devices save at once, then one list wins whole: never a mix, never an error', async () => {
      const [a, b, c] = cable.variants.map((variant) => variant._id);
      const one = [line(a!, 10), line(b!, 15)];
      const two = [line(b!, 20), line(c!, 25)];
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, index) => as(shopper).save(index % 2 ? one : two)),
      );
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
      expect([one, two]).toContainEqual(await listOf(shopper));
    });
  });
});
