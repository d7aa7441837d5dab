import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../src/db/client';
import { insertProducts } from './support/product-rows';
import { createTestDatabase } from './support/test-database';

/** Every table of the shop with its rows, and every sequence where it stands: a database's whole state. */
async function stateOf(db: Database) {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
  );
  const rows: Record<string, unknown> = {};
  for (const { name } of tables) {
    const [{ content }] = (await queryRows<{ content: string }>(
      db,
      sql`SELECT coalesce(string_agg(t::text, '|' ORDER BY t::text), '') AS content FROM ${sql.identifier(name)} t`,
    )) as [{ content: string }];
    rows[name] = content;
  }
  const sequences = await queryRows(
    db,
    sql`SELECT sequencename, last_value FROM pg_sequences WHERE schemaname = 'public' ORDER BY sequencename`,
  );
  return { rows, sequences };
}

const tableCount = async (db: Database, name: string) =>
  (
    await queryRows<{ count: number }>(
      db,
      sql`SELECT count(*)::int AS count FROM pg_tables WHERE tablename = ${name}`,
    )
  )[0]!.count;

describe('each test file’s database: a fresh copy of the migrated template', () => {
  it('when a database that had rows written is closed, then the next one starts as the template did', async () => {
    const first = await createTestDatabase();
    const template = await stateOf(first.db);
    await insertProducts(first.db, 3);
    await first.db.execute(sql`INSERT INTO settings (key, value) VALUES ('shop-name', '"دیگر"')`);
    expect(await stateOf(first.db)).not.toEqual(template);
    await first.close();

    const next = await createTestDatabase();
    expect(await stateOf(next.db)).toEqual(template);
    await next.close();
  });

  it('when a file added a table of its own, then the next database does not have it', async () => {
    const first = await createTestDatabase();
    await first.db.execute(sql`CREATE TABLE test_leftover (id int)`);
    await first.close();

    const next = await createTestDatabase();
    expect(await tableCount(next.db, 'test_leftover')).toBe(0);
    await next.close();
  });

  it('when two databases are open at once, then a write to one is not seen in the other', async () => {
    const [one, other] = [await createTestDatabase(), await createTestDatabase()];
    await insertProducts(one.db, 2);
    const products = async (db: Database) =>
      (await queryRows<{ count: number }>(db, sql`SELECT count(*)::int AS count FROM products`))[0]!.count;
    expect([await products(one.db), await products(other.db)]).toEqual([2, 0]);
    await Promise.all([one.close(), other.close()]);
  });
});
