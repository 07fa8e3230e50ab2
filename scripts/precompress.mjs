// Writes NAME.br and NAME.gz beside every compressible file of a built app's dist/ (JS, CSS, HTML,
// JSON, SVG, source maps), so the server sends them as they are (@fastify/static `preCompressed`)
// instead of compressing per request or not at all. Brotli at quality 11 and gzip at level 9:
// done once per build, read by every phone. Usage: node scripts/precompress.mjs <dist dir>...
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|map|txt|xml|webmanifest)$/;
// Below this a compressed copy saves less than its own headers.
const MIN_BYTES = 512;

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

for (const dist of process.argv.slice(2)) {
  let files = 0;
  let raw = 0;
  let brotli = 0;
  for (const path of walk(dist)) {
    if (!COMPRESSIBLE.test(path) || path.includes('/.vite/')) continue;
    const body = readFileSync(path);
    if (body.length < MIN_BYTES) continue;
    const br = brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
    writeFileSync(`${path}.br`, br);
    writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
    files += 1;
    raw += body.length;
    brotli += br.length;
  }
  console.log(
    `precompress ${dist}: ${files} files, ${(raw / 1024).toFixed(0)} KB → ${(brotli / 1024).toFixed(0)} KB brotli`,
  );
}
