const os = require('node:os');
// The database tests run on embedded PGlite; with TEST_DATABASE_URL set they run again against that
// PostgreSQL server (each test file gets a fresh database either way).
const { reporters, ...base } = require('../../tools/jest-base');

const projects = [
  {
    ...base,
    displayName: 'pglite',
    setupFiles: ['<rootDir>/test/support/use-pglite.ts'],
    // Several processes share one database only on a server.
    testPathIgnorePatterns: [
      '/node_modules/',
      '<rootDir>/test/workers.test.ts',
      '<rootDir>/test/search/search-limit-across-processes.test.ts',
      '<rootDir>/test/two-processes.test.ts',
      '<rootDir>/test/backup/removals-during-backup.test.ts',
      '<rootDir>/test/feeds/feed-across-processes.test.ts',
    ],
  },
];
if (process.env.TEST_DATABASE_URL) {
  projects.push({
    ...base,
    displayName: 'postgres',
    setupFiles: ['<rootDir>/test/support/use-postgres.ts'],
    // Run again only what the database engine can change: the embedded database's folder, and tests of
    // parsing, configuration and hostile files (the same code whatever the engine), run once.
    testPathIgnorePatterns: [
      '/node_modules/',
      '<rootDir>/test/backup/data-folder.test.ts',
      '<rootDir>/test/config.test.ts',
      '<rootDir>/test/contract-route.test.ts',
      '<rootDir>/test/multipart-form.test.ts',
      '<rootDir>/test/production-hygiene.test.ts',
      '<rootDir>/test/pro-forma/pro-forma-pdf.test.ts',
      '<rootDir>/test/spreadsheets/read-sheet.test.ts',
      '<rootDir>/test/spreadsheets/hostile-files.test.ts',
    ],
  });
}

module.exports = {
  projects,
  // Jest's default (one worker per core but one) runs the files one after another on 2 cores; most of
  // a file's time is spent waiting on its database and its app, so two at a time pay even there.
  maxWorkers: Math.max(2, os.availableParallelism() - 1),
  reporters,
  testTimeout: 30_000,
  globalSetup: '<rootDir>/test/support/global-setup.js',
  globalTeardown: '<rootDir>/test/support/global-teardown.js',
};
