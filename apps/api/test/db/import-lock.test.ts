import { sql } from 'drizzle-orm';
import { openPostgres, queryRows, type DatabaseHandle } from '../../src/db/client';
import { createTestDatabase, databaseUrl, usingPostgres } from '../support/test-database';

// The one-import turn (`tryLock`, held by spreadsheet imports) as two processes see it. On the server
// each handle is a process's pool of its own, so the lock is PostgreSQL's advisory lock between
// sessions; on PGlite one process owns the database, and the turn is taken twice through its one handle.
describe('the import lock, between two processes on one database', () => {
  let first: DatabaseHandle;
  let second: DatabaseHandle;
  beforeAll(async () => {
    first = await createTestDatabase();
    if (!usingPostgres()) {
      second = first;
      return;
    }
    const [{ name }] = (await queryRows<{ name: string }>(
      first.db,
      sql`SELECT current_database() AS name`,
    )) as [{ name: string }];
    second = openPostgres(databaseUrl(name), 2);
  });
  afterAll(async () => {
    if (second !== first) await second.close();
    await first.close();
  });

  /** The advisory locks held in this database right now, by any session (on the server). */
  const advisoryLocks = async () => {
    if (!usingPostgres()) return undefined;
    const [{ held }] = (await queryRows<{ held: number }>(
      first.db,
      sql`SELECT count(*)::int AS held FROM pg_locks
          WHERE locktype = 'advisory' AND granted AND database = (
            SELECT oid FROM pg_database WHERE datname = current_database())`,
    )) as [{ held: number }];
    return held;
  };

  it('when one process holds the turn, then the other is refused until it is given back, and then gets it', async () => {
    const held = await first.tryLock('spreadsheet-import');
    expect(held).toBeDefined();
    if (usingPostgres()) expect(await advisoryLocks()).toBe(1);

    expect(await second.tryLock('spreadsheet-import')).toBeUndefined();
    // Asking again changes nothing while it is held (a refusal takes nothing).
    expect(await second.tryLock('spreadsheet-import')).toBeUndefined();
    expect(await first.tryLock('spreadsheet-import')).toBeUndefined();

    await held!();
    if (usingPostgres()) expect(await advisoryLocks()).toBe(0);

    const taken = await second.tryLock('spreadsheet-import');
    expect(taken).toBeDefined();
    expect(await first.tryLock('spreadsheet-import')).toBeUndefined();
    await taken!();
    if (usingPostgres()) expect(await advisoryLocks()).toBe(0);
  });

  it('when one name is held, then another name is free in either process', async () => {
    const held = await first.tryLock('spreadsheet-import');
    expect(held).toBeDefined();
    try {
      const other = await second.tryLock('another-job');
      expect(other).toBeDefined();
      await other!();
    } finally {
      await held!();
    }
  });

  it('when the turn is taken and given back many times in turn, then exactly one process holds it each time', async () => {
    for (let round = 0; round < 10; round += 1) {
      const [a, b] = round % 2 === 0 ? [first, second] : [second, first];
      const [mine, theirs] = await Promise.all([
        a.tryLock('spreadsheet-import'),
        b.tryLock('spreadsheet-import'),
      ]);
      // Both asked at once: exactly one was given it.
      expect([mine, theirs].filter(Boolean)).toHaveLength(1);
      await (mine ?? theirs)!();
    }
    if (usingPostgres()) expect(await advisoryLocks()).toBe(0);
  });
});
