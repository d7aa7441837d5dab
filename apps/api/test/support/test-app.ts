import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Express } from 'express';
import { createApp } from '../../src/app';
import type { AppOptions } from '../../src/app-deps';
import { parseConfig, type Config } from '../../src/config';
import type { DatabaseHandle, QueryListener } from '../../src/db/client';
import { createLogger } from '../../src/logger';
import { createImageDeps } from '../../src/images/create-storage';
import { stopHashingThreads } from '../../src/modules/auth/password';
import type { ImageDeps } from '../../src/images/image-store';
import { createTestBucket } from './s3-server';
import { createTestDatabase } from './test-database';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';

export function makeTempDir(prefix = 'shop-test-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/** Configuration as a test needs it: a temporary data folder, a fixed secret, cheap bcrypt, no logs. */
export function testConfig(env: Record<string, string> = {}): Config {
  return parseConfig({
    NODE_ENV: 'test',
    DATA_DIR: makeTempDir(),
    JWT_SECRET: TEST_JWT_SECRET,
    BCRYPT_COST: '4',
    LOG_LEVEL: 'silent',
    ...env,
  });
}

/** Where test apps keep images: their data folder, or under TEST_STORAGE=s3 a fresh bucket of the run's S3 server. */
export async function testStorageEnv(): Promise<Record<string, string>> {
  if (process.env.TEST_STORAGE !== 's3') return {};
  const endpoint = process.env.TEST_S3_ENDPOINT;
  if (!endpoint) throw new Error('TEST_STORAGE=s3 needs the S3 server of global-setup.js');
  return createTestBucket(endpoint);
}

export interface TestContext {
  app: Express;
  config: Config;
  database: DatabaseHandle;
  /** The app's image store and locks (a bucket of its own under TEST_STORAGE=s3). */
  images: ImageDeps;
  close(): Promise<void>;
}

export type TestContextOptions = { env?: Record<string, string>; onQuery?: QueryListener } & AppParts;

type AppParts = Partial<Omit<AppOptions, 'config' | 'database'>>;

/**
 * An app over a context's database, files and configuration, with parts of its own (an SMS provider
 * set up otherwise): a second app costs no second database. Closing the context closes what it uses.
 */
export function appBeside(
  { config, database, images }: Pick<TestContext, 'config' | 'database' | 'images'>,
  parts: AppParts = {},
): Express {
  return createApp({ config, database, storage: images.storage, logger: createLogger('silent'), ...parts });
}

/** The real app on a fresh database, for supertest. */
export async function createTestContext(options: TestContextOptions = {}): Promise<TestContext> {
  const { env, onQuery, ...deps } = options;
  const config = testConfig({ ...(await testStorageEnv()), ...env });
  const database = await createTestDatabase(onQuery);
  const images = createImageDeps(config, database);
  const app = appBeside({ config, database, images }, deps);
  return {
    app,
    config,
    database,
    images,
    async close() {
      await stopHashingThreads();
      await database.close();
      fs.rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}
