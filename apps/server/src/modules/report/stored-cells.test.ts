import { QuestionType } from '@cairn/core';
import { aDocument } from '@cairn/core/testing/document-builder';
import type { RowCells } from '@cairn/stats';
import { describe, expect, it } from 'vitest';
import { analysisQuestionsOf, cellsPlanOf, writeResponseCells } from './analysis-source.ts';
import { storedCellsOf } from './stored-cells.ts';

describe('stored cells', () => {
  const document = aDocument()
    .question(QuestionType.SingleChoice, { code: 'S', options: ['Yes', 'No'] })
    .question(QuestionType.OpenText, { code: 'T' })
    .question(QuestionType.OpenText, { code: 'U' })
    .build();
  const questions = analysisQuestionsOf(document);
  const plan = cellsPlanOf(questions);
  const [single, text, other] = questions;

  it('are ASCII JSON of the row the answers convert to, Chinese, emoji and lone surrogates escaped', () => {
    const answers = {
      [single!.node.id]: { optionId: single!.options[1]!.id },
      [text!.node.id]: '服务很好, "quoted" 😀',
      [other!.node.id]: 'lone \uD800 café',
    };
    const { cells, cellsKey } = storedCellsOf(plan, answers, 'complete');
    expect(cellsKey).toEqual(expect.any(Number));
    expect(cells).toMatch(/^[\x20-\x7e]*$/);
    const row: RowCells = new Array(plan.width).fill(undefined);
    writeResponseCells(plan, answers, true, row);
    expect(JSON.parse(cells!)).toEqual(row.map((cell) => cell ?? null));
  });

  it('are none when a cell is a number JSON cannot hold', () => {
    const numeric = aDocument()
      .question(QuestionType.OpenText, { code: 'A', setting: { format: 1 } })
      .build();
    const [age] = analysisQuestionsOf(numeric);
    const stored = storedCellsOf(cellsPlanOf([age!]), { [age!.node.id]: 'not a number' }, 'complete');
    expect(stored).toEqual({ cells: null, cellsKey: null });
  });
});
