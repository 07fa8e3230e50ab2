import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const API_TARGET = 'http://localhost:8080';

/**
 * The respondent app: served by the server on /r/{code} (see README.md for the template contract),
 * assets under /r/assets/, built to apps/respondent/dist. No antd, no designer code: its entry has
 * a 90 KB gzip budget (bench/respondent-bundle.ts).
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/r/',
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    manifest: true,
  },
  server: { proxy: { '/api': { target: API_TARGET, changeOrigin: true } } },
});
