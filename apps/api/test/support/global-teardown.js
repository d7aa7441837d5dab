const { closeWorkerDatabase } = require('./pglite-environment');

module.exports = async function teardown() {
  await closeWorkerDatabase();
  await globalThis.testRun?.close();
};
