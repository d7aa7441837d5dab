import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { FEED_PATHS } from '@shop/contracts';
import { Router } from 'express';
import type { AppDeps } from '../../app-deps';
import { contentVersions } from '../../db/content-version';
import { getFeedSettings } from '../settings/feed-settings';
import { getShopSettings } from '../settings/service';
import { FEED_ENCODINGS, storedProductFeed } from './stored-feed';

const FEED_TYPE = 'application/xml; charset=utf-8';

/**
 * `/feeds/products.xml`: the catalog as an RSS 2.0 feed with Google's product fields. Each catalog and
 * settings version is written once to the data folder, with its compressed copies, and sent from there;
 * while a newer version is written, requests get the previous one. Mounted before the compression
 * middleware: the stored copies are sent as they are.
 */
export function feedRoutes(deps: AppDeps): Router {
  const router = Router();
  const { db } = deps.database;
  const versions = contentVersions(db);
  const feed = storedProductFeed({
    folder: path.join(deps.config.dataDir, 'feeds'),
    database: deps.database,
    source: async () => ({
      db,
      origin: deps.config.publicUrl,
      imagesBase: deps.images.storage.publicBase,
      shopName: (await getShopSettings(db)).settings.shopName.fa,
    }),
  });

  router.get(FEED_PATHS.productsXml, async (req, res) => {
    if (!(await getFeedSettings(db)).productsXml) {
      res.status(404).type('text/plain').setHeader('Cache-Control', 'no-cache').send('Not found');
      return;
    }
    const { catalog, settings } = await versions.current();
    const encoding = FEED_ENCODINGS.find((name) => req.acceptsEncodings(name) === name) ?? 'identity';
    const file = await feed.open(`${catalog}-${settings}`, encoding, (error) =>
      req.log.error({ err: error }, 'product feed not stored'),
    );
    try {
      res.setHeader('Cache-Control', 'public, max-age=300');
      res.vary('Accept-Encoding');
      res.setHeader('ETag', `"${file.version}-${encoding}-${file.modified.getTime().toString(36)}"`);
      res.setHeader('Last-Modified', file.modified.toUTCString());
      if (req.fresh) {
        res.status(304).end();
        return;
      }
      res.setHeader('Content-Type', FEED_TYPE);
      if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
      res.setHeader('Content-Length', file.size);
      if (req.method === 'HEAD') {
        res.end();
        return;
      }
      await pipeline(file.handle.createReadStream({ autoClose: false }), res).catch((error: unknown) => {
        // A reader that hangs up midway is no failure of ours.
        if ((error as { code?: string }).code !== 'ERR_STREAM_PREMATURE_CLOSE') throw error;
      });
    } finally {
      await file.handle.close();
    }
  });
  return router;
}
