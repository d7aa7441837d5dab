import type { Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import { diskStorage } from './disk-storage';
import { imageLocks } from './image-locks';
import type { ImageDeps } from './image-store';
import { s3Storage } from './s3-storage';
import type { ImageStorage } from './storage';

/** The image store the configuration names: the uploads folder unless STORAGE=s3. */
export function createImageStorage(config: Pick<Config, 'uploadsDir' | 's3'>): ImageStorage {
  return config.s3 ? s3Storage(config.s3) : diskStorage(config.uploadsDir);
}

/** Everything that stores or removes images on this database needs. */
export function createImageDeps(
  config: Pick<Config, 'uploadsDir' | 's3'>,
  database: Pick<DatabaseHandle, 'db' | 'driver'>,
  storage = createImageStorage(config),
): ImageDeps {
  return { db: database.db, storage, locks: imageLocks(database) };
}
