import fs from 'node:fs';
import { defineConfig } from 'vitest/config';
import type { Reporter } from 'vitest/reporters';

/** Appends this run's pass/fail counts to JEST_SUMMARY_FILE (when set), for the CI summary line. */
const summary: Reporter = {
  onTestRunEnd(testModules, unhandledErrors) {
    const file = process.env.JEST_SUMMARY_FILE;
    if (!file) return;
    const tests = testModules.flatMap((module) => [...module.children.allTests()]);
    const count = (state: string) => tests.filter((test) => test.result().state === state).length;
    const broken = testModules.filter((module) => module.state() === 'failed' && module.children.size === 0);
    const line = {
      passed: count('passed'),
      failed: count('failed') + broken.length + unhandledErrors.length,
    };
    fs.appendFileSync(file, `${JSON.stringify(line)}\n`);
  },
};

// The web's unit tests: pure logic only (the browser tests live in e2e/), in Node.
export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'node',
    reporters: ['default', summary],
  },
});
