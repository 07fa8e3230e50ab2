import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Production code never depends on test helpers: no source file of an app or package (apps/*\/src,
 * packages/*\/src) that is not itself a test or a test harness imports from a `testing/` path
 * (core's builders, random documents …). The sample service's panel once did.
 */
const root = join(import.meta.dirname, '../../../..');
const TEST_FILE = /(\.test\.tsx?$)|(test-[\w-]+\.tsx?$)|(-test-support\.tsx?$)/;
const TEST_DIR = /(^|\/)(test|testing)\//;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function productionFiles(): string[] {
  const sources = ['apps', 'packages'].flatMap((group) =>
    readdirSync(join(root, group), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => join(root, group, d.name, 'src')),
  );
  return sources
    .flatMap((src) => {
      try {
        return sourceFiles(src);
      } catch {
        return [];
      }
    })
    .map((path) => relative(root, path))
    .filter((path) => !TEST_FILE.test(path) && !TEST_DIR.test(path.replace(/^[^/]+\/[^/]+\/src\//, '')));
}

describe('production imports', () => {
  it('finds the production sources it guards', () => {
    expect(productionFiles()).toContain('apps/server/src/modules/sample/local-panel.ts');
  });

  it('no production source imports a test helper', () => {
    const offenders = productionFiles().filter((path) =>
      /^\s*(import|export)\b[^;]*?from '[^']*\/testing\/[^']*'/m.test(readFileSync(join(root, path), 'utf8')),
    );
    expect(offenders).toEqual([]);
  });
});
