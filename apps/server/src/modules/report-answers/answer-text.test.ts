import { QuestionType } from '@cairn/core';
import { aDocument } from '@cairn/core/testing/document-builder';
import { describe, expect, it } from 'vitest';
import { analysisQuestionsOf, responseCells } from '../report/analysis-source.ts';
import { timeByNode } from './answer-detail.ts';
import { answerLines, answerText, partLabel } from './answer-text.ts';
import { likePattern } from './list-answers.ts';

const survey = () =>
  analysisQuestionsOf(
    aDocument()
      .question(QuestionType.SingleChoice, { code: 'Q1', title: 'Age', options: ['Young', 'Old'] })
      .question(QuestionType.MultipleChoice, {
        code: 'Q2',
        title: 'Drinks',
        options: ['Tea', 'Coffee', 'Milk'],
      })
      .question(QuestionType.Upload, { code: 'Q3', title: 'Photo' })
      .build(),
  );

describe('answer text', () => {
  it('shows a single choice as its option label and a multiple choice as the chosen labels', () => {
    const [age, drinks] = survey();
    const cells = responseCells(survey(), {
      [age!.node.id]: { optionId: age!.options[1]!.id },
      [drinks!.node.id]: { optionIds: [drinks!.options[0]!.id, drinks!.options[2]!.id] },
    });
    expect(answerText(answerLines(age!, cells))).toBe('Old');
    expect(answerLines(drinks!, cells)).toEqual([
      { label: '', value: 'Tea' },
      { label: '', value: 'Milk' },
    ]);
    expect(answerText(answerLines(drinks!, cells))).toBe('Tea; Milk');
  });

  it('names uploaded files by their original names, keys when unknown', () => {
    const photo = survey()[2]!;
    const cells = { [photo.columns[0]!.key]: 'k1\nk2' };
    const files = new Map([['k1', { key: 'k1', name: 'me.png', size: 3 }]]);
    expect(answerText(answerLines(photo, cells, files))).toBe('me.png, k2');
  });

  it('labels a column by what it adds to the question', () => {
    const age = survey()[0]!;
    expect(partLabel(age, 'Q1 Age')).toBe('');
    expect(partLabel(age, 'Q1 Age: Other (text)')).toBe('Other (text)');
    expect(partLabel(age, 'Q1 Age (comment)')).toBe('(comment)');
  });

  it('adds up loop rounds per question and ignores junk timings', () => {
    expect(timeByNode({ '5': 100, '5@9': 50, '6': 'x', abc: 1 })).toEqual(new Map([[5, 150]]));
    expect(timeByNode(null)).toEqual(new Map());
  });

  it('searches LIKE wildcards as themselves', () => {
    expect(likePattern('50%_a\\')).toBe('%50\\%\\_a\\\\%');
  });
});
