import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * Where a worker thread starts, for a module at `here` (its import.meta.url) whose worker is
 * `name`. Under tsx/vitest the sources are TypeScript and Node 20 ignores `--import tsx` in a
 * worker's execArgv, so the worker starts from `<name>-dev.mjs` beside the module, which
 * registers tsx first. In the esbuild bundle (npm start) every module's URL is main.js's, and
 * the worker is `dist/<name>.js` beside it (build.mjs lists it).
 */
export function workerEntry(here: string, name: string): URL {
  if (here.endsWith('.ts')) return new URL(`./${name}-dev.mjs`, here);
  const bundled = new URL(`./${name}.js`, here);
  if (!existsSync(fileURLToPath(bundled)))
    throw new Error(`${name} missing at ${fileURLToPath(bundled)}: run npm run build`);
  return bundled;
}
