// Plain JavaScript: jest runs global setup outside the projects' TypeScript transform.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const S3rver = require('s3rver');

/**
 * With TEST_STORAGE=s3, every test app keeps its images in a bucket of its own on one S3-compatible
 * server (s3rver on a loopback port), started here for the whole run; test files find it in
 * TEST_S3_ENDPOINT (see test-app.ts).
 */
module.exports = async function setup() {
  if (process.env.TEST_STORAGE !== 's3') return;
  // The SDK's notice that its 2027 releases need Node 22 would otherwise open every test file's output.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await server.run();
  process.env.TEST_S3_ENDPOINT = `http://127.0.0.1:${port}`;
  globalThis.s3TestServer = {
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
};
