import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './vite-plugins/precompress.ts';
import { shellServiceWorker } from './vite-plugins/service-worker.ts';

// Paths the API server answers; in development Vite forwards them to it.
const API_PREFIXES = ['/api', '/sca', '/public/v2', '/broker'];
const API_TARGET = 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), shellServiceWorker(), precompress()],
  server: {
    port: 5173,
    proxy: Object.fromEntries(API_PREFIXES.map((prefix) => [prefix, { target: API_TARGET, changeOrigin: true }])),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
});
