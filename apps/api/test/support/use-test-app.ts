import type { Express } from 'express';
import { createApp } from '../../src/app';
import type { Database } from '../../src/db/client';
import { createLogger } from '../../src/logger';
import { renderSvg, seedDemoCatalog } from '../../src/demo/seed-demo';
import { createTestContext, type TestContext, type TestContextOptions } from './test-app';
import { createUser, type TestUser, type UserOverrides } from './users';

export interface TestAppOptions extends TestContextOptions {
  /** An admin account, as `admin`; overrides pick its phone, password or name. */
  admin?: true | Omit<UserOverrides, 'role'>;
  /** A shopper account, as `shopper`. */
  shopper?: true;
  /**
   * `'demo'`: the demo catalog's rows, with one picture for all (rendering its 217 pictures costs about a
   * minute of CPU; demo-catalog.test.ts checks that each one renders).
   */
  catalog?: 'demo';
}

export interface TestApp extends Omit<TestContext, 'close'> {
  db: Database;
  admin: TestUser;
  shopper: TestUser;
}

/**
 * The real app on a fresh database for the `describe` block (or file) that calls this: made in
 * `beforeAll`, closed in `afterAll`. The handles are filled by then, so tests read them, never the
 * describe body. Options given as a function are read in `beforeAll`, after earlier hooks have run.
 */
export function useTestApp(options: TestAppOptions | (() => TestAppOptions) = {}): TestApp {
  let context: TestContext | undefined;
  const users: { admin?: TestUser; shopper?: TestUser } = {};
  // Opening a database is quick (the worker's, emptied, or a copy of the run's migrated template), but a
  // busy machine can make it slow; a hang still ends here.
  const setupTimeout = 90_000;

  beforeAll(async () => {
    const { admin, shopper, catalog, ...contextOptions } =
      typeof options === 'function' ? options() : options;
    context = await createTestContext(contextOptions);
    const { db } = context.database;
    if (admin) users.admin = await createUser(db, { ...(admin === true ? {} : admin), role: 'admin' });
    if (shopper) users.shopper = await createUser(db);
    if (catalog === 'demo') {
      const { images } = context;
      let picture: Promise<string> | undefined;
      await seedDemoCatalog(images, { storePicture: (svg) => (picture ??= renderSvg(svg, images)) });
    }
  }, setupTimeout);
  afterAll(() => context?.close());

  const ready = () => {
    if (!context) throw new Error('useTestApp: the app is read before its beforeAll has run');
    return context;
  };
  const user = (role: 'admin' | 'shopper') => {
    const account = users[role];
    if (!account) throw new Error(`useTestApp: no ${role} (ask for it with { ${role}: true })`);
    return account;
  };
  return {
    get app() {
      return ready().app;
    },
    get config() {
      return ready().config;
    },
    get database() {
      return ready().database;
    },
    get images() {
      return ready().images;
    },
    get db() {
      return ready().database.db;
    },
    get admin() {
      return user('admin');
    },
    get shopper() {
      return user('shopper');
    },
  };
}

/**
 * Another API process on the test app's database (and data folder): an app of its own, with its own
 * memory and answer cache, as a second machine would run.
 */
export function secondProcess(context: TestApp, clock?: () => Date): Express {
  return createApp({
    config: context.config,
    database: context.database,
    logger: createLogger('silent'),
    ...(clock ? { clock } : {}),
  });
}
