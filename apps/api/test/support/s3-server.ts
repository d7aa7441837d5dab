import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

/** s3rver accepts any key pair; these are what the shop is configured with against it. */
const S3_TEST_KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface S3TestServer {
  endpoint: string;
  close(): Promise<void>;
}

/**
 * A real S3-compatible server (s3rver) on a loopback port, keeping its objects in a temporary folder.
 * It serves every object to anonymous GETs, as a public-read bucket or a CDN in front of one does.
 */
export async function startS3Server({ port = 0 } = {}): Promise<S3TestServer> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port, silent: true, directory });
  const address = (await server.run()) as { port: number };
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** Creates a fresh bucket on the server and answers the shop's STORAGE and S3_* settings for it. */
export async function createTestBucket(endpoint: string, name = `shop-${randomBytes(6).toString('hex')}`) {
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: S3_TEST_KEYS,
    requestChecksumCalculation: 'WHEN_REQUIRED',
  });
  try {
    await client.send(new CreateBucketCommand({ Bucket: name }));
  } finally {
    client.destroy();
  }
  return {
    STORAGE: 's3',
    S3_ENDPOINT: endpoint,
    S3_BUCKET: name,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: S3_TEST_KEYS.accessKeyId,
    S3_SECRET_ACCESS_KEY: S3_TEST_KEYS.secretAccessKey,
    S3_PUBLIC_URL: `${endpoint}/${name}/`,
  };
}
