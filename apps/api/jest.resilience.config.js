// `pnpm test:resilience`: outages, hostile input, slow clients, shutdown, a full disk and soak, one file at a
// time (they start servers and load them). RESILIENCE_PROFILE=short is the version CI runs.
const { reporters, ...base } = require('../../tools/jest-base');

module.exports = {
  ...base,
  reporters,
  testMatch: ['<rootDir>/resilience/**/*.test.ts'],
  globalSetup: '<rootDir>/resilience/support/global-setup.ts',
  globalTeardown: '<rootDir>/resilience/support/global-teardown.ts',
  maxWorkers: 1,
  testTimeout: 30 * 60_000,
};
