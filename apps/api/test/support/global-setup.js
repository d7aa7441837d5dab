// Plain JavaScript: jest runs global setup outside the projects' TypeScript transform.
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const S3rver = require('s3rver');

/**
 * One migrated embedded database for the whole run, as a data folder every test file's PGlite starts
 * from (TEST_PGLITE_TEMPLATE, read by test-database.ts).
 */
function writePgliteTemplate(directory) {
  const file = path.join(directory, 'pglite-template.tar');
  execFileSync(process.execPath, ['--import', 'tsx', path.join(__dirname, 'pglite-template.ts'), file], {
    cwd: path.join(__dirname, '../..'),
    stdio: 'inherit',
  });
  process.env.TEST_PGLITE_TEMPLATE = file;
}

/**
 * With TEST_STORAGE=s3, every test app keeps its images in a bucket of its own on one S3-compatible
 * server (s3rver on a loopback port), started here for the whole run; test files find it in
 * TEST_S3_ENDPOINT (see test-app.ts).
 */
async function startS3(directory) {
  // The SDK's notice that its 2027 releases need Node 22 would otherwise open every test file's output.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: path.join(directory, 's3'),
  });
  const { port } = await server.run();
  process.env.TEST_S3_ENDPOINT = `http://127.0.0.1:${port}`;
  return server;
}

module.exports = async function setup() {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-test-run-'));
  writePgliteTemplate(directory);
  const s3 = process.env.TEST_STORAGE === 's3' ? await startS3(directory) : undefined;
  globalThis.testRun = {
    async close() {
      await s3?.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
};
