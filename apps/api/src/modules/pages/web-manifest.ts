import type { ShopSettings } from '@shop/contracts';
import { Router } from 'express';
import type { Database } from '../../db/client';
import { getShopSettings } from '../settings/service';

/** The app's colours, as in apps/web/src/app/base.css (`--brand`, `--surface`). */
const THEME_COLOR = '#0f4c81';
const BACKGROUND_COLOR = '#f6f8fb';
/** What a phone's home screen shows under the icon before it cuts the name short. */
const SHORT_NAME_LENGTH = 12;

/** The name under the icon: the shop's name, or its first words that fit. */
function shortName(name: string): string {
  if (name.length <= SHORT_NAME_LENGTH) return name;
  const words = name.split(/\s+/);
  let short = words[0]!;
  for (const word of words.slice(1)) {
    if (`${short} ${word}`.length > SHORT_NAME_LENGTH) break;
    short = `${short} ${word}`;
  }
  return short.slice(0, SHORT_NAME_LENGTH);
}

/** The web app manifest: the shop as an app on a phone's home screen (docs/installable-app.md). */
export function webManifest(settings: ShopSettings) {
  const name = settings.shopName.fa;
  return {
    id: '/',
    name,
    short_name: shortName(name),
    description: settings.tagline,
    lang: 'fa',
    dir: 'rtl',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    categories: ['shopping'],
    icons: [
      { src: '/icons/app-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/app-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/app-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

/** `/manifest.webmanifest`, named from the shop's settings, revalidated on every use. */
export function webManifestRoutes(db: Database): Router {
  const router = Router();
  router.get('/manifest.webmanifest', async (_req, res) => {
    const { settings } = await getShopSettings(db);
    res.type('application/manifest+json').setHeader('Cache-Control', 'no-cache');
    res.send(JSON.stringify(webManifest(settings)));
  });
  return router;
}
