import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../src/db/client';
import { createTestDatabase } from '../support/test-database';

// The embedded database runs its queries on the server's own thread: queries queued together must leave
// room between them for the requests that arrive meanwhile (a kept page sent while others are drawn).
describe('queries queued together, and the requests that arrive meanwhile', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('when long queries are queued at once, then a request that arrives during the first is answered before the last', async () => {
    const events: string[] = [];
    let arrived!: Promise<void>;
    // Each counts half a million rows: longer than the slice queries may run back to back.
    const queries = ['first', 'second', 'third'].map((name) =>
      database.db.execute(sql`SELECT count(*) FROM generate_series(1, 500000)`).then(() => {
        events.push(name);
        if (name !== 'first') return;
        // A request arriving now: its callback is queued behind the queries already asked for.
        arrived = new Promise((resolve) => setImmediate(() => resolve(void events.push('request'))));
      }),
    );
    await Promise.all(queries);
    await arrived;
    expect(events.indexOf('request')).toBeLessThan(events.indexOf('third'));
  });

  it('when a transaction runs among queued queries, then each gets its answer', async () => {
    const [plain, inTransaction] = await Promise.all([
      database.db.execute(sql`SELECT 1 AS one`),
      database.db.transaction(async (tx) => tx.execute(sql`SELECT 2 AS two`)),
    ]);
    expect(JSON.stringify(plain)).toContain('"one":1');
    expect(JSON.stringify(inTransaction)).toContain('"two":2');
  });
});
