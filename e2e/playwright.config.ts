import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { e2eDataDir } from './data-dir';

const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = e2eDataDir;
/**
 * E2E_SCALE=1: the shop as it runs past one machine (docs/operations.md, "Running it for real"): two API
 * processes (WORKERS=2) on a fresh PostgreSQL database, pictures in an S3-compatible bucket (s3rver on a
 * loopback port), the demo catalog loaded into them.
 */
const scale = process.env.E2E_SCALE === '1';
const s3Port = port + 90;
const databaseUrl = process.env.E2E_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/shop_e2e';

function shopServer(env: Record<string, string>, before = `rm -rf "${dataDir}"`) {
  return {
    command: `${before} && node ../apps/api/dist/server.js`,
    url: `http://localhost:${port}/readyz`,
    timeout: 180_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      BCRYPT_COST: '4',
      // As behind the shop's reverse proxy: a shopper signed up by a test comes from an address of his own
      // (X-Forwarded-For), so the suite's sign-ups do not spend one address's hourly budget of codes.
      TRUST_PROXY: '1 from 127.0.0.1,::1',
      ...env,
    },
  };
}

function scaleServers() {
  const bucket = `http://127.0.0.1:${s3Port}`;
  const server = new URL(databaseUrl);
  const name = server.pathname.slice(1);
  server.pathname = '/postgres';
  const freshDatabase = `rm -rf "${dataDir}" && psql "${server}" -q -c 'DROP DATABASE IF EXISTS ${name} WITH (FORCE)' -c 'CREATE DATABASE ${name}'`;
  return [
    {
      command: `node --import tsx scripts/s3-test-server.ts --port ${s3Port} --bucket shop-e2e`,
      cwd: path.join(__dirname, '../apps/api'),
      url: `${bucket}/`,
      timeout: 30_000,
      reuseExistingServer: false,
    },
    shopServer(
      {
        WORKERS: '2',
        DATABASE_URL: databaseUrl,
        SEED_DEMO: 'true',
        STORAGE: 's3',
        S3_ENDPOINT: bucket,
        S3_BUCKET: 'shop-e2e',
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
        S3_PUBLIC_URL: `${bucket}/shop-e2e/`,
      },
      freshDatabase,
    ),
  ];
}

// Browser tests drive Debian's Chromium (apt-get install chromium) against the production build.
export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  // A CI machine runs these two to three times slower than a quiet laptop (an accessibility scan of a
  // long page then takes 10 s or more): a journey gets a minute, a hang still ends there.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: 1,
  reporter: [['list'], ['json', { outputFile: 'test-results/results.json' }]],
  // Every journey that shows a screen runs on a phone and on a desktop screen. Tests tagged @one-screen
  // check what the screen size cannot change (the server's answers, counts, an admin's flow whose screens
  // other tests draw at both sizes, a budget per address that two runs would spend) and run on the
  // desktop only: CI's machine is slow, and a second run of them finds nothing new.
  projects: [
    {
      name: 'phone',
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
      grepInvert: /@one-screen/,
    },
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
  ],
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'fa-IR',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: scale ? scaleServers() : shopServer({}),
});
