import { sql } from 'drizzle-orm';
import { openPostgres, type DatabaseHandle } from '../../src/db/client';
import { contentVersions } from '../../src/db/content-version';
import { createEmptyPostgresDatabase, createTestDatabase, usingPostgres } from '../support/test-database';

/** Asks `versions` until the catalog version differs from `before`; the milliseconds that took. */
async function untilChanged(read: () => Promise<{ catalog: number }>, before: number): Promise<number> {
  const started = Date.now();
  while ((await read()).catalog === before) {
    if (Date.now() - started > 5_000) throw new Error('the bump was never seen');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return Date.now() - started;
}

const addCategory = (handle: DatabaseHandle) =>
  handle.db.execute(
    sql`INSERT INTO categories (title, description, image, search_text) VALUES (${`c-${Math.random()}`}, '<p>x</p>', 'x.webp', 'x')`,
  );

describe('content versions kept in memory agree with every writer', () => {
  const handles: DatabaseHandle[] = [];
  let readerStatements = 0;
  const countStatement = () => void (readerStatements += 1);
  let drop: (() => Promise<void>) | undefined;
  let reader: DatabaseHandle;
  let writer: DatabaseHandle;

  beforeAll(async () => {
    if (usingPostgres()) {
      // Two processes of the shop: two pools (and two LISTEN connections) on one database.
      const target = await createEmptyPostgresDatabase();
      drop = target.drop;
      handles.push(openPostgres(target.url, 2, countStatement), openPostgres(target.url, 2));
      await handles[0]!.migrate();
    } else {
      // The embedded database has one process; a write not made through the API (a CLI, a migration)
      // is the other writer.
      handles.push(await createTestDatabase(countStatement));
    }
    reader = handles[0]!;
    writer = handles[handles.length - 1]!;
  });
  afterAll(async () => {
    for (const handle of handles) await handle.close();
    await drop?.();
  });

  it('when another writer adds a category, then the kept catalog version is forgotten within a second', async () => {
    const versions = contentVersions(reader.db);
    // The server's LISTEN connection is made in the background: once it is up, a second read of the
    // versions is answered from memory, without a statement.
    const kept = async () => {
      await versions.current();
      const statements = readerStatements;
      await versions.current();
      return readerStatements === statements;
    };
    for (let tries = 0; !(await kept()); tries += 1) {
      if (tries > 100) throw new Error('the versions were never kept');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const { catalog } = await versions.current();
    await addCategory(writer);
    const ms = await untilChanged(() => versions.current(), catalog);
    expect(ms).toBeLessThan(1_000);
    expect((await versions.current()).catalog).toBe(catalog + 1);
  });
});
