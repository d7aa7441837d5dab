import {
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { Config } from '../config';
import { storedFileHeaders, StorageUnavailableError, type ImageStorage } from './storage';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** DeleteObjects takes at most this many keys. */
const DELETE_BATCH = 1_000;

export type S3Settings = NonNullable<Config['s3']>;

export function s3Client(settings: S3Settings): S3Client {
  return new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    // MinIO, ArvanCloud and most self-hosted servers name the bucket in the path, not the host.
    forcePathStyle: Boolean(settings.endpoint),
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // Checksums only where the protocol requires them: several S3-compatible servers refuse the rest.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // An unreachable bucket fails a request in seconds, not after the operating system gives up.
    maxAttempts: 2,
    requestHandler: { connectionTimeout: 2_000, requestTimeout: 15_000 },
  });
}

const unavailable = (error: unknown) => new StorageUnavailableError(error);

/**
 * Image and document files in an S3-compatible bucket; browsers fetch them from S3_PUBLIC_URL (the
 * bucket or a CDN), with the type and disposition each object was written with.
 */
export function s3Storage(settings: S3Settings, client = s3Client(settings)): ImageStorage {
  const Bucket = settings.bucket;
  return {
    kind: 's3',
    publicBase: settings.publicUrl,
    async put(file, bytes) {
      // One PUT stores the whole object or none of it.
      const { contentType, contentDisposition } = storedFileHeaders(file);
      await client
        .send(
          new PutObjectCommand({
            Bucket,
            Key: file,
            Body: bytes,
            ContentType: contentType,
            ContentDisposition: contentDisposition,
            CacheControl: IMMUTABLE,
          }),
        )
        .catch((error: unknown) => {
          throw unavailable(error);
        });
    },
    async remove(files) {
      for (let start = 0; start < files.length; start += DELETE_BATCH) {
        const Objects = files.slice(start, start + DELETE_BATCH).map((Key) => ({ Key }));
        const answer = await client
          .send(new DeleteObjectsCommand({ Bucket, Delete: { Objects, Quiet: true } }))
          .catch((error: unknown) => {
            throw unavailable(error);
          });
        if (answer.Errors?.length)
          throw unavailable(new Error(answer.Errors[0]?.Message ?? 'delete refused'));
      }
    },
    async read(file) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: file }));
        return Buffer.from(await answer.Body!.transformToByteArray());
      } catch (error) {
        if (error instanceof NoSuchKey) return undefined;
        throw unavailable(error);
      }
    },
    async *list() {
      let ContinuationToken: string | undefined;
      do {
        const page = await client
          .send(new ListObjectsV2Command({ Bucket, ContinuationToken }))
          .catch((error: unknown) => {
            throw unavailable(error);
          });
        yield (page.Contents ?? []).map((object) => ({
          file: object.Key!,
          modifiedAt: object.LastModified ?? new Date(0),
        }));
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}
