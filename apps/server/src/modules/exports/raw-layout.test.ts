import type { NodeRecord, OptionRecord } from '@cairn/core';
import { describe, expect, it } from 'vitest';
import type { AnalysisQuestion } from '../report/analysis-source.ts';
import { FIXED_COLUMNS, type LayoutColumn, mergedValue, rawLayout } from './raw-layout.ts';

const option = (id: number, position: number, title: string, code: string | null = null) =>
  ({ id, nodeId: 2, position, title, code }) as unknown as OptionRecord;

/** Q1 single choice (one column), Q2 multiple choice with three options and an "other" text. */
const single: AnalysisQuestion = {
  node: { id: 1, code: 'Q1' } as NodeRecord,
  options: [],
  code: 'Q1',
  title: 'Pick one',
  columns: [{ key: 'n1', kind: 'single', label: 'Q1', nodeId: 1, categories: [{ value: 1, label: 'A' }] }],
  description: { kind: 'choice', columns: [] },
  setting: {},
  toCells: () => ({}),
};
const opts = [option(21, 0, 'Red'), option(22, 1, 'Green', '7'), option(23, 2, 'Other')];
const multiple: AnalysisQuestion = {
  node: { id: 2, code: 'Q2' } as NodeRecord,
  options: opts,
  code: 'Q2',
  title: 'Pick some',
  columns: [
    ...opts.map((o) => ({
      key: `n2_o${o.id}`,
      kind: 'multi-flag' as const,
      label: 'x',
      nodeId: 2,
      optionId: o.id,
    })),
    { key: 'n2_o23_text', kind: 'text' as const, label: 'other', nodeId: 2 },
  ],
  description: { kind: 'multiple', columns: [] },
  setting: {},
  toCells: () => ({}),
};

describe('raw layout', () => {
  it('format 2: fixed columns, then Q1 and a column per option, codes without ids', () => {
    const codes = rawLayout([single, multiple], { dataFormat: 2, dataType: 'code' }).map((c) => c.code);
    expect(codes).toEqual([...FIXED_COLUMNS, 'Q1', 'Q2_1', 'Q2_2', 'Q2_3', 'Q2_4']);
  });

  it('format 1: a multiple choice question in one column, its other text kept', () => {
    const codes = rawLayout([single, multiple], { dataFormat: 1, dataType: 'code' }).map((c) => c.code);
    expect(codes).toEqual([...FIXED_COLUMNS, 'Q1', 'Q2', 'Q2_4']);
  });

  it('format 1 writes chosen option codes or labels, empty when unanswered', () => {
    const layout = rawLayout([multiple], { dataFormat: 1, dataType: 'code' });
    const merged = layout.find((c) => c.kind === 'merged') as Extract<LayoutColumn, { kind: 'merged' }>;
    const cells = { n2_o21: 1, n2_o22: 1, n2_o23: 0 };
    expect(mergedValue(merged, cells, multiple, 'code')).toBe('1,7');
    expect(mergedValue(merged, cells, multiple, 'label')).toBe('Red┋Green');
    expect(mergedValue(merged, {}, multiple, 'code')).toBeNull();
  });
});
