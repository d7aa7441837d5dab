// The database tests run on embedded PGlite; with TEST_DATABASE_URL set they run again against that
// PostgreSQL server (each test file gets a fresh database either way).
const base = {
  testEnvironment: 'node',
  transform: {
    '^.+\\.ts$': [
      'ts-jest',
      { tsconfig: { module: 'node16', moduleResolution: 'node16', isolatedModules: true } },
    ],
  },
  testMatch: ['<rootDir>/test/**/*.test.ts'],
};

const projects = [{ ...base, displayName: 'pglite', setupFiles: ['<rootDir>/test/support/use-pglite.ts'] }];
if (process.env.TEST_DATABASE_URL) {
  projects.push({ ...base, displayName: 'postgres', setupFiles: ['<rootDir>/test/support/use-postgres.ts'] });
}

module.exports = {
  projects,
  reporters: ['default', '<rootDir>/../../tools/jest-summary-reporter.js'],
  testTimeout: 30_000,
};
