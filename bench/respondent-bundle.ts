/**
 * The respondent app's JavaScript as a phone downloads it: the entry with the chunks it imports
 * statically (the budget, at most 90 KB gzip, React included) and, separately, the answering chunk
 * it starts loading at once and the on-demand chunks (signature, recorder, city data). Reads the
 * vite manifest of the last build; asserts nothing, prints:
 *
 *   npm run build -w @cairn/respondent && npx tsx bench/respondent-bundle.ts
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = resolve(import.meta.dirname, '../apps/respondent/dist');
const BUDGET_KB = 90;

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
const manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>;

const gzipKb = (file: string) => gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length / 1024;

/** A chunk's file plus every chunk it imports statically (what must load before it runs). */
function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(imported, seen);
  return seen;
}

const sizeOf = (keys: Iterable<string>) =>
  [...keys].reduce((sum, key) => sum + (manifest[key] ? gzipKb(manifest[key].file) : 0), 0);

const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entryKey) throw new Error('no entry in the manifest: build the respondent app first');
const entry = closure(entryKey);
const entryKb = sizeOf(entry);
console.log(
  `entry ${entryKey}: ${entryKb.toFixed(1)} KB gzip JS (budget ${BUDGET_KB} KB) ${entryKb <= BUDGET_KB ? 'OK' : 'OVER'}`,
);
// zod and antd must stay out of the entry (zod lives in the answering chunk with core's schemas).
const entryText = [...entry]
  .map((key) => readFileSync(join(DIST, manifest[key]?.file ?? ''), 'utf8'))
  .join('');
console.log(
  `  zod in entry: ${/ZodError|\$ZodType/.test(entryText) ? 'YES' : 'no'}; antd in entry: ${entryText.includes('ant-btn') ? 'YES' : 'no'}`,
);
for (const key of Object.keys(manifest).filter((k) => manifest[k]?.isDynamicEntry)) {
  const own = new Set([...closure(key)].filter((k) => !entry.has(k)));
  console.log(`  chunk ${key}: ${sizeOf(own).toFixed(1)} KB gzip`);
}
