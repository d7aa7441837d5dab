import { SEARCH_RATE_BURST } from '@shop/contracts';
import request from 'supertest';
import { eq } from 'drizzle-orm';
import { searchBuckets } from '../../src/db/schema';
import { manualClock } from '../support/manual-clock';
import { secondProcess, useTestApp } from '../support/use-test-app';

// On a PostgreSQL server only: the embedded database belongs to one process, whose memory holds the budget.
describe('the search budget of an address on a PostgreSQL server', () => {
  const clock = manualClock();
  const context = useTestApp({ env: { TRUST_PROXY: '1 from 127.0.0.1' }, clock: clock.now });

  it('when one address searches through two API processes, then both draw on one budget', async () => {
    const other = secondProcess(context, clock.now);
    const searchThrough = (app: typeof other, i: number) =>
      request(app)
        .get('/api/search')
        .query({ q: `کابل ${i}` })
        .set('X-Forwarded-For', '203.0.113.9');
    const statuses: number[] = [];
    for (let i = 0; i < SEARCH_RATE_BURST + 4; i += 1) {
      statuses.push((await searchThrough(i % 2 === 0 ? context.app : other, i)).status);
    }
    expect(statuses.slice(0, SEARCH_RATE_BURST).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(SEARCH_RATE_BURST)).toEqual([429, 429, 429, 429]);
  });

  it('when an address has spent its burst, then its bucket is stored empty, for every process to read', async () => {
    const address = '198.51.100.77';
    for (let i = 0; i < SEARCH_RATE_BURST; i += 1) {
      await request(context.app)
        .get('/api/search')
        .query({ q: `سیم ${i}` })
        .set('X-Forwarded-For', address)
        .expect(200);
    }
    const [bucket] = await context.db.select().from(searchBuckets).where(eq(searchBuckets.address, address));
    expect(bucket).toMatchObject({ tokens: 0, allowed: true });
  });
});
