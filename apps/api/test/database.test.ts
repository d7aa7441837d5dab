import { OTHERS_CATEGORY_TITLE } from '@shop/contracts';
import { eq, sql } from 'drizzle-orm';
import { openPostgres, queryRows, type DatabaseHandle } from '../src/db/client';
import { categories } from '../src/db/schema';
import { createEmptyPostgresDatabase, createTestDatabase, usingPostgres } from './support/test-database';
import { sanitizeRichText } from '../src/http/sanitize-html';

describe('database and migrations', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('when migrations run a second time, then nothing changes and nothing fails', async () => {
    await database.migrate();
    await database.migrate();
    const others = await database.db
      .select()
      .from(categories)
      .where(eq(categories.title, OTHERS_CATEGORY_TITLE));
    expect(others).toHaveLength(1);
    const applied = await queryRows<{ n: number }>(
      database.db,
      sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`,
    );
    expect(applied[0]?.n).toBeGreaterThan(0);
  });

  it('has trigram matching available for search', async () => {
    const rows = await queryRows<{ score: number }>(
      database.db,
      sql`SELECT similarity('کابل برق', 'کابل برغ') AS score`,
    );
    expect(rows[0]?.score).toBeGreaterThan(0.3);
  });

  it('refuses a second category titled "others" in any case', async () => {
    await expect(
      database.db
        .insert(categories)
        .values({ title: 'Others', description: sanitizeRichText('<p>x</p>'), image: 'x' }),
    ).rejects.toThrow();
  });

  // Two processes can share only a server database (PGlite is one process), so this runs there only.
  if (usingPostgres()) {
    it('when two processes migrate one new database at once, then both succeed', async () => {
      const target = await createEmptyPostgresDatabase();
      const first = openPostgres(target.url, 2);
      const second = openPostgres(target.url, 2);
      try {
        await Promise.all([first.migrate(), second.migrate()]);
        const others = await first.db
          .select()
          .from(categories)
          .where(eq(categories.title, OTHERS_CATEGORY_TITLE));
        expect(others).toHaveLength(1);
      } finally {
        await Promise.all([first.close(), second.close()]);
        await target.drop();
      }
    });
  }
});
