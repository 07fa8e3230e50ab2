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
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@cairn/') ? undefined : { external: true },
        );
      },
    },
  ],
  logLevel: 'warning',
};
