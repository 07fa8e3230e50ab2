import { type CrossNodes, type DashboardChart, ZCrossNodes } from '@cairn/contract';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_OPTIONS,
  draftOf,
  draftProblems,
  newDraft,
  specOf,
  specOfChart,
  titleOf,
} from './chart-draft.ts';

const layout = { x: 0, y: 0, w: 6, h: 8 };
const chart: DashboardChart = {
  id: 7,
  pageId: 3,
  updateTime: 1,
  type: 'bar',
  title: 'Satisfaction',
  layout,
  sources: [{ surveyCode: 'AB12CD34', variableIds: ['q1'], filterId: 4, weighted: true }],
  options: { ...DEFAULT_OPTIONS, show: 'count' },
  pagePeriod: { kind: 'last', days: 7 },
  benchmarks: [{ id: 't', label: 'Goal', kind: 'target', value: 60 }],
};

describe('chart drafts', () => {
  it('round-trip a chart through the editor unchanged', () => {
    const spec = specOf(draftOf(chart), chart.layout, chart.benchmarks);
    expect(spec).toEqual(specOfChart(chart));
  });

  it('send the page period as null and a range with open ends', () => {
    const draft = { ...newDraft('AB12CD34'), periodKind: 'range' as const, from: 10, to: null };
    expect(specOf(draft, layout, []).pagePeriod).toEqual({ kind: 'range', from: 10, to: null });
    expect(specOf(newDraft('AB12CD34'), layout, []).pagePeriod).toBeNull();
  });

  it('keep one variable for a word cloud and the first source for a cross table', () => {
    const two = [
      { surveyCode: 'AB12CD34', variableIds: ['open1', 'open2'], filterId: null, weighted: false },
      { surveyCode: 'EF56GH78', variableIds: ['q2'], filterId: null, weighted: false },
    ];
    expect(
      specOf({ ...newDraft(), type: 'wordcloud', sources: two }, layout, []).sources[0]?.variableIds,
    ).toEqual(['open1']);
    const cross = specOf(
      { ...newDraft(), type: 'cross', sources: two, stubs: ['q1'], banner: ['q2'] },
      layout,
      [],
    );
    expect(cross.sources).toHaveLength(1);
    expect(cross.cross).toEqual({ stubs: [{ id: 'q1' }], banner: [{ id: 'q2' }] });
  });

  it('name what a draft still lacks', () => {
    expect(draftProblems(newDraft())).toEqual(['source']);
    expect(draftProblems(newDraft('AB12CD34'))).toEqual(['variable']);
    expect(draftProblems({ ...newDraft(), type: 'cross', sources: chart.sources })).toEqual(['cross']);
  });

  it('save an empty title as the first question’s name (the editor’s placeholder), a typed one as typed', () => {
    const nodes: CrossNodes = ZCrossNodes.parse([
      {
        surveyCode: 'AB12CD34',
        title: 'Survey',
        version: 1,
        variables: [
          {
            id: 'q1',
            code: 'Q1',
            label: 'Satisfaction',
            group: 'question',
            kind: 'single',
            categories: [],
            modes: [],
          },
        ],
        openColumns: [{ key: 'q2', code: 'Q2', label: 'Comments' }],
      },
    ]);
    const bar = { ...newDraft(), title: '  ', sources: chart.sources };
    expect(titleOf(bar, nodes)).toBe('Satisfaction');
    expect(titleOf({ ...bar, title: ' Mine ' }, nodes)).toBe('Mine');
    const words = {
      ...bar,
      type: 'wordcloud' as const,
      sources: [{ ...chart.sources[0]!, variableIds: ['q2'] }],
    };
    expect(titleOf(words, nodes)).toBe('Comments');
    // Nodes not loaded (or the question gone): the card falls back to the type's name.
    expect(titleOf(bar, undefined)).toBe('');
  });
});
