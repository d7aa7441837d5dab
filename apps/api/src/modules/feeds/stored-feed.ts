import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/client';
import { productFeedXml, type FeedSource } from './google-feed';

/** The compressed copies kept beside the feed, in the order they are preferred. */
export const FEED_ENCODINGS = ['br', 'gzip'] as const;
export type FeedEncoding = (typeof FEED_ENCODINGS)[number] | 'identity';

const FILE_NAMES: Record<FeedEncoding, string> = {
  identity: 'products.xml',
  gzip: 'products.xml.gz',
  br: 'products.xml.br',
};
// Written once per version, so the smaller settings are worth their time; brotli's best (11) would take
// minutes on the 80 MB of a 100,000-product catalog, 9 takes seconds.
const compressors: Record<(typeof FEED_ENCODINGS)[number], () => NodeJS.ReadWriteStream> = {
  gzip: () => zlib.createGzip({ level: 9 }),
  br: () => zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } }),
};

const versionFolderName = (version: string) => `products-${version}`;
const VERSION_FOLDER = /^products-(\d+-\d+)$/;

/** A stored feed opened for sending: it stays readable even if a newer build removes it meanwhile. */
export interface OpenFeed {
  version: string;
  handle: fs.promises.FileHandle;
  size: number;
  modified: Date;
}

/**
 * One build of the feed at a time across every process on the server: a transaction-scoped advisory
 * lock, released by a process that dies mid-build with its connection. The embedded database has one
 * process, whose single flight (below) is the whole lock.
 */
function buildTurn(database: DatabaseHandle): (build: () => Promise<void>) => Promise<void> {
  if (database.driver !== 'postgres') return (build) => build();
  return (build) =>
    database.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('google-feed'))`);
      await build();
    });
}

/**
 * The feed kept in `folder` as a folder per content version, `products-<catalog>-<settings>/`, holding
 * the XML and its gzip and brotli copies. A version is written in a folder of its own and renamed in
 * when all three are complete, then every other version is removed. One build runs at a time in the
 * process and across processes; readers get the newest complete version meanwhile.
 */
export function storedProductFeed(options: {
  folder: string;
  database: DatabaseHandle;
  source: () => Promise<FeedSource>;
}) {
  const { folder } = options;
  const turn = buildTurn(options.database);
  let building: Promise<void> | undefined;

  const isStored = (version: string) =>
    fs.promises.access(path.join(folder, versionFolderName(version))).then(
      () => true,
      () => false,
    );

  async function build(version: string): Promise<void> {
    // Another process may have stored it while this one waited for its turn (with a shared folder).
    if (await isStored(version)) return;
    const partial = path.join(folder, `.building-${randomUUID()}`);
    await fs.promises.mkdir(partial, { recursive: true });
    try {
      const xml = path.join(partial, FILE_NAMES.identity);
      await pipeline(Readable.from(productFeedXml(await options.source())), fs.createWriteStream(xml));
      await Promise.all(
        FEED_ENCODINGS.map((encoding) =>
          pipeline(
            fs.createReadStream(xml),
            compressors[encoding](),
            fs.createWriteStream(path.join(partial, FILE_NAMES[encoding])),
          ),
        ),
      );
      await fs.promises.rename(partial, path.join(folder, versionFolderName(version)));
    } finally {
      await fs.promises.rm(partial, { recursive: true, force: true });
    }
    // Only the holder of the turn writes here: anything else is an older version or a dead build's.
    for (const name of await fs.promises.readdir(folder))
      if (name !== versionFolderName(version))
        await fs.promises.rm(path.join(folder, name), { recursive: true, force: true });
  }

  /** Builds this version unless a build is under way; resolves when that build ends. */
  function refresh(version: string): Promise<void> {
    building ??= turn(() => build(version)).finally(() => (building = undefined));
    return building;
  }

  async function newestVersion(): Promise<string | undefined> {
    const names = await fs.promises.readdir(folder).catch(() => []);
    const stored = await Promise.all(
      names
        .map((name) => VERSION_FOLDER.exec(name)?.[1])
        .filter((version) => version !== undefined)
        .map(async (version) => {
          const stat = await fs.promises
            .stat(path.join(folder, versionFolderName(version)))
            .catch(() => null);
          return { version, modified: stat?.mtimeMs ?? -1 };
        }),
    );
    return stored.sort((a, b) => b.modified - a.modified)[0]?.version;
  }

  async function openNewest(encoding: FeedEncoding): Promise<OpenFeed | undefined> {
    // A build that ends between the listing and the opening removes the version listed: list again.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const version = await newestVersion();
      if (!version) return undefined;
      try {
        const handle = await fs.promises.open(
          path.join(folder, versionFolderName(version), FILE_NAMES[encoding]),
        );
        const stat = await handle.stat();
        return { version, handle, size: stat.size, modified: stat.mtime };
      } catch (error) {
        if ((error as { code?: string }).code !== 'ENOENT') throw error;
      }
    }
    return undefined;
  }

  return {
    /**
     * The newest stored feed in this encoding, opened. When it is older than `version`, a build of
     * `version` starts and the older one is answered at once; only when nothing is stored yet does this
     * wait for the build.
     */
    async open(
      version: string,
      encoding: FeedEncoding,
      onBuildFailed: (error: unknown) => void,
    ): Promise<OpenFeed> {
      const stored = await openNewest(encoding);
      if (stored?.version === version) return stored;
      const built = refresh(version);
      if (stored) {
        built.catch(onBuildFailed);
        return stored;
      }
      await built;
      const first = await openNewest(encoding);
      if (!first) throw new Error('the product feed was built but is not stored');
      return first;
    },
  };
}
