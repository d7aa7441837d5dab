import {
  apiErrorSchema,
  mergeRequestLines,
  proFormaEndpoints,
  requestListEndpoints,
  type RequestLine,
} from '@shop/contracts';
import fc from 'fast-check';
import request from 'supertest';
import { useTestApp } from '../support/use-test-app';
import { createBreaker, createCable, storedCounts } from './list-fixtures';
import { hostile, PERSIAN } from '../support/hostile-values';

describe('the request list and pro-formas, under random and hostile input', () => {
  const context = useTestApp({ env: { TRUST_PROXY: '1 from 127.0.0.1' }, admin: true, shopper: true });
  let variantIds: string[] = [];
  beforeAll(async () => {
    const cable = await createCable(context);
    const breaker = await createBreaker(context);
    variantIds = [...cable.variants, ...breaker.variants].map((variant) => variant._id);
  });

  /** A line naming one of the shop's variants (now and then a made-up one), with a quantity and a seen price. */
  const line = () =>
    fc.record(
      {
        variantId: fc.oneof(
          { arbitrary: fc.constantFrom(...variantIds), weight: 16 },
          { arbitrary: fc.uuid(), weight: 2 },
          { arbitrary: hostile, weight: 1 },
        ),
        quantity: fc.oneof(
          { arbitrary: fc.constantFrom(10, 15, 25, 1, 2), weight: 12 },
          { arbitrary: fc.integer({ min: 1, max: 600 }), weight: 6 },
          { arbitrary: hostile, weight: 1 },
        ),
        addedPrice: fc.oneof(
          { arbitrary: fc.constant(null), weight: 10 },
          { arbitrary: fc.integer({ min: 1, max: 10_000_000 }), weight: 8 },
          { arbitrary: hostile, weight: 1 },
        ),
        unitPrice: fc.integer(),
      },
      { requiredKeys: ['variantId', 'quantity'] },
    );
  /** Mostly lists of distinct variants, some of them wrong in a line; now and then anything at all. */
  const body = () =>
    fc.oneof(
      {
        arbitrary: fc.record({
          lines: fc.uniqueArray(line(), { maxLength: 8, selector: (each) => each.variantId }),
          channel: fc.constantFrom('whatsapp', 'link'),
        }),
        weight: 6,
      },
      {
        arbitrary: fc.record({
          lines: fc.oneof(hostile, fc.array(hostile, { maxLength: 3 })),
          channel: hostile,
        }),
        weight: 1,
      },
      {
        // Any JSON body (a bare string or number cannot be sent as one).
        arbitrary: fc
          .json()
          .map((text) => JSON.parse(text) as unknown)
          .filter((value) => typeof value === 'object' && value !== null),
        weight: 1,
      },
    );

  it('when any list is priced, saved, merged or made a pro-forma, then it is answered by the contract or refused in Persian with nothing written, never a server error', async () => {
    let address = 0;
    await fc.assert(
      fc.asyncProperty(body(), fc.constantFrom('price', 'save', 'merge', 'create'), async (sent, verb) => {
        const before = await storedCounts(context.db);
        const endpoint =
          verb === 'create'
            ? proFormaEndpoints.create
            : requestListEndpoints[verb as 'price' | 'save' | 'merge'];
        const account = verb === 'save' || verb === 'merge';
        const method = endpoint.method.toLowerCase() as 'post' | 'put';
        const agent = request(context.app);
        const call = agent[method](endpoint.path).set('X-Forwarded-For', `203.0.113.${address++ % 250}`);
        const response = await (account ? call.set('Authorization', context.shopper.bearer) : call).send(
          sent as object,
        );
        // A merge past 100 lines is refused as a conflict (the account's list grows run by run).
        expect(verb === 'merge' ? [200, 400, 409] : [200, 400]).toContain(response.status);
        if (response.status !== 200) {
          expect(apiErrorSchema.parse(response.body).message).toMatch(PERSIAN);
          expect(await storedCounts(context.db)).toEqual(before);
          return;
        }
        const answer = endpoint.response.parse(response.body);
        if (verb === 'price') {
          const { lines, total } = answer as ReturnType<typeof requestListEndpoints.price.response.parse>;
          const available = lines.filter((each) => each.state === 'available');
          expect(total).toBe(available.reduce((sum, each) => sum + each.lineTotal, 0));
          for (const each of available) expect(each.lineTotal).toBe(each.unitPrice! * each.quantity);
        }
      }),
      { seed: 32, numRuns: 150 },
    );
  }, 180_000);

  it('when any two lists are merged, then every variant of both is kept once with the larger quantity, and merging again changes nothing', () => {
    const ids = ['a', 'b', 'c', 'd', 'e'].map((letter) => `00000000-0000-4000-8000-00000000000${letter}`);
    const list = fc.uniqueArray(
      fc.record({
        variantId: fc.constantFrom(...ids),
        quantity: fc.integer({ min: 1, max: 50 }),
        addedPrice: fc.option(fc.integer({ min: 1, max: 1000 }), { nil: null }),
      }),
      { selector: (each) => each.variantId, maxLength: ids.length },
    );
    fc.assert(
      fc.property(list, list, (account: RequestLine[], browser: RequestLine[]) => {
        const merged = mergeRequestLines(account, browser);
        const variants = new Set([...account, ...browser].map((each) => each.variantId));
        expect(merged.map((each) => each.variantId).sort()).toEqual([...variants].sort());
        for (const each of merged) {
          const quantities = [...account, ...browser]
            .filter((other) => other.variantId === each.variantId)
            .map((other) => other.quantity);
          expect(each.quantity).toBe(Math.max(...quantities));
        }
        expect(mergeRequestLines(merged, browser)).toEqual(merged);
        expect(merged.slice(0, account.length).map((each) => each.variantId)).toEqual(
          account.map((each) => each.variantId),
        );
      }),
      { seed: 32, numRuns: 300 },
    );
  });
});
