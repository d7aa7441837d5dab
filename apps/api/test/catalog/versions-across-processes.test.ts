import { sql } from 'drizzle-orm';
import { openPostgres, type DatabaseHandle } from '../../src/db/client';
import { contentVersions, type ContentVersions } from '../../src/db/content-version';
import { createEmptyPostgresDatabase, createTestDatabase, usingPostgres } from '../support/test-database';

const addCategory = (handle: DatabaseHandle) =>
  handle.db.execute(
    sql`INSERT INTO categories (title, description, image, search_text) VALUES (${`c-${Math.random()}`}, '<p>x</p>', 'x.webp', 'x')`,
  );

/**
 * Hears what the process's LISTEN connection hears: `listening` once it is up (from then on the versions
 * are kept in memory), `nextBump()` at the next notification. Set up before the connection is made.
 */
function overhear(versions: ContentVersions) {
  const keep = versions.keptUntilNotified.bind(versions);
  let up!: () => void;
  const listening = new Promise<void>((resolve) => (up = resolve));
  let waiting: (() => void)[] = [];
  versions.keptUntilNotified = () => {
    const kept = keep();
    up();
    return {
      notified() {
        kept.notified();
        const heard = waiting;
        waiting = [];
        heard.forEach((resolve) => resolve());
      },
      lost: kept.lost,
    };
  };
  return { listening, nextBump: () => new Promise<void>((resolve) => waiting.push(resolve)) };
}

describe('content versions kept in memory agree with every writer', () => {
  const handles: DatabaseHandle[] = [];
  let readerStatements = 0;
  const countStatement = () => void (readerStatements += 1);
  let drop: (() => Promise<void>) | undefined;
  let reader: DatabaseHandle;
  let writer: DatabaseHandle;
  /** Resolves when the reader has heard of a write made elsewhere; PGlite hears it before the write returns. */
  let heardBump: () => Promise<void> = () => Promise.resolve();

  beforeAll(async () => {
    if (usingPostgres()) {
      // Two processes of the shop: two pools (and two LISTEN connections) on one database. Migrated
      // before the reader listens, so no notification of the migration can reach it late.
      const target = await createEmptyPostgresDatabase();
      drop = target.drop;
      writer = openPostgres(target.url, 2);
      await writer.migrate();
      reader = openPostgres(target.url, 2, countStatement);
      const heard = overhear(contentVersions(reader.db));
      heardBump = heard.nextBump;
      handles.push(reader, writer);
      await heard.listening;
    } else {
      // The embedded database has one process; a write not made through the API (a CLI, a migration)
      // is the other writer. It is listening once opened.
      reader = await createTestDatabase(countStatement);
      writer = reader;
      handles.push(reader);
    }
  });
  afterAll(async () => {
    for (const handle of handles) await handle.close();
    await drop?.();
  });

  it('when another writer adds a category, then the kept catalog version is forgotten and the next read sees the edit', async () => {
    const versions = contentVersions(reader.db);
    // Listening: a second read of the versions is answered from memory, without a statement.
    const { catalog } = await versions.current();
    const statements = readerStatements;
    expect((await versions.current()).catalog).toBe(catalog);
    expect(readerStatements).toBe(statements);

    const bump = heardBump();
    await addCategory(writer);
    await bump;
    // The first read after the notification asks the database again and sees the new category.
    const beforeRead = readerStatements;
    expect((await versions.current()).catalog).toBe(catalog + 1);
    expect(readerStatements).toBe(beforeRead + 1);
  });
});
