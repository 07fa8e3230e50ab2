// How the server is bundled: for `npm start` (build.mjs) and for the benchmarks, which must run
// the same code the product runs (bench/support/production-build.ts).
// Workspace packages are TypeScript sources and are bundled; every other package stays external
// and loads from node_modules (argon2 is native, PGlite carries wasm).

/** @type {import('esbuild').BuildOptions} */
export const serverBundleOptions = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [
    {
      name: 'externalise-third-party',
      setup(b) {
        // JSON data of a package (stopwords-iso's lists) is bundled: an external JSON import
        // would need its `with { type: 'json' }` attribute, which esbuild does not keep.
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@cairn/') || args.path.endsWith('.json') ? undefined : { external: true },
        );
      },
    },
  ],
  logLevel: 'warning',
};
