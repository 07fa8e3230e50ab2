// Bundles the server (workspace packages included) into dist/, so `npm start` runs plain Node.
// Native and wasm-carrying packages stay external and load from node_modules.
import { build } from 'esbuild';

await build({
  entryPoints: { main: 'src/main.ts', admin: 'src/admin/cli.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // Workspace packages are TypeScript sources and are bundled; every other package stays
  // external and loads from node_modules (argon2 is native, PGlite carries wasm).
  plugins: [
    {
      name: 'externalise-third-party',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@cairn/') ? undefined : { external: true },
        );
      },
    },
  ],
  logLevel: 'warning',
});
