// `pnpm dev`: the shop as `pnpm start` runs it, with the web app served by Vite in middleware mode, so
// pages are drawn on the server from the sources (a hydration mismatch shows while developing) and the
// browser reloads what changed.
import path from 'node:path';
import { createServer } from 'vite';
import { developedWebApp } from './modules/pages/web-app';
import { serve } from './server';

const WEB_ROOT = path.resolve(__dirname, '../../web');

serve(async (logger) => {
  const vite = await createServer({
    root: WEB_ROOT,
    configFile: path.join(WEB_ROOT, 'vite.config.ts'),
    server: { middlewareMode: true },
    appType: 'custom',
  });
  return developedWebApp(vite, logger);
}).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
