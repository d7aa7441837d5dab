import { seedDemoCatalog } from '../../src/demo/seed-demo';
import { createTestContext, type TestContext } from './test-app';

/**
 * A test app on a fresh database holding the demo catalog, for the `describe` block that calls this;
 * the returned function gives the context once `beforeAll` has run.
 */
export function useDemoCatalogApp(): () => TestContext {
  let context: TestContext | undefined;
  beforeAll(async () => {
    context = await createTestContext();
    await seedDemoCatalog(context.database.db, context.config.uploadsDir);
  }, 120_000);
  afterAll(() => context?.close());
  return () => context!;
}
