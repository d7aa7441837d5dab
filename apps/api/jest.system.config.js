// `pnpm test:system`: the system lane (jest.lanes.js) on the embedded database.
const { SYSTEM_TESTS } = require('./jest.lanes');
const { projects, ...shared } = require('./jest.config');

module.exports = {
  ...shared,
  projects: [
    {
      ...projects[0],
      displayName: 'system',
      testMatch: SYSTEM_TESTS.map((file) => `<rootDir>/${file}`),
      testPathIgnorePatterns: ['/node_modules/'],
    },
  ],
};
