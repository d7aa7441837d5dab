// Appends this run's pass/fail counts to JEST_SUMMARY_FILE (when set), for the CI summary line.
const fs = require('node:fs');

class SummaryReporter {
  onRunComplete(_contexts, results) {
    const file = process.env.JEST_SUMMARY_FILE;
    if (!file) return;
    const line = {
      passed: results.numPassedTests,
      failed: results.numFailedTests + results.numRuntimeErrorTestSuites,
    };
    fs.appendFileSync(file, `${JSON.stringify(line)}\n`);
  }
}

module.exports = SummaryReporter;
