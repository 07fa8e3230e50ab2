import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The respondent's page loads no zod: it was a quarter of the JavaScript a phone downloads before
 * the first question (docs/ARCHITECTURE.md, "Static assets and the respondent's budget"). Core's
 * schemas live apart from what the engine and the renderers run (question-types/type-schemas.ts,
 * answer-schemas.ts, logic/schema.ts ...); this walks every import the page can execute, from the
 * entry through lazy chunks, and names the chain that would bring zod back.
 */
const ROOT = join(import.meta.dirname, '../../..');
const ENTRY = join(ROOT, 'apps/respondent/src/main.tsx');
const WORKSPACE: Record<string, string> = {
  '@cairn/core': 'packages/core/src',
  '@cairn/contract': 'packages/contract/src',
  '@cairn/survey-ui': 'packages/survey-ui/src',
};

/** Imports that run: static, re-exports, side-effect and dynamic; `import type` / `export type` erased. */
const RUNTIME_IMPORT =
  /(?:^|\n)\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s*)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function resolveSpec(from: string, spec: string): string | { external: string } {
  if (spec.startsWith('.')) return resolve(dirname(from), spec);
  for (const [name, dir] of Object.entries(WORKSPACE)) {
    if (spec === name) return join(ROOT, dir, 'index.ts');
    if (spec.startsWith(`${name}/`)) {
      const base = join(ROOT, dir, spec.slice(name.length + 1));
      return ['.ts', '.tsx', ''].map((ext) => base + ext).find((path) => existsSync(path)) ?? base;
    }
  }
  return { external: spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]! };
}

/** For each package the page reaches, the import chain that first reached it. */
function reachedPackages(entry: string): Map<string, string[]> {
  const packages = new Map<string, string[]>();
  const seen = new Set<string>([entry]);
  const queue: { file: string; chain: string[] }[] = [{ file: entry, chain: [relative(ROOT, entry)] }];
  while (queue.length > 0) {
    const { file, chain } = queue.shift()!;
    if (!/\.tsx?$/.test(file)) continue; // styles
    for (const match of readFileSync(file, 'utf8').matchAll(RUNTIME_IMPORT)) {
      const target = resolveSpec(file, (match[1] ?? match[2])!);
      if (typeof target !== 'string') {
        if (!packages.has(target.external)) packages.set(target.external, [...chain, target.external]);
      } else if (!seen.has(target)) {
        seen.add(target);
        queue.push({ file: target, chain: [...chain, relative(ROOT, target)] });
      }
    }
  }
  return packages;
}

describe("the respondent's page", () => {
  it('reaches no zod through any import it runs', () => {
    const reached = reachedPackages(ENTRY);
    // The walk itself works: the page's own libraries are found.
    expect([...reached.keys()]).toEqual(expect.arrayContaining(['react', 'react-dom']));
    expect(reached.get('zod') ?? null).toBeNull();
  });
});
