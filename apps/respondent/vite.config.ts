import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const API_TARGET = 'http://localhost:8080';

/**
 * React's API served by Preact (compat): react-dom alone is 66 KB gzip, most of the 90 KB the phone
 * may download before the first question; Preact with compat is about 12 KB. survey-ui stays React
 * code (the designer renders it with React 19); only this app's bundle swaps the implementation.
 */
const PREACT = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

/**
 * The respondent app: served by the server on /r/{code} (see README.md for the template contract),
 * assets under /r/assets/, built to apps/respondent/dist. No antd, no designer code: its entry has
 * a 90 KB gzip budget (bench/respondent-bundle.ts).
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/r/',
  plugins: [react(), preloadAnswering()],
  resolve: { alias: PREACT },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    manifest: true,
  },
  server: { proxy: { '/api': { target: API_TARGET, changeOrigin: true } } },
});

/**
 * The answering chunk (engine + renderers) is a dynamic import to keep the entry small, but an open
 * survey always needs it: a modulepreload link lets the browser fetch it alongside the entry.
 */
function preloadAnswering(): Plugin {
  return {
    name: 'cairn-preload-answering',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const chunk = Object.values(ctx.bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.name === 'Respondent',
        );
        if (!chunk) return [];
        return [
          {
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: '', href: `/r/${chunk.fileName}` },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
