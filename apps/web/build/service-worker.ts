import path from 'node:path';
import { build, type Plugin } from 'vite';

const ENTRY = 'src/app/installable/service-worker.ts';

/**
 * Builds the service worker (with the workbox modules it uses bundled in) into `sw.js` at the root of the
 * browser's build, after it: served from the site's root, it may control every page. A classic script,
 * not a module, so every browser that installs the app can run it.
 */
export function serviceWorker(): Plugin {
  let root = '';
  let outDir = 'dist';
  return {
    name: 'shop-service-worker',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await build({
        configFile: false,
        root,
        logLevel: 'warn',
        mode: 'production',
        // Workbox's modules leave their development logging out of a production build.
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        build: {
          outDir,
          emptyOutDir: false,
          copyPublicDir: false,
          target: 'es2020',
          rollupOptions: {
            input: path.resolve(root, ENTRY),
            output: { format: 'iife', entryFileNames: 'sw.js' },
          },
        },
      });
    },
  };
}
