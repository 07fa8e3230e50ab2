import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { serverBundleOptions } from '../../apps/server/build-options.mjs';
import type * as ServerUnderTest from './server-under-test.ts';

const ROOT = resolve(import.meta.dirname, '../..');

/**
 * The server code as `npm start` runs it: bundled by esbuild with the options of
 * apps/server/build.mjs (build-options.mjs), third-party packages loaded from node_modules. Run under tsx instead,
 * every function is wrapped to keep its name (tsx's keepNames), which showed up in the profile
 * of a hot path and made the figures worse than the product.
 */
export async function loadServerBuild(): Promise<typeof ServerUnderTest> {
  // One level under apps/server, as dist/main.js is: the server finds its migrations from there.
  const outfile = resolve(ROOT, 'apps/server/dist/bench-server.mjs');
  // Source maps let the CPU profile name the source files (cpu-profile.ts).
  await build({
    ...serverBundleOptions,
    entryPoints: [resolve(import.meta.dirname, 'server-under-test.ts')],
    outfile,
  });
  // The report worker thread loads dist/report-worker.js beside the bundle (worker-client.ts).
  await build({
    ...serverBundleOptions,
    entryPoints: [resolve(ROOT, 'apps/server/src/modules/report/engine/report-worker.ts')],
    outfile: resolve(ROOT, 'apps/server/dist/report-worker.js'),
  });
  process.setSourceMapsEnabled(true);
  return import(pathToFileURL(outfile).href);
}
