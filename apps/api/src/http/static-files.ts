import fs from 'node:fs';
import path from 'node:path';
import express, { Router } from 'express';

const ONE_YEAR_SECONDS = 31_536_000;

/** Uploaded images: content-hashed names never change, so they are cached for good and never sniffed or run. */
export function uploadsRoutes(uploadsDir: string): Router {
  const router = Router();
  router.use(
    '/uploads',
    express.static(uploadsDir, {
      fallthrough: false,
      index: false,
      dotfiles: 'deny',
      setHeaders(res) {
        res.setHeader('Cache-Control', `public, max-age=${ONE_YEAR_SECONDS}, immutable`);
        res.setHeader('X-Content-Type-Options', 'nosniff');
        res.setHeader('Content-Security-Policy', "default-src 'none'; img-src 'self'; sandbox");
      },
    }),
  );
  return router;
}

const PRECOMPRESSED: Record<string, string> = { br: '.br', gzip: '.gz' };

/**
 * The built SPA's files: hashed assets cached for good, the rest revalidated. Build output is
 * precompressed (brotli and gzip, see apps/web/build/precompress.ts): the smallest the browser accepts
 * is sent as it is. Files are sent relative to the folder, so an install path with a dot-folder works.
 */
export function webAssets(webDist: string): Router {
  const router = Router();
  const assetsDir = path.join(webDist, 'assets');
  router.get('/assets/:file', (req, res, next) => {
    const file = req.params.file;
    const encoding = req.acceptsEncodings('br', 'gzip');
    const suffix = encoding ? PRECOMPRESSED[encoding] : undefined;
    if (!suffix || file.startsWith('.') || !fs.existsSync(path.join(assetsDir, file + suffix))) return next();
    res.setHeader('Content-Encoding', encoding as string);
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('Cache-Control', `public, max-age=${ONE_YEAR_SECONDS}, immutable`);
    res.type(path.extname(file));
    res.sendFile(file + suffix, { root: assetsDir });
  });
  const files = express.static(webDist, {
    index: false,
    setHeaders(res, filePath) {
      const hashed = filePath.startsWith(assetsDir + path.sep);
      res.setHeader('Cache-Control', hashed ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : 'no-cache');
    },
  });
  // Only names with an extension can be files of the build: a page's address costs no disk lookup.
  router.use((req, res, next) => (path.extname(req.path) ? files(req, res, next) : next()));
  return router;
}
