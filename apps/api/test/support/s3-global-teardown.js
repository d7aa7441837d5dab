module.exports = async function teardown() {
  await globalThis.s3TestServer?.close();
};
