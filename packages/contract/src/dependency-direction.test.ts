import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../..');
const PURE_PACKAGES = ['packages/contract', 'packages/core', 'packages/stats', 'packages/rewards'];
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

// stats depends on nothing of ours (DESIGN §1): not even core or contract.
const EXTRA_FORBIDDEN: Record<string, RegExp[]> = { 'packages/stats': [/^@cairn\//] };

/** A relative import that climbs out of its package reaches another package by path. */
function leavesPackage(file: string, spec: string, pkg: string): boolean {
  if (!spec.startsWith('.')) return false;
  return relative(join(ROOT, pkg), resolve(dirname(file), spec)).startsWith('..');
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('dependency direction', () => {
  it('keeps contract, core, stats and rewards free of apps, React, Fastify, databases and node:*; stats of our packages', () => {
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
          const forbidden = [...FORBIDDEN, ...(EXTRA_FORBIDDEN[pkg] ?? [])];
          if (forbidden.some((re) => re.test(spec!)) || leavesPackage(file, spec!, pkg))
            offences.push(`${relative(ROOT, file)} imports ${spec}`);
        }
      }
    }
    expect(offences).toEqual([]);
  });
});
