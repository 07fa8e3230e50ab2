// The registry mirror here serves only linux-x64 builds of Biome's platform packages, so
// `npm install` leaves the other platforms out of package-lock.json and `npm ci` then refuses
// the lock as out of sync. This records them as optional, platform-bound entries that npm never
// fetches on a machine they do not fit. Run after changing the Biome version.
import { readFileSync, writeFileSync } from 'node:fs';

const lockPath = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const biome = lock.packages['node_modules/@biomejs/biome'];
const platforms = {
  'cli-android-arm64': { os: ['android'], cpu: ['arm64'] },
  'cli-android-x64': { os: ['android'], cpu: ['x64'] },
  'cli-darwin-arm64': { os: ['darwin'], cpu: ['arm64'] },
  'cli-darwin-x64': { os: ['darwin'], cpu: ['x64'] },
  'cli-linux-arm64': { os: ['linux'], cpu: ['arm64'], libc: ['glibc'] },
  'cli-linux-arm64-musl': { os: ['linux'], cpu: ['arm64'], libc: ['musl'] },
  'cli-linux-x64-musl': { os: ['linux'], cpu: ['x64'], libc: ['musl'] },
  'cli-win32-arm64': { os: ['win32'], cpu: ['arm64'] },
  'cli-win32-x64': { os: ['win32'], cpu: ['x64'] },
};
let added = 0;
for (const [name, fit] of Object.entries(platforms)) {
  const key = `node_modules/@biomejs/${name}`;
  if (lock.packages[key] || !biome.optionalDependencies?.[`@biomejs/${name}`]) continue;
  lock.packages[key] = {
    version: biome.version,
    ...fit,
    dev: true,
    license: 'MIT OR Apache-2.0',
    optional: true,
  };
  added++;
}
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`lock: ${added} platform entries added`);
