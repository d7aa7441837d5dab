import { apiErrorSchema, ORDER_STATUSES, orderEndpoints, type OrderLine } from '@shop/contracts';
import fc from 'fast-check';
import request from 'supertest';
import { orders, productVariants } from '../../src/db/schema';
import { createBreaker, createCable } from '../request-list/list-fixtures';
import { useTestApp } from '../support/use-test-app';
import { hostile, PERSIAN } from '../support/hostile-values';

describe('the order desk under random sequences of orders, edits and moves', () => {
  const context = useTestApp({ admin: true });
  let variantIds: string[] = [];
  const initialStock = new Map<string, number>();
  beforeAll(async () => {
    const cable = await createCable(context);
    const breaker = await createBreaker(context, 250_000, 60);
    variantIds = [...cable.variants, ...breaker.variants].map((variant) => variant._id);
    for (const row of await context.db.select().from(productVariants)) initialStock.set(row.id, row.stock);
  });

  const line = () =>
    fc.record(
      {
        variantId: fc.oneof(
          { arbitrary: fc.constantFrom(...variantIds), weight: 12 },
          { arbitrary: fc.uuid(), weight: 1 },
          { arbitrary: hostile, weight: 1 },
        ),
        quantity: fc.oneof(
          { arbitrary: fc.constantFrom(1, 2, 10, 15, 20), weight: 10 },
          { arbitrary: fc.integer({ min: 1, max: 400 }), weight: 3 },
          { arbitrary: hostile, weight: 1 },
        ),
        unitPrice: fc.oneof(
          { arbitrary: fc.integer({ min: 1, max: 5_000_000 }), weight: 8 },
          { arbitrary: hostile, weight: 1 },
        ),
      },
      { requiredKeys: ['variantId', 'quantity'] },
    );
  const lines = () =>
    fc.uniqueArray(line(), { minLength: 1, maxLength: 4, selector: (each) => each.variantId });
  const amount = () =>
    fc.oneof(
      { arbitrary: fc.integer({ min: 0, max: 2_000_000 }), weight: 6 },
      { arbitrary: hostile, weight: 1 },
    );
  const action = () =>
    fc.oneof(
      fc.record({
        kind: fc.constant('create' as const),
        lines: lines(),
        channel: fc.constantFrom('call', 'in-person', 'x'),
      }),
      fc.record({
        kind: fc.constant('update' as const),
        pick: fc.nat(),
        lines: lines(),
        discount: amount(),
        shippingCost: amount(),
      }),
      fc.record({
        kind: fc.constant('status' as const),
        pick: fc.nat(),
        status: fc.oneof(
          { arbitrary: fc.constantFrom(...ORDER_STATUSES), weight: 8 },
          { arbitrary: hostile, weight: 1 },
        ),
        reason: fc.oneof(
          { arbitrary: fc.constant('مشتری منصرف شد'), weight: 4 },
          { arbitrary: fc.constant(undefined), weight: 2 },
          { arbitrary: hostile, weight: 1 },
        ),
      }),
    );

  it('when the owner creates, edits and moves orders at random, then each answer is the contract’s or a Persian refusal, and every variant’s stock is its start less what the confirmed orders hold', async () => {
    const made: string[] = [];
    const admin = { Authorization: context.admin.bearer };
    await fc.assert(
      fc.asyncProperty(fc.array(action(), { minLength: 1, maxLength: 10 }), async (actions) => {
        for (const step of actions) {
          const id = made.length ? made[(step as { pick?: number }).pick! % made.length] : undefined;
          let response: request.Response;
          if (step.kind === 'create') {
            response = await request(context.app).post(orderEndpoints.create.path).set(admin).send(step);
            if (response.status === 200)
              made.push(orderEndpoints.create.response.parse(response.body).order.id);
          } else if (!id) {
            continue;
          } else if (step.kind === 'update') {
            response = await request(context.app).put(`/api/orders/${id}`).set(admin).send(step);
            if (response.status === 200) orderEndpoints.update.response.parse(response.body);
          } else {
            response = await request(context.app).post(`/api/orders/${id}/status`).set(admin).send(step);
            if (response.status === 200) orderEndpoints.setStatus.response.parse(response.body);
          }
          if (response.status !== 200) {
            expect([400, 404, 409]).toContain(response.status);
            expect(apiErrorSchema.parse(response.body).message).toMatch(PERSIAN);
          }
        }
        const taken = new Map<string, number>();
        for (const order of await context.db.select().from(orders)) {
          if (!order.stockTaken) continue;
          for (const { variantId, quantity } of order.lines as OrderLine[]) {
            taken.set(variantId, (taken.get(variantId) ?? 0) + quantity);
          }
        }
        for (const row of await context.db.select().from(productVariants)) {
          expect(row.stock).toBe(initialStock.get(row.id)! - (taken.get(row.id) ?? 0));
        }
      }),
      { numRuns: 40 },
    );
  });
});
