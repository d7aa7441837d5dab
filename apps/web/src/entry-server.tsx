import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import type { RenderPage } from '@shop/contracts/plain';
import { createQueryClient, Providers } from './app/providers';
import { AppRoutes, loadRoutesFor } from './app/router';
import { setImagesBase } from './lib/images';

/** Marks a part the server left to the browser: here, a lazy part (the home carousel) not loaded yet. */
const UNFINISHED_PART = '<!--$!-->';
/**
 * React leads with a preload for every image on the page; the head already preloads the one that
 * matters, and on a slow phone the others would only compete with it.
 */
const LEADING_PRELOADS = /^(?:<link rel="preload"[^>]*>)+/;

/**
 * The markup of a shopper page as an anonymous visitor first sees it, drawn from the answers the server
 * embeds in the page, so a phone paints it before any script has arrived.
 */
export const renderPage: RenderPage = async (url, answers, imagesBase) => {
  setImagesBase(imagesBase);
  const { pathname, search, hash } = new URL(url);
  await loadRoutesFor(pathname);
  const page = () => (
    <StrictMode>
      <Providers client={createQueryClient(answers)}>
        <StaticRouter location={{ pathname, search, hash }}>
          <AppRoutes />
        </StaticRouter>
      </Providers>
    </StrictMode>
  );
  let markup = renderToString(page());
  if (markup.includes(UNFINISHED_PART)) {
    // Once per process: prerendering waits for the lazy parts to load, then the page is drawn whole.
    await prerenderToNodeStream(page());
    markup = renderToString(page());
  }
  return markup.replace(LEADING_PRELOADS, '');
};
