import { emptyDesignTree, QuestionType } from '@cairn/core';
import { aSurvey } from '@cairn/core/testing/builders';
import { describe, expect, it } from 'vitest';
import { flattenTree } from './canvas-items.ts';
import { insertPlaceFor } from './insert-place.ts';

describe('where a palette click adds', () => {
  const { tree, ids } = aSurvey()
    .withGroup('G1')
    .withQuestion(QuestionType.SingleChoice, { code: 'Q1' })
    .withGroup('G2')
    .build();
  const items = flattenTree(tree);

  it('after the selected question', () => {
    expect(insertPlaceFor(tree, items, ids.Q1 as number, QuestionType.Rate)).toEqual({ afterId: ids.Q1 });
  });

  it('first into a selected group; a group after it', () => {
    expect(insertPlaceFor(tree, items, ids.G1 as number, QuestionType.Rate)).toEqual({
      parentId: ids.G1,
      afterId: null,
    });
    expect(insertPlaceFor(tree, items, ids.G1 as number, 'group')).toEqual({ afterId: ids.G1 });
  });

  it('with nothing selected, at the end: into the last group when it is where the survey ends', () => {
    expect(insertPlaceFor(tree, items, null, QuestionType.Rate)).toEqual({ parentId: ids.G2 });
    const { tree: ending, ids: more } = aSurvey()
      .withGroup('G')
      .withQuestion(QuestionType.Nps, { code: 'Q1' })
      .build();
    expect(insertPlaceFor(ending, flattenTree(ending), null, QuestionType.Rate)).toEqual({
      afterId: more.Q1,
    });
  });

  it('at the top level of an empty survey', () => {
    expect(insertPlaceFor(emptyDesignTree(1), [], null, QuestionType.Rate)).toEqual({});
  });
});
