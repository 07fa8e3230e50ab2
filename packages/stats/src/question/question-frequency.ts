import type { Dataset } from '../dataset/dataset.ts';
import { type FrequencyInput, rowsOf } from '../frequency/common.ts';
import { columnPart } from './column-parts.ts';
import {
  maxDiffPart,
  multipleGridPart,
  multiplePart,
  npsPart,
  rankPart,
  singleGridPart,
} from './special-parts.ts';
import type {
  PartReport,
  QuestionColumn,
  QuestionDescription,
  QuestionFrequencyOptions,
  QuestionReport,
} from './types.ts';

const FIRST_PAGE = { offset: 0, limit: 20 };

/**
 * The full report of one question: the parts its kind defines, then every column the kind does
 * not use reported by its own kind (the "other, please specify" texts of a choice, a matrix's open
 * cells, an evaluation's comments).
 */
export function questionFrequency(
  question: QuestionDescription,
  dataset: Dataset,
  { mask = null, rows, weighted = false, weights, page = FIRST_PAGE }: QuestionFrequencyOptions = {},
): QuestionReport {
  const input: FrequencyInput = {
    mask,
    // Every part of the question visits the same rows: the mask is turned into them once.
    rows: rows ?? (mask === null ? null : rowsOf(mask)),
    weights: weights !== undefined ? weights : weighted ? dataset.weights() : null,
  };
  const { columns } = question;
  const ofKind = (kind: QuestionColumn['kind']) => columns.filter((column) => column.kind === kind);
  let parts: PartReport[] = [];
  let used: readonly QuestionColumn[] = [];
  switch (question.kind) {
    case 'multiple':
      used = ofKind('multi-flag');
      parts = multiplePart(dataset, used, input);
      break;
    case 'matrix':
      used = [...ofKind('single'), ...ofKind('multi-flag')];
      parts = [
        ...singleGridPart(dataset, ofKind('single'), input),
        ...multipleGridPart(dataset, ofKind('multi-flag'), input),
      ];
      break;
    case 'nps':
      used = ofKind('number').slice(0, 1);
      parts = used[0] ? npsPart(dataset, used[0], input) : [];
      break;
    case 'rank':
      used = ofKind('number');
      parts = rankPart(dataset, used, input);
      break;
    case 'max-diff':
      used = columns.filter((column) => column.role !== undefined);
      parts = maxDiffPart(dataset, used, input);
      break;
    default:
      break;
  }
  const rest = columns
    .filter((column) => !used.includes(column))
    .map((column) => columnPart(dataset, column, input, page, columns[0]))
    .filter((part) => part !== null);
  return { kind: question.kind, parts: [...parts, ...rest] };
}
