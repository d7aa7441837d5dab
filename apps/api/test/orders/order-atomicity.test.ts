import { orderEndpoints, proFormaEndpoints, type Product } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import request from 'supertest';
import { orderEvents, orders, proFormas } from '../../src/db/schema';
import { createBreaker } from '../request-list/list-fixtures';
import { useTestApp } from '../support/use-test-app';

/**
 * The database failing in the middle of writing an order (after the order's row and its number, at the
 * history's row): the order is whole or absent, and its number is given back.
 */
describe('an order written while the database fails', () => {
  const context = useTestApp({ admin: true });
  let breaker: Product;
  beforeAll(async () => {
    breaker = await createBreaker(context, 250_000, 40);
    await context.db.execute(sql`CREATE TABLE test_blip (on_now boolean)`);
    await context.db.execute(sql`
      CREATE FUNCTION test_blip_fails() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF EXISTS (SELECT 1 FROM test_blip) THEN RAISE EXCEPTION 'the database blipped'; END IF;
        RETURN NEW;
      END $$`);
    await context.db.execute(
      sql`CREATE TRIGGER test_blip BEFORE INSERT ON order_events FOR EACH ROW EXECUTE FUNCTION test_blip_fails()`,
    );
  });
  const blip = (on: boolean) =>
    context.db.execute(on ? sql`INSERT INTO test_blip VALUES (true)` : sql`DELETE FROM test_blip`);
  const stored = async () => ({
    orders: (await context.db.select({ number: orders.number }).from(orders)).map((row) => row.number).sort(),
    proFormas: (await context.db.select({ id: proFormas.id }).from(proFormas)).length,
    events: (await context.db.select({ id: orderEvents.id }).from(orderEvents)).length,
  });
  const line = () => ({ variantId: breaker.variants[0]!._id, quantity: 1 });
  const handOrder = () =>
    request(context.app)
      .post(orderEndpoints.create.path)
      .set('Authorization', context.admin.bearer)
      .send({ channel: 'call', lines: [line()] });
  const sendList = () =>
    request(context.app)
      .post(proFormaEndpoints.create.path)
      .send({ channel: 'whatsapp', lines: [{ ...line(), addedPrice: null }] });

  it('when the history cannot be written, then neither a hand order nor a shopper’s pro-forma is stored, and the next takes the number they would have had', async () => {
    const first = orderEndpoints.create.response.parse((await handOrder().expect(200)).body).order;
    const before = await stored();

    await blip(true);
    expect((await handOrder()).status).toBeGreaterThanOrEqual(500);
    expect((await sendList()).status).toBeGreaterThanOrEqual(500);
    expect(await stored()).toEqual(before);

    await blip(false);
    const next = proFormaEndpoints.create.response.parse((await sendList().expect(200)).body).proForma;
    const seq = (number: string) => Number(number.split('-')[1]);
    expect(seq(next.number)).toBe(seq(first.number) + 1);
    expect((await stored()).orders).toEqual([...before.orders, next.number].sort());
  });
});
