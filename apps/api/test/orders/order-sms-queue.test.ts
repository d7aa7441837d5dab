import { orderEndpoints, type Order, type Product } from '@shop/contracts';
import { eq, sql } from 'drizzle-orm';
import request from 'supertest';
import { outgoingSms } from '../../src/db/schema';
import { createLogger } from '../../src/logger';
import { createSmsProvider } from '../../src/modules/auth/sms';
import type { SmsProvider } from '../../src/modules/auth/sms/sms-provider';
import { ORDER_SMS_MAX_ATTEMPTS, orderSmsSender } from '../../src/modules/orders/order-sms';
import { changeOrderStatus, getOrder } from '../../src/modules/orders/service';
import { createBreaker } from '../request-list/list-fixtures';
import { sentTo } from '../support/sms-outbox';
import { useTestApp } from '../support/use-test-app';

const { create } = orderEndpoints;
const logger = createLogger('silent');

describe('an order’s SMS survives the process that owed it', () => {
  const context = useTestApp({ admin: true });
  let breaker: Product;
  beforeAll(async () => {
    breaker = await createBreaker(context, 250_000, 40);
  });

  const handOrder = async (phone: string): Promise<Order> =>
    create.response.parse(
      (
        await request(context.app)
          .post(create.path)
          .set('Authorization', context.admin.bearer)
          .send({ channel: 'call', phone, lines: [{ variantId: breaker.variants[0]!._id, quantity: 1 }] })
          .expect(200)
      ).body,
    ).order;
  const outbox = () => createSmsProvider(context.config, logger);
  const sender = () => orderSmsSender({ db: context.db, sms: outbox(), logger, clock: () => new Date() });
  const queueRows = (orderId: string) =>
    context.db.select().from(outgoingSms).where(eq(outgoingSms.orderId, orderId));
  const smsNotes = async (orderId: string) =>
    (await getOrder(context.db, orderId)).events
      .filter((event) => event.kind === 'sms')
      .map((event) => event.note);
  /** The lease of a row ends now, as it would a minute after its process stopped. */
  const endLease = (orderId: string) =>
    context.db.execute(
      sql`UPDATE outgoing_sms SET due_at = now() - interval '1 second' WHERE order_id = ${orderId} AND due_at IS NOT NULL`,
    );

  /**
   * Confirms the order in a process that stops right after the commit, while its SMS is with the provider:
   * the provider is reached (so the commit is done), and never answers.
   */
  async function confirmAndStop(order: Order): Promise<void> {
    let reached!: () => void;
    const atProvider = new Promise<void>((resolve) => (reached = resolve));
    const stopping: SmsProvider = {
      sendCode: () => new Promise(() => undefined),
      sendMessage: () => {
        reached();
        return new Promise(() => undefined);
      },
    };
    void changeOrderStatus({ db: context.db, sms: stopping, logger }, order.id, {
      status: 'confirmed',
      adminId: context.admin.id,
      now: new Date(),
    });
    await atProvider;
  }

  it('when the process stops between the commit and the provider’s answer, then another process’s round sends the SMS once its lease ends, once only, and the history says so', async () => {
    const phone = '09125550001';
    const order = await handOrder(phone);
    await confirmAndStop(order);

    // Committed: confirmed, the SMS queued and counted in the budget, none sent, nothing in the history yet.
    const confirmed = (await getOrder(context.db, order.id)).order;
    expect(confirmed.status).toBe('confirmed');
    const [queued] = await queueRows(order.id);
    expect(queued).toMatchObject({ purpose: 'order-confirmed', phone, attempts: 1 });
    expect(queued!.dueAt).not.toBeNull();
    expect(queued!.message!.text).toContain('تایید شد');
    expect(sentTo(context.config.dataDir, phone)).toEqual([]);
    expect(await smsNotes(order.id)).toEqual([]);

    // Within its lease the row is the stopped process's: another round leaves it.
    const other = sender();
    expect(await other.sendLeft()).toBe(0);
    expect(sentTo(context.config.dataDir, phone)).toEqual([]);

    // Its lease over, the next round sends it, with the text written at the commit.
    await endLease(order.id);
    expect(await other.sendLeft()).toBe(1);
    const sent = sentTo(context.config.dataDir, phone).map((line) => (line as { text?: string }).text);
    expect(sent).toEqual([queued!.message!.text]);
    expect(await smsNotes(order.id)).toEqual([`پیامک فرستاده شد: ${queued!.message!.text}`]);
    const [done] = await queueRows(order.id);
    expect(done).toMatchObject({ dueAt: null, attempts: 2 });

    // Nothing is left: later rounds send nothing more.
    expect(await other.sendLeft()).toBe(0);
    expect(await sender().sendLeft()).toBe(0);
    expect(sentTo(context.config.dataDir, phone)).toHaveLength(1);
  });

  it('when a status change’s SMS goes at once, then its queue row is closed and no round sends it again', async () => {
    const phone = '09125550002';
    const order = await handOrder(phone);
    await changeOrderStatus({ db: context.db, sms: outbox(), logger }, order.id, {
      status: 'confirmed',
      adminId: context.admin.id,
      now: new Date(),
    });
    expect(sentTo(context.config.dataDir, phone)).toHaveLength(1);
    const [row] = await queueRows(order.id);
    expect(row).toMatchObject({ dueAt: null, attempts: 1 });
    await endLease(order.id);
    expect(await sender().sendLeft()).toBe(0);
    expect(sentTo(context.config.dataDir, phone)).toHaveLength(1);
    expect(await smsNotes(order.id)).toHaveLength(1);
  });

  it(`when an SMS was claimed ${ORDER_SMS_MAX_ATTEMPTS} times by processes that each stopped, then it is given up and the history says it did not go`, async () => {
    const phone = '09125550003';
    const order = await handOrder(phone);
    await confirmAndStop(order);
    await context.db
      .update(outgoingSms)
      .set({ attempts: ORDER_SMS_MAX_ATTEMPTS })
      .where(eq(outgoingSms.orderId, order.id));
    await endLease(order.id);
    expect(await sender().sendLeft()).toBe(0);
    expect(sentTo(context.config.dataDir, phone)).toEqual([]);
    expect(await smsNotes(order.id)).toEqual(['پیامک فرستاده نشد (خطای سرویس پیامک)']);
    const [row] = await queueRows(order.id);
    expect(row!.dueAt).toBeNull();
  });
});
