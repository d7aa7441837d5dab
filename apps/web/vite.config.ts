import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { contractData } from './build/contract-data';
import { precompress } from './build/precompress';

const api = process.env.API_URL ?? 'http://localhost:3000';

/**
 * Two builds: the browser's (`dist/`) and the page renderer the API loads (`dist-ssr/`, CommonJS like
 * the API, every dependency bundled in so it needs nothing installed beside it).
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [contractData(), react(), ...(isSsrBuild ? [] : [precompress()])],
  server: {
    port: 5173,
    proxy: { '/api': api, '/uploads': api },
  },
  ssr: { noExternal: true },
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
    : { target: 'es2022', sourcemap: false, manifest: true },
}));
