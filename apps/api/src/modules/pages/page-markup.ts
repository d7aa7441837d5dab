import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Logger } from 'pino';
import type { RenderPage } from '@shop/contracts';

/**
 * Draws a shopper page's markup with the web app's own components (its server build, made beside the
 * browser build as `dist-ssr/`), from the same answers the page embeds, so a phone paints the page
 * before any script arrives. Without that build, or when drawing fails, the page is served as the
 * bare SPA: it still works, it only paints later.
 */
export function pageMarkup(file: string, logger: Logger): RenderPage {
  if (!fs.existsSync(file)) return async () => undefined;
  const { renderPage } = createRequire(file)(file) as { renderPage: RenderPage };
  return async (url, answers, imagesBase) => {
    try {
      return await renderPage(url, answers, imagesBase);
    } catch (error) {
      logger.error({ err: error, url }, 'drawing the page on the server failed');
      return undefined;
    }
  };
}
