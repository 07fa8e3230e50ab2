import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import respondentConfig from './vite.config.ts';

/**
 * The offline interview file's app (issue 24): offline.html + src/offline/, built into ONE html
 * file with its script and styles inside (dist/offline/offline.html), so the server only inlines
 * the project's data (apps/server/src/modules/discussion-offline/offline-html.ts) and the host
 * opens it from disk. No code splitting (one chunk), every asset inlined as a data URL. No size
 * budget here: it is downloaded once, ahead of time, on a good network.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: './',
  plugins: [react(), inlineIntoHtml()],
  resolve: respondentConfig.resolve,
  build: {
    outDir: fileURLToPath(new URL('./dist/offline', import.meta.url)),
    emptyOutDir: true,
    assetsInlineLimit: Number.MAX_SAFE_INTEGER,
    cssCodeSplit: false,
    modulePreload: false,
    rollupOptions: {
      input: fileURLToPath(new URL('./offline.html', import.meta.url)),
      output: { codeSplitting: false },
    },
  },
});

/** `</script` inside the code would end the element: written `<\/script`, which reads the same in JS. */
const scriptSafe = (code: string) => code.replace(/<\/(script)/gi, '<\\/$1');

/** Puts the built script and stylesheet into the html file and drops them from the output. */
function inlineIntoHtml(): Plugin {
  return {
    name: 'cairn-inline-offline',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const html = Object.values(bundle).find((o) => o.type === 'asset' && o.fileName.endsWith('.html'));
      if (html?.type !== 'asset') throw new Error('offline build: no html');
      let text = String(html.source);
      for (const [name, output] of Object.entries(bundle)) {
        if (output.type === 'chunk') {
          const tag = new RegExp(`<script type="module"[^>]*src="[^"]*${escapeRegExp(name)}"[^>]*></script>`);
          if (!tag.test(text)) throw new Error(`offline build: ${name} is not referenced`);
          text = text.replace(tag, () => `<script type="module">${scriptSafe(output.code)}</script>`);
          delete bundle[name];
        } else if (name.endsWith('.css')) {
          const tag = new RegExp(`<link rel="stylesheet"[^>]*href="[^"]*${escapeRegExp(name)}"[^>]*>`);
          text = text.replace(
            tag,
            () => `<style>${String(output.source).replace(/<\/(style)/gi, '<\\/$1')}</style>`,
          );
          delete bundle[name];
        }
      }
      html.source = text;
    },
  };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
