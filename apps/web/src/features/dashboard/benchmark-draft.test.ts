import { describe, expect, it } from 'vitest';
import { benchmarkDraftOf, benchmarkOf, newBenchmarkId, withBenchmark } from './benchmark-draft.ts';

describe('benchmark drafts', () => {
  it('build each kind and say what is missing', () => {
    const draft = benchmarkDraftOf(null);
    expect(benchmarkOf({ ...draft, label: ' Goal ', value: 60 }, 'b1')).toEqual({
      id: 'b1',
      label: 'Goal',
      kind: 'target',
      value: 60,
    });
    expect(benchmarkOf({ ...draft, label: '' }, 'b1')).toEqual({ problem: 'label' });
    expect(benchmarkOf({ ...draft, label: 'x', kind: 'survey' }, 'b1')).toEqual({ problem: 'survey' });
    expect(benchmarkOf({ ...draft, label: 'x', kind: 'norm' }, 'b1')).toEqual({ problem: 'rows' });
    expect(benchmarkOf({ ...draft, label: 'Last month', kind: 'period', days: 30 }, 'b1')).toMatchObject({
      period: { kind: 'last', days: 30 },
    });
  });

  it('round-trip a saved benchmark', () => {
    const norm = {
      id: 'n',
      label: 'Norm',
      kind: 'norm' as const,
      rows: [{ label: 'High', value: 40, base: 300 }],
    };
    expect(benchmarkOf(benchmarkDraftOf(norm), 'n')).toEqual(norm);
    const period = {
      id: 'p',
      label: 'Q3',
      kind: 'period' as const,
      period: { kind: 'range' as const, from: 1, to: 2 },
    };
    expect(benchmarkOf(benchmarkDraftOf(period), 'p')).toEqual(period);
  });

  it('replace by id or append, with fresh ids', () => {
    const a = { id: 'a', label: 'A', kind: 'target' as const, value: 1 };
    const a2 = { ...a, value: 2 };
    expect(withBenchmark([a], a2)).toEqual([a2]);
    expect(withBenchmark([a], { ...a, id: 'b' })).toHaveLength(2);
    expect(newBenchmarkId([{ ...a, id: newBenchmarkId([], 5) }], 5)).not.toBe(newBenchmarkId([], 5));
  });
});
