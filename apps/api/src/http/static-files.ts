import fs from 'node:fs';
import path from 'node:path';
import express, { Router } from 'express';
import { DOCUMENT_FILE, storedFileHeaders, type ImageStorage } from '../images/storage';
import { notFound } from './app-error';

const ONE_YEAR_SECONDS = 31_536_000;
const STORED_IMAGE = /^[a-f0-9]{16,64}-\d+\.webp$/;
const isStoredFile = (file: string) => STORED_IMAGE.test(file) || DOCUMENT_FILE.test(file);
const IMMUTABLE = `public, max-age=${ONE_YEAR_SECONDS}, immutable`;

/**
 * Uploaded images and products' PDFs: content-hashed names never change, so they are cached for good
 * and never sniffed or run; a PDF is only ever a download. With object storage, an old address of the
 * shop's (a page cached elsewhere, an image search) is sent on to the bucket for good.
 */
export function uploadsRoutes(
  uploadsDir: string,
  storage: Pick<ImageStorage, 'kind' | 'publicBase'>,
): Router {
  const router = Router();
  if (storage.kind === 's3') {
    router.get('/uploads/:file', (req, res) => {
      const { file } = req.params;
      if (!isStoredFile(file)) throw notFound('فایل درخواستی یافت نشد');
      res.setHeader('Cache-Control', IMMUTABLE);
      res.redirect(301, storage.publicBase + file);
    });
    return router;
  }
  router.use(
    '/uploads',
    express.static(uploadsDir, {
      fallthrough: false,
      index: false,
      dotfiles: 'deny',
      setHeaders(res, file) {
        const { contentDisposition } = storedFileHeaders(path.basename(file));
        if (contentDisposition) res.setHeader('Content-Disposition', contentDisposition);
        res.setHeader('Cache-Control', IMMUTABLE);
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
    // One file of the folder by its name: an encoded / or \ would name others (and tell which exist).
    if (/[/\\]/.test(file)) throw notFound('فایل درخواستی یافت نشد');
    const exists = (name: string) => fs.existsSync(path.join(assetsDir, name));
    if (file.startsWith('.') || !exists(file)) return next();
    const encoding = req.acceptsEncodings('br', 'gzip');
    const compressed = encoding && file + PRECOMPRESSED[encoding];
    const sent = compressed && exists(compressed) ? compressed : file;
    if (sent !== file) res.setHeader('Content-Encoding', encoding as string);
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('Cache-Control', IMMUTABLE);
    res.type(path.extname(file));
    res.sendFile(sent, { root: assetsDir }, (error) => {
      if (!error) return;
      // A browser that went away mid-file: the answer has started and there is nothing left to say.
      if (res.headersSent) return;
      // A refusal (412, 416) is neither the encoded file nor to be kept for a year.
      res.removeHeader('Content-Encoding');
      res.removeHeader('Cache-Control');
      next(error);
    });
  });
  const files = express.static(webDist, {
    index: false,
    setHeaders: (res) => res.setHeader('Cache-Control', 'no-cache'),
  });
  // Only names with an extension can be files of the build: a page's address costs no disk lookup.
  router.use((req, res, next) => (path.extname(req.path) ? files(req, res, next) : next()));
  return router;
}
