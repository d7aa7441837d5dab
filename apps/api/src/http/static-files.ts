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

/**
 * The built SPA: hashed assets cached for good, `index.html` always revalidated and served for every
 * other GET path so client routes work on reload. Nothing is mounted when the folder has no build.
 */
export function spaRoutes(webDist: string | undefined): Router {
  const router = Router();
  const indexFile = webDist && path.join(webDist, 'index.html');
  if (!webDist || !indexFile || !fs.existsSync(indexFile)) return router;

  router.use(
    express.static(webDist, {
      index: false,
      setHeaders(res, filePath) {
        const hashed = filePath.startsWith(path.join(webDist, 'assets') + path.sep);
        res.setHeader(
          'Cache-Control',
          hashed ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : 'no-cache',
        );
      },
    }),
  );
  router.get(/.*/, (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexFile);
  });
  return router;
}
