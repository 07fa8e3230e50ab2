import type { Benchmark, NormRow } from '@cairn/contract';

/** The benchmark form's values (flat, as antd's Form holds them). */
export interface BenchmarkDraft {
  kind: Benchmark['kind'];
  label: string;
  value?: number;
  surveyCode?: string;
  variableId?: string;
  filterId?: number | null;
  periodKind: 'page' | 'range' | 'last';
  from: number | null;
  to: number | null;
  days: number;
  rows: NormRow[];
}

/** A stable id for a new benchmark (it keeps its colour across edits). */
export function newBenchmarkId(existing: readonly Benchmark[], now = Date.now()): string {
  let id = `b${now.toString(36)}`;
  while (existing.some((b) => b.id === id)) id = `${id}x`;
  return id;
}

export function benchmarkDraftOf(benchmark: Benchmark | null): BenchmarkDraft {
  const base: BenchmarkDraft = {
    kind: benchmark?.kind ?? 'target',
    label: benchmark?.label ?? '',
    periodKind: 'last',
    from: null,
    to: null,
    days: 30,
    rows: [],
  };
  if (!benchmark) return base;
  switch (benchmark.kind) {
    case 'target':
      return { ...base, value: benchmark.value };
    case 'survey':
      return {
        ...base,
        surveyCode: benchmark.surveyCode,
        variableId: benchmark.variableId,
        filterId: benchmark.filterId,
      };
    case 'period':
      return benchmark.period.kind === 'range'
        ? { ...base, periodKind: 'range', from: benchmark.period.from, to: benchmark.period.to }
        : { ...base, periodKind: 'last', days: benchmark.period.days };
    case 'norm':
      return { ...base, rows: benchmark.rows };
  }
}

/** The benchmark a draft describes, or the i18n key (dashboard.benchmark.missing.*) of what it lacks. */
export function benchmarkOf(draft: BenchmarkDraft, id: string): Benchmark | { problem: string } {
  const head = { id, label: draft.label.trim() };
  if (!head.label) return { problem: 'label' };
  switch (draft.kind) {
    case 'target':
      return typeof draft.value === 'number' && Number.isFinite(draft.value)
        ? { ...head, kind: 'target', value: draft.value }
        : { problem: 'value' };
    case 'survey':
      return draft.surveyCode && draft.variableId
        ? {
            ...head,
            kind: 'survey',
            surveyCode: draft.surveyCode,
            variableId: draft.variableId,
            filterId: draft.filterId ?? null,
          }
        : { problem: 'survey' };
    case 'period':
      if (draft.periodKind === 'range') {
        if (draft.from === null && draft.to === null) return { problem: 'period' };
        return { ...head, kind: 'period', period: { kind: 'range', from: draft.from, to: draft.to } };
      }
      return { ...head, kind: 'period', period: { kind: 'last', days: Math.max(1, Math.round(draft.days)) } };
    case 'norm':
      return draft.rows.length > 0 ? { ...head, kind: 'norm', rows: draft.rows } : { problem: 'rows' };
  }
}

/** Replaces the benchmark with the same id, or adds it at the end. */
export function withBenchmark(list: readonly Benchmark[], benchmark: Benchmark): Benchmark[] {
  const index = list.findIndex((b) => b.id === benchmark.id);
  if (index < 0) return [...list, benchmark];
  return list.map((b, i) => (i === index ? benchmark : b));
}
