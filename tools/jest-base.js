// What every package's jest config shares: TypeScript through ts-jest (transpile only: `typecheck`
// checks types) and the summary reporter CI counts from.
const path = require('node:path');

module.exports = {
  testEnvironment: 'node',
  transform: {
    '^.+\\.ts$': [
      'ts-jest',
      { tsconfig: { module: 'node16', moduleResolution: 'node16', isolatedModules: true } },
    ],
  },
  testMatch: ['<rootDir>/test/**/*.test.ts'],
  reporters: ['default', path.join(__dirname, 'jest-summary-reporter.js')],
};
