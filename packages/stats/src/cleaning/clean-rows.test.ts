import { describe, expect, it } from 'vitest';
import { Dataset } from '../dataset/dataset.ts';
import type { CellValue } from '../dataset/types.ts';
import { cleanRows } from './clean-rows.ts';
import { evaluateRule, medianDuration } from './rules.ts';
import type { CleaningInput } from './types.ts';

const SPECS = [
  { key: 'm1', kind: 'single' as const },
  { key: 'm2', kind: 'single' as const },
  { key: 'm3', kind: 'single' as const },
  { key: 'f1a', kind: 'multi-flag' as const },
  { key: 'f1b', kind: 'multi-flag' as const },
  { key: 'f2a', kind: 'multi-flag' as const },
  { key: 'f2b', kind: 'multi-flag' as const },
  { key: 'f3a', kind: 'multi-flag' as const },
  { key: 'f3b', kind: 'multi-flag' as const },
  { key: 't', kind: 'text' as const },
];

interface Row {
  cells?: Record<string, CellValue>;
  duration?: number;
  device?: string | null;
  ip?: string | null;
  candidate?: boolean;
}

function input(rows: Row[]): CleaningInput {
  const dataset = new Dataset(SPECS);
  dataset.append(rows.map((row) => ({ cells: row.cells ?? {}, status: 1, submittedAt: 0 })));
  return {
    dataset,
    candidates: Uint8Array.from(rows, (row) => (row.candidate === false ? 0 : 1)),
    durations: Float64Array.from(rows, (row) => row.duration ?? Number.NaN),
    devices: rows.map((row) => row.device ?? null),
    ips: rows.map((row) => row.ip ?? null),
    matrices: [
      { id: 'single', columns: ['m1', 'm2', 'm3'].map((key, i) => ({ key, group: i + 1 })) },
      {
        id: 'multiple',
        columns: ['f1a', 'f1b', 'f2a', 'f2b', 'f3a', 'f3b'].map((key) => ({ key, group: Number(key[1]) })),
      },
    ],
    texts: ['t'],
  };
}

const rows = (outcome: { mask: Uint8Array }) => [...outcome.mask].flatMap((hit, row) => (hit ? [row] : []));

describe('too fast', () => {
  it('matches durations below a number of seconds; unknown durations never', () => {
    const data = input([{ duration: 30_000 }, { duration: 59_999 }, { duration: 60_000 }, {}]);
    expect(rows(evaluateRule({ type: 'too-fast', mode: 'seconds', seconds: 60 }, data))).toEqual([0, 1]);
  });

  it('takes the median of the candidates, the mean of the middle two when even', () => {
    const data = input([
      { duration: 100 },
      { duration: 200 },
      { duration: 300 },
      { duration: 1000 },
      { duration: 1, candidate: false },
    ]);
    expect(medianDuration(data)).toBe(250);
    const outcome = evaluateRule({ type: 'too-fast', mode: 'median-share', share: 0.5 }, data);
    expect(outcome.thresholdMs).toBe(125);
    expect(rows(outcome)).toEqual([0]);
    expect(outcome.reason(0)).toEqual({ type: 'too-fast', durationMs: 100, thresholdMs: 125 });
  });

  it('matches nothing by share when no duration is known', () => {
    const outcome = evaluateRule({ type: 'too-fast', mode: 'median-share', share: 0.5 }, input([{}, {}]));
    expect(outcome.medianMs).toBeNull();
    expect(outcome.count).toBe(0);
  });
});

describe('straight-lining', () => {
  it('matches the same column in every row of a single matrix, all rows answered', () => {
    const data = input([
      { cells: { m1: 2, m2: 2, m3: 2 } },
      { cells: { m1: 2, m2: 3, m3: 2 } },
      { cells: { m1: 2, m2: 2 } },
      { cells: {} },
    ]);
    const outcome = evaluateRule({ type: 'straight-lining', minRows: 3 }, data);
    expect(rows(outcome)).toEqual([0]);
    expect(outcome.reason(0)).toEqual({ type: 'straight-lining', matrices: ['single'] });
  });

  it('compares the chosen columns of a multiple matrix row by row', () => {
    const same = { f1a: 1, f1b: 0, f2a: 1, f2b: 0, f3a: 1, f3b: 0 };
    const data = input([{ cells: same }, { cells: { ...same, f3b: 1 } }]);
    expect(rows(evaluateRule({ type: 'straight-lining', minRows: 3 }, data))).toEqual([0]);
  });

  it('skips matrices with fewer rows than asked', () => {
    const data = input([{ cells: { m1: 1, m2: 1, m3: 1 } }]);
    expect(evaluateRule({ type: 'straight-lining', minRows: 4 }, data).count).toBe(0);
  });
});

describe('duplicates', () => {
  it('keeps the first response of a device and matches the later ones', () => {
    const data = input([
      { device: 'a' },
      { device: 'b' },
      { device: 'a' },
      { device: null },
      { device: null },
    ]);
    const outcome = evaluateRule({ type: 'duplicate-device' }, data);
    expect(rows(outcome)).toEqual([2]);
    expect(outcome.reason(2)).toEqual({ type: 'duplicate-device', value: 'a' });
  });

  it('counts only candidates: a response already set aside is no original', () => {
    const data = input([{ ip: '1.1.1.1', candidate: false }, { ip: '1.1.1.1' }, { ip: '1.1.1.1' }]);
    expect(rows(evaluateRule({ type: 'duplicate-ip' }, data))).toEqual([2]);
  });
});

describe('meaningless text', () => {
  it('matches answered texts only', () => {
    const data = input([
      { cells: { t: 'asdf' } },
      { cells: { t: '价格有点高' } },
      { cells: {} },
      { cells: { t: '!!!!' } },
      { cells: { t: '好' } },
    ]);
    const rule = { type: 'meaningless-text' as const, minLength: 1, repeated: true, noWord: true };
    const outcome = evaluateRule(rule, data);
    expect(rows(outcome)).toEqual([0, 3]);
    expect(outcome.reason(0)).toEqual({ type: 'meaningless-text', columns: ['t'] });
  });
});

describe('combining', () => {
  const data = input([
    { duration: 10_000, ip: 'x' },
    { duration: 10_000, ip: 'x' },
    { duration: 900_000, ip: 'x' },
    { duration: 900_000, ip: 'y' },
  ]);
  const rules = [
    { type: 'too-fast', mode: 'seconds', seconds: 60 } as const,
    { type: 'duplicate-ip' } as const,
  ];

  it('or: any rule', () => {
    const result = cleanRows(data, { combine: 'or', rules });
    expect(rows(result)).toEqual([0, 1, 2]);
    expect(result.count).toBe(3);
    expect(result.reasons(1).map((r) => r.type)).toEqual(['too-fast', 'duplicate-ip']);
    expect(result.reasons(3)).toEqual([]);
  });

  it('and: every rule', () => {
    expect(rows(cleanRows(data, { combine: 'and', rules }))).toEqual([1]);
  });

  it('no rule matches nothing', () => {
    expect(cleanRows(data, { combine: 'and', rules: [] }).count).toBe(0);
  });
});
