import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FEED_PATHS } from '@shop/contracts';
import { Router } from 'express';
import type { AppDeps } from '../../app-deps';
import { contentVersions } from '../../db/content-version';
import { getFeedSettings } from '../settings/feed-settings';
import { getShopSettings } from '../settings/service';
import { productFeedXml, storedFeedFiles, type FeedSource } from './google-feed';

const FEED_TYPE = 'application/xml; charset=utf-8';

/**
 * `/feeds/products.xml`: the catalog as an RSS 2.0 feed with Google's product fields. Each catalog and
 * settings version is written once to a file in the data folder and sent from there; until that file is
 * complete, requests get the feed written straight from the database, a page of rows at a time.
 */
export function feedRoutes(deps: AppDeps): Router {
  const router = Router();
  const { db } = deps.database;
  const versions = contentVersions(db);
  const stored = storedFeedFiles(path.join(deps.config.dataDir, 'feeds'));

  router.get(FEED_PATHS.productsXml, async (req, res) => {
    if (!(await getFeedSettings(db)).productsXml) {
      res.status(404).type('text/plain').setHeader('Cache-Control', 'no-cache').send('Not found');
      return;
    }
    const { catalog, settings } = await versions.current();
    const version = `${catalog}-${settings}`;
    res.setHeader('Cache-Control', 'public, max-age=300');
    const file = await stored.file(version);
    if (file) {
      // `dotfiles: 'allow'`: a data folder under a dot folder (the browser tests' `.data`) is still ours.
      res.sendFile(file, { headers: { 'Content-Type': FEED_TYPE }, dotfiles: 'allow' });
      return;
    }
    const source: FeedSource = {
      db,
      origin: deps.config.publicUrl,
      imagesBase: deps.images.storage.publicBase,
      shopName: (await getShopSettings(db)).settings.shopName.fa,
    };
    stored
      .store(version, source)
      .catch((error: unknown) => req.log.error({ err: error }, 'product feed not stored'));
    res.type(FEED_TYPE);
    await pipeline(Readable.from(productFeedXml(source)), res).catch((error: unknown) => {
      // A reader that hangs up midway is no failure of ours.
      if ((error as { code?: string }).code !== 'ERR_STREAM_PREMATURE_CLOSE') throw error;
    });
  });
  return router;
}
