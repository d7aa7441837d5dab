import react from '@vitejs/plugin-react';
import path from 'node:path';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress';
import { serviceWorker } from './build/service-worker';
import { shellChunks } from './build/shell-chunk';

const source = (file: string) => path.resolve(import.meta.dirname, file);

/**
 * Two builds: the browser's (`dist/`) and the page renderer the API loads (`dist-ssr/`, CommonJS like
 * the API, every dependency bundled in so it needs nothing installed beside it).
 */
export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), ...(isSsrBuild ? [] : [precompress(), serviceWorker()])],
  // The built renderer carries its dependencies; while developing, Node loads them from node_modules.
  ssr: { noExternal: command === 'build' ? true : undefined },
  build: isSsrBuild
    ? {
        target: 'node20',
        outDir: 'dist-ssr',
        copyPublicDir: false,
        rollupOptions: {
          input: 'src/entry-server.tsx',
          output: { format: 'cjs', entryFileNames: '[name].cjs', chunkFileNames: '[name]-[hash].cjs' },
        },
      }
    : {
        target: 'es2022',
        sourcemap: false,
        manifest: true,
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: shellChunks({ app: source('src/main.tsx'), boot: source('src/boot.ts') }),
            },
          },
        },
      },
}));
