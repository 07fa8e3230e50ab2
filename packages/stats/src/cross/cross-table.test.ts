// The fixtures are read from disk: node's types for this test only (src stays free of node:*, contract's dependency test checks).
/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ValueCodes } from '../dataset/value-codes.ts';
import { rowsOf } from '../frequency/common.ts';
import { crossTable } from './cross-table.ts';
import type { CrossInput, CrossTestOptions, CrossVariable } from './types.ts';

/** Cases and expected tables from packages/stats/fixtures/cross/make-fixtures.py (numpy + scipy). */
type JsonVariable =
  | {
      kind: 'single';
      key: string;
      label: string;
      categories: { value: number; label: string }[];
      values: (number | null)[];
    }
  | { kind: 'multi'; key: string; label: string; categories: { label: string }[]; flags: number[][] }
  | { kind: 'numeric'; key: string; label: string; values: (number | null)[] };
type DataSet = Record<string, JsonVariable> & { mask: number[]; weights: number[] };
interface Case {
  name: string;
  /** Which data set the named variables, mask and weights come from. */
  data: 'large' | 'small';
  stubs: string[];
  banner: string[];
  masked: boolean;
  weighted: boolean;
  test: CrossTestOptions;
  expected: unknown;
}

const fixtures: { data: Record<string, DataSet>; cases: Case[] } = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../fixtures/cross/cases.json'), 'utf8'),
);
const { cases } = fixtures;

const floats = (values: (number | null)[]) => Float64Array.from(values, (v) => (v === null ? Number.NaN : v));

function variable(json: JsonVariable, coded: boolean): CrossVariable {
  if (json.kind === 'multi') return { ...json, flags: json.flags.map((f) => Uint8Array.from(f)) };
  const values = floats(json.values);
  if (!coded) return { ...json, values };
  const codes = new ValueCodes();
  codes.pushAll(values);
  const view = codes.view();
  // A numeric column of many distinct values has no codes (and takes the float path).
  if (view === null) return { ...json, values };
  return { ...json, values, coded: view };
}

function input(c: Case, coded: boolean, useRows: boolean): CrossInput {
  const data = fixtures.data[c.data]!;
  const mask = c.masked ? Uint8Array.from(data.mask) : null;
  return {
    stubs: c.stubs.map((name) => variable(data[name]!, coded)),
    banner: c.banner.map((name) => variable(data[name]!, coded)),
    mask: useRows ? null : mask,
    rows: useRows && mask !== null ? rowsOf(mask) : null,
    weights: c.weighted ? Float64Array.from(data.weights) : null,
    test: c.test,
  };
}

/** Every field the fixture states, numbers to 1e-10 relative (scipy's own digits are about 1e-15). */
function expectClose(actual: unknown, expected: unknown, path: string): void {
  if (typeof expected === 'number') {
    expect(typeof actual, path).toBe('number');
    const a = actual as number;
    const tolerance = 1e-10 * Math.max(Math.abs(a), Math.abs(expected)) + 1e-300;
    if (!(Math.abs(a - expected) <= tolerance)) expect(a, path).toBe(expected);
    return;
  }
  if (Array.isArray(expected)) {
    expect(Array.isArray(actual), path).toBe(true);
    expect((actual as unknown[]).length, path).toBe(expected.length);
    expected.forEach((item, i) => {
      expectClose((actual as unknown[])[i], item, `${path}[${i}]`);
    });
    return;
  }
  if (expected !== null && typeof expected === 'object') {
    for (const [key, value] of Object.entries(expected))
      expectClose((actual as Record<string, unknown>)[key], value, `${path}.${key}`);
    return;
  }
  expect(actual, path).toBe(expected);
}

describe('crossTable against scipy', () => {
  for (const c of cases)
    for (const coded of [false, true])
      for (const useRows of c.masked ? [false, true] : [false])
        it(`${c.name}${coded ? ', coded' : ''}${useRows ? ', by rows' : ''}`, () => {
          expectClose(crossTable(input(c, coded, useRows)), c.expected, 'table');
        });

  it('has letters, skipped pairs and every correction among its cases', () => {
    const text = JSON.stringify(cases.map((c) => c.expected));
    for (const needle of ['"overlap"', '"empty"', '"single-category"', '"multiple-response"'])
      expect(text).toContain(needle);
    expect(text).toMatch(/"letters": ?"[A-Z]/);
    expect(text).toMatch(/"letters": ?"[a-z]/);
    expect(new Set(cases.map((c) => c.test.correction))).toEqual(new Set(['none', 'bonferroni', 'bh']));
  });
});
