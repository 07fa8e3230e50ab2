import { QuestionType } from '@cairn/core';
import { aSurvey } from '@cairn/core/testing/builders';
import { describe, expect, it } from 'vitest';
import { nodeViewOf } from '../../features/design/node-view.ts';
import { sameQuestion } from './same-question.ts';

describe('whether a question draws the same', () => {
  const { tree, ids } = aSurvey()
    .withGroup('G')
    .withQuestion(QuestionType.SingleChoice, { code: 'Q1' })
    .build();
  const view = nodeViewOf(tree, ids.Q1 as number);
  if (!view) throw new Error('no view');

  it('ignores where it stands and rows that come back equal from the server', () => {
    const moved = { ...view, position: 7, parentId: 99 };
    expect(sameQuestion(view, moved)).toBe(true);
    const echoed = JSON.parse(JSON.stringify(view)) as typeof view;
    expect(sameQuestion(view, echoed)).toBe(true);
  });

  it('sees a new title, setting or option', () => {
    expect(sameQuestion(view, { ...view, title: 'Age' })).toBe(false);
    expect(sameQuestion(view, { ...view, setting: { ...view.setting, required: false } })).toBe(false);
    expect(sameQuestion(view, { ...view, options: view.options.slice(1) })).toBe(false);
    const renamed = view.options.map((option, i) => (i === 0 ? { ...option, title: 'Yes' } : option));
    expect(sameQuestion(view, { ...view, options: renamed })).toBe(false);
  });

  it('gives the same view object while the question is unchanged', () => {
    expect(nodeViewOf(tree, ids.Q1 as number)).toBe(view);
  });
});
