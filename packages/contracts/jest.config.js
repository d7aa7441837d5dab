module.exports = {
  testEnvironment: 'node',
  transform: {
    '^.+\\.ts$': [
      'ts-jest',
      { tsconfig: { module: 'node16', moduleResolution: 'node16', isolatedModules: true } },
    ],
  },
  testMatch: ['<rootDir>/test/**/*.test.ts'],
  reporters: ['default', '<rootDir>/../../tools/jest-summary-reporter.js'],
};
