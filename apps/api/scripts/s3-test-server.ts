// An S3-compatible server (s3rver) for trying STORAGE=s3 on this machine and for the browser tests at
// scale: `node --import tsx scripts/s3-test-server.ts [--port 3190] [--bucket shop]`. It prints the
// shop's STORAGE and S3_* settings for its bucket and serves until stopped. Objects live in a
// temporary folder, gone when it stops.
import { parseArgs } from 'node:util';
import { createTestBucket, startS3Server } from '../test/support/s3-server';

async function main() {
  const { values } = parseArgs({
    options: { port: { type: 'string', default: '3190' }, bucket: { type: 'string', default: 'shop' } },
  });
  const server = await startS3Server({ port: Number(values.port) });
  const env = await createTestBucket(server.endpoint, values.bucket);
  console.log(
    Object.entries(env)
      .map(([name, value]) => `${name}=${value}`)
      .join('\n'),
  );
  const stop = () => void server.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

void main();
