import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { contractData } from './build/contract-data';
import { precompress } from './build/precompress';

const api = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [contractData(), react(), precompress()],
  server: {
    port: 5173,
    proxy: { '/api': api, '/uploads': api },
  },
  build: { target: 'es2022', sourcemap: false, manifest: true },
});
