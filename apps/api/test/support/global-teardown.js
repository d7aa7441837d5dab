module.exports = async function teardown() {
  await globalThis.testRun?.close();
};
