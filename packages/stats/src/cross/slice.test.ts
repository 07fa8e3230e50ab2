// The fixtures are read from disk: node's types for this test only (src stays free of node:*).
/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ValueCodes } from '../dataset/value-codes.ts';
import { crossTable } from './cross-table.ts';
import { HistogramMemo } from './histogram-memo.ts';
import { sliceVariable } from './slice.ts';
import type { CrossTestOptions, CrossVariable } from './types.ts';

/** The cross table's scipy cases (packages/stats/fixtures/cross), their data only. */
type JsonVariable =
  | {
      kind: 'single' | 'numeric';
      key: string;
      label: string;
      categories?: { value: number; label: string }[];
    }
  | { kind: 'multi'; key: string; label: string; categories: { label: string }[]; flags: number[][] };
type Json = JsonVariable & { values?: (number | null)[] };
interface Case {
  name: string;
  data: string;
  stubs: string[];
  banner: string[];
  masked: boolean;
  weighted: boolean;
  test: CrossTestOptions;
}
const fixtures: {
  data: Record<string, Record<string, Json> & { mask: number[]; weights: number[] }>;
  cases: Case[];
} = JSON.parse(readFileSync(join(import.meta.dirname, '../../fixtures/cross/cases.json'), 'utf8'));

function variable(json: Json, coded: boolean): CrossVariable {
  if (json.kind === 'multi') return { ...json, flags: json.flags.map((f) => Uint8Array.from(f)) };
  const values = Float64Array.from(json.values!, (v) => (v === null ? Number.NaN : v));
  const codes = new ValueCodes();
  codes.pushAll(values);
  const view = coded ? codes.view() : null;
  return { ...json, values, ...(view ? { coded: view } : {}) } as CrossVariable;
}

describe('a cross table over slices added up in a memo', () => {
  // A mean stub cannot be added up (the memo goes stale): the categorical cases only.
  const cases = fixtures.cases
    .map((c) => ({ ...c, stubs: c.stubs.filter((s) => fixtures.data[c.data]![s]!.kind !== 'numeric') }))
    .filter((c) => c.stubs.length > 0);
  for (const c of cases)
    for (const coded of [false, true])
      it(`${c.name}${coded ? ', coded' : ''} equals the table over every row`, () => {
        const data = fixtures.data[c.data]!;
        const stubs = c.stubs.map((name) => variable(data[name]!, coded));
        const banner = c.banner.map((name) => variable(data[name]!, coded));
        const mask = c.masked ? Uint8Array.from(data.mask) : new Uint8Array(data.mask.length).fill(1);
        const weights = c.weighted ? Float64Array.from(data.weights) : null;
        const whole = crossTable({ stubs, banner, mask, weights, test: c.test });
        // Unaligned boundaries (not multiples of 4), as a dashboard's appended rows may be.
        const cuts = [0, 7, Math.floor(mask.length / 2) + 1, mask.length];
        const memo = new HistogramMemo();
        let last: ReturnType<typeof crossTable> | null = null;
        for (let k = 0; k + 1 < cuts.length; k++) {
          const [start, end] = [cuts[k]!, cuts[k + 1]!];
          last = crossTable({
            memo,
            stubs: stubs.map((v) => sliceVariable(v, start, end)),
            banner: banner.map((v) => sliceVariable(v, start, end)),
            mask: mask.subarray(start, end),
            weights: weights?.subarray(start, end) ?? null,
            test: c.test,
          });
        }
        expect(memo.stale).toBe(false);
        const round = (_k: string, v: unknown) =>
          typeof v === 'number' && !Number.isInteger(v) ? Number(v.toPrecision(10)) : v;
        expect(JSON.parse(JSON.stringify(last, round))).toEqual(JSON.parse(JSON.stringify(whole, round)));
      });
});
