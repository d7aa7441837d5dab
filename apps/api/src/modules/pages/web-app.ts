import fs from 'node:fs';
import path from 'node:path';
import type { RequestHandler } from 'express';
import type { ViteDevServer } from 'vite';
import type { Logger } from '../../logger';
import { webAssets } from '../../http/static-files';
import type { RenderPage } from '@shop/contracts';
import { pageMarkup } from './page-markup';

/** The web app the pages are drawn with: its built files in production, Vite's dev server in `pnpm dev`. */
export interface WebApp {
  /** The page template (`index.html`) as sent for this address. */
  indexHtml(url: string): Promise<string>;
  /** The markup of a shopper page, drawn with the app's own components; undefined when it cannot be. */
  renderPage: RenderPage;
  /** The app's own files: scripts, styles, fonts, icons. */
  assets: RequestHandler;
  /** The Persian font every first screen draws with, preloaded from the head. */
  fontPreload: string;
  /**
   * While developing, the code changes under the pages: none is kept, and the page may run Vite's
   * inline client (hot reload) and open its WebSocket.
   */
  development: boolean;
}

/** The built app (`apps/web/dist`, with `dist-ssr` beside it); undefined when the folder has no build. */
export function builtWebApp(webDist: string | undefined, logger: Logger): WebApp | undefined {
  const indexFile = webDist && path.join(webDist, 'index.html');
  if (!webDist || !indexFile || !fs.existsSync(indexFile)) return undefined;
  const indexHtml = fs.readFileSync(indexFile, 'utf8');
  return {
    indexHtml: async () => indexHtml,
    renderPage: pageMarkup(path.join(webDist, '..', 'dist-ssr', 'entry-server.cjs'), logger),
    assets: webAssets(webDist),
    fontPreload: fontPreload(webDist),
    development: false,
  };
}

/**
 * The app as Vite serves it while developing (middleware mode): pages are still drawn on the server, so
 * a hydration mismatch shows in the browser's console as it would in production.
 */
export function developedWebApp(vite: ViteDevServer, logger: Logger): WebApp {
  const indexFile = path.join(vite.config.root, 'index.html');
  return {
    indexHtml: (url) => vite.transformIndexHtml(url, fs.readFileSync(indexFile, 'utf8')),
    renderPage: async (url, answers, imagesBase) => {
      try {
        const entry = (await vite.ssrLoadModule('/src/entry-server.tsx')) as { renderPage: RenderPage };
        return await entry.renderPage(url, answers, imagesBase);
      } catch (error) {
        vite.ssrFixStacktrace(error as Error);
        logger.error({ err: error, url }, 'drawing the page on the server failed');
        return undefined;
      }
    },
    assets: vite.middlewares,
    fontPreload: '',
    development: true,
  };
}

function fontPreload(webDist: string): string {
  const assets = path.join(webDist, 'assets');
  const font = fs.existsSync(assets)
    ? fs.readdirSync(assets).find((name) => /^Vazirmatn.*\.woff2$/.test(name))
    : undefined;
  return font ? `<link rel="preload" as="font" type="font/woff2" href="/assets/${font}" crossorigin />` : '';
}
