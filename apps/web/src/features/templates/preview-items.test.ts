import { defaultQuestionSnapshot, type QuestionSnapshot, QuestionType } from '@cairn/core';
import { describe, expect, it } from 'vitest';
import { previewSections } from './preview-items.ts';

const snap = (type: number): QuestionSnapshot => {
  const snapshot = defaultQuestionSnapshot(type, 'en');
  if (!snapshot) throw new Error(`no default for ${type}`);
  return snapshot;
};

describe('template preview items', () => {
  it('numbers questions across sections and skips items without a code', () => {
    const sections = previewSections([
      { title: 'About you', questions: [snap(QuestionType.SingleChoice), snap(QuestionType.Text)] },
      { title: 'Your view', questions: [snap(QuestionType.Nps), snap(QuestionType.OpenText)] },
    ]);
    expect(sections.map((s) => s.title)).toEqual(['About you', 'Your view']);
    expect(sections.map((s) => s.questions.map((q) => q.number))).toEqual([
      [1, undefined],
      [2, 3],
    ]);
  });

  it('gives every node its own id and keeps the snapshot’s type and options', () => {
    const choice = snap(QuestionType.SingleChoice);
    const sections = previewSections([
      { title: 'A', questions: [choice, snap(QuestionType.MultipleChoice)] },
      { title: 'B', questions: [snap(QuestionType.OpenText)] },
    ]);
    const nodes = sections.flatMap((s) => s.questions.map((q) => q.node));
    expect(nodes.map((n) => n.id)).toEqual([1, 2, 3]);
    expect(nodes[0]).toMatchObject({ type: QuestionType.SingleChoice, title: choice.title });
    expect(nodes[0]?.options).toHaveLength(choice.options.length);
    expect(nodes[1]?.options.every((o) => o.nodeId === 2)).toBe(true);
  });

  it('keeps an empty section, so its heading still shows', () => {
    expect(previewSections([{ title: 'Empty', questions: [] }])).toEqual([{ title: 'Empty', questions: [] }]);
  });
});
