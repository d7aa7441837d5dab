const os = require('node:os');
// The database tests run on embedded PGlite; with TEST_DATABASE_URL set they run again against that
// PostgreSQL server (each test file gets a fresh database either way).
const { reporters, ...base } = require('../../tools/jest-base');
const { SYSTEM_TESTS } = require('./jest.lanes');

const projects = [
  {
    ...base,
    displayName: 'pglite',
    // One embedded database per worker, emptied between files.
    testEnvironment: '<rootDir>/test/support/pglite-environment.js',
    setupFiles: ['<rootDir>/test/support/use-pglite.ts'],
    // Several processes share one database only on a server.
    testPathIgnorePatterns: [
      '/node_modules/',
      '<rootDir>/test/workers.test.ts',
      '<rootDir>/test/search/search-limit-across-processes.test.ts',
      '<rootDir>/test/two-processes.test.ts',
      '<rootDir>/test/backup/removals-during-backup.test.ts',
      '<rootDir>/test/feeds/feed-across-processes.test.ts',
      '<rootDir>/test/alerts/alerts-across-processes.test.ts',
      // Their own lane: jest.system.config.js.
      ...SYSTEM_TESTS.map((file) => `<rootDir>/${file}`),
    ],
  },
];
if (process.env.TEST_DATABASE_URL) {
  projects.push({
    ...base,
    displayName: 'postgres',
    setupFiles: ['<rootDir>/test/support/use-postgres.ts'],
    // Run again only what the database server can change. Left out, run once on PGlite: the embedded
    // database's folder; parsing, configuration and hostile files; what HTTP and the process decide
    // (limits, signals, headers, assets); how pages are drawn; the SMS provider's protocol; the search
    // corpus's ranking (the same SQL functions on both); and the fuzzers, whose refusals come from the
    // contracts before any query.
    testPathIgnorePatterns: [
      '/node_modules/',
      '<rootDir>/test/backup/data-folder.test.ts',
      // The embedded database handed from file to file; on a server every database is a new one.
      '<rootDir>/test/worker-database.test.ts',
      // The embedded database's queries taking turns on the server's thread; a server's pool runs them at once.
      '<rootDir>/test/db/query-turns.test.ts',
      '<rootDir>/test/config.test.ts',
      '<rootDir>/test/contract-route.test.ts',
      '<rootDir>/test/multipart-form.test.ts',
      '<rootDir>/test/production-hygiene.test.ts',
      '<rootDir>/test/pro-forma/pro-forma-pdf.test.ts',
      '<rootDir>/test/spreadsheets/read-sheet.test.ts',
      '<rootDir>/test/spreadsheets/spooled-strings.test.ts',
      '<rootDir>/test/spreadsheets/hostile-files.test.ts',
      '<rootDir>/test/http-basics.test.ts',
      '<rootDir>/test/server-limits.test.ts',
      '<rootDir>/test/signals.test.ts',
      '<rootDir>/test/web-assets.test.ts',
      '<rootDir>/test/installable-app.test.ts',
      '<rootDir>/test/catalog/rich-text.test.ts',
      '<rootDir>/test/pages/server-drawn-markup.test.ts',
      '<rootDir>/test/pages/canonical-addresses.test.ts',
      '<rootDir>/test/pages/every-page-call.test.ts',
      '<rootDir>/test/auth/kavenegar.test.ts',
      '<rootDir>/test/search/search-corpus.test.ts',
      '-fuzz\\.test\\.ts$',
    ],
  });
}

module.exports = {
  projects,
  // Jest's default (one worker per core but one) runs the files one after another on 2 cores; most of
  // a file's time is spent waiting on its database and its app, so two at a time pay even there.
  maxWorkers: Math.max(2, os.availableParallelism() - 1),
  reporters,
  // A test talks to a real database and app; a CI machine two to three times slower than a laptop needs
  // more than jest's 5 s or a quiet machine's 30 s. A hang still ends here.
  testTimeout: 60_000,
  globalSetup: '<rootDir>/test/support/global-setup.js',
  globalTeardown: '<rootDir>/test/support/global-teardown.js',
};
