// The database tests run on embedded PGlite; with TEST_DATABASE_URL set they run again against that
// PostgreSQL server (each test file gets a fresh database either way).
const { reporters, ...base } = require('../../tools/jest-base');

const projects = [{ ...base, displayName: 'pglite', setupFiles: ['<rootDir>/test/support/use-pglite.ts'] }];
if (process.env.TEST_DATABASE_URL) {
  projects.push({ ...base, displayName: 'postgres', setupFiles: ['<rootDir>/test/support/use-postgres.ts'] });
}

module.exports = { projects, reporters, testTimeout: 30_000 };
