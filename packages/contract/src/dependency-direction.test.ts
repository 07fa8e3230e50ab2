import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../..');
const PURE_PACKAGES = ['packages/contract', 'packages/core', 'packages/stats'];
// Pure packages may use each other (one way) and a few pure libraries, nothing with I/O or UI.
const FORBIDDEN = [
  /^node:/,
  /^react/,
  /^fastify/,
  /^@fastify\//,
  /^drizzle/,
  /^pg$/,
  /^@electric-sql\//,
  /^antd/,
  /^\.\.\/\.\.\/apps\//,
  /^@cairn\/(server|web|respondent)/,
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('dependency direction', () => {
  it('keeps contract, core and stats free of apps, React, Fastify, databases and node:*', () => {
    const offences: string[] = [];
    for (const pkg of PURE_PACKAGES) {
      let files: string[] = [];
      try {
        files = sourceFiles(join(ROOT, pkg, 'src'));
      } catch {
        continue; // a package that does not exist yet
      }
      for (const file of files) {
        for (const [, spec] of readFileSync(file, 'utf8').matchAll(
          /(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g,
        )) {
          if (FORBIDDEN.some((re) => re.test(spec!)))
            offences.push(`${relative(ROOT, file)} imports ${spec}`);
        }
      }
    }
    expect(offences).toEqual([]);
  });
});
