import { MatrixSubType, OptionType, QuestionType } from '../model/enums.ts';
import type { OptionRecord } from '../model/option.ts';
import type { MatrixSetting } from '../model/settings.ts';
import type { MatrixAnswer, RowAnswer } from './answer-schemas.ts';
import {
  type Cells,
  cellsReader,
  flagCell,
  nonEmpty,
  numberCell,
  optionOfValue,
  textCell,
} from './cells-read.ts';
import type { AnalysisColumn, AnswerContext, AnswerIssue, CellValue, CellWriter } from './define.ts';
import { defineQuestionType } from './define.ts';
import {
  answerIssue,
  byId,
  categoriesOf,
  checkKeys,
  choiceById,
  choicesOf,
  column,
  hasDuplicates,
  optionKey,
  optionLabel,
  optionValue,
  QUESTION_DEFAULTS,
  subQuestionsOf,
} from './shared.ts';

/**
 * Matrix: rows are sub-questions, columns are options. Per row the answer is a column id (single,
 * score), a list of column ids (multiple) or texts by column id (open), keyed by row id.
 */
type Ctx = AnswerContext<MatrixSetting>;

function checkRow(
  value: RowAnswer,
  subType: number,
  columns: ReadonlyMap<number, OptionRecord>,
  path: (string | number)[],
) {
  const known = (id: number) => columns.has(id);
  if (subType === MatrixSubType.Multiple) {
    if (!Array.isArray(value) || hasDuplicates(value))
      return [answerIssue('invalid', path, 'a list of columns')];
    return value.every(known) ? [] : [answerIssue('unknown_option', path, 'unknown column')];
  }
  if (subType === MatrixSubType.Open) {
    if (typeof value !== 'object' || Array.isArray(value))
      return [answerIssue('invalid', path, 'texts by column')];
    return checkKeys(value, columns).map((found) => ({ ...found, path: [...path, ...found.path] }));
  }
  if (typeof value !== 'number') return [answerIssue('invalid', path, 'one column')];
  return known(value) ? [] : [answerIssue('unknown_option', path, 'unknown column')];
}

function validateMatrix(answer: Record<string, RowAnswer>, ctx: Ctx): AnswerIssue[] {
  const rows = byId(subQuestionsOf(ctx));
  const columns = choiceById(ctx);
  const issues = checkKeys(answer, rows);
  for (const [key, value] of Object.entries(answer))
    issues.push(...checkRow(value, ctx.node.subType, columns, [key]));
  if (ctx.setting.required) {
    for (const row of rows.values())
      if (answer[row.id] === undefined) issues.push(answerIssue('required', [row.id], 'answer every row'));
  }
  const singles = Object.values(answer).filter((value) => typeof value === 'number');
  if (ctx.node.subType === MatrixSubType.Single && ctx.setting.is_only && hasDuplicates(singles))
    issues.push(answerIssue('invalid', [], 'each column may be chosen once'));
  return issues;
}

function matrixColumns(ctx: Ctx): AnalysisColumn[] {
  const { node } = ctx;
  const columns = choicesOf(ctx);
  return subQuestionsOf(ctx).flatMap((row) => {
    if (node.subType === MatrixSubType.Multiple || node.subType === MatrixSubType.Open) {
      const kind = node.subType === MatrixSubType.Open ? 'text' : 'multi-flag';
      return columns.map((col) =>
        column(
          node,
          kind,
          optionKey(node.id, row, `o${col.id}`),
          `${optionLabel(node, row)} / ${col.title}`,
          {
            optionId: row.id,
          },
        ),
      );
    }
    const kind = node.subType === MatrixSubType.Score ? 'number' : 'single';
    return [
      column(node, kind, optionKey(node.id, row), optionLabel(node, row), {
        optionId: row.id,
        categories: categoriesOf(columns),
      }),
    ];
  });
}

function matrixCells(answer: Record<string, RowAnswer>, ctx: Ctx): Record<string, CellValue> {
  const cells: Record<string, CellValue> = {};
  const columns = choicesOf(ctx);
  for (const row of subQuestionsOf(ctx)) {
    const value = answer[row.id];
    if (value === undefined) continue;
    if (typeof value === 'number') {
      const chosen = columns.find((col) => col.id === value);
      cells[optionKey(ctx.node.id, row)] = chosen ? optionValue(chosen) : null;
    } else if (Array.isArray(value)) {
      for (const col of columns)
        cells[optionKey(ctx.node.id, row, `o${col.id}`)] = value.includes(col.id) ? 1 : 0;
    } else {
      for (const col of columns) cells[optionKey(ctx.node.id, row, `o${col.id}`)] = value[col.id] ?? null;
    }
  }
  return cells;
}

/**
 * `matrixCells` by slot (`matrixColumns`): a row per slot for single and score matrices, a slot
 * per row and column for multiple and open ones. A row value of the other layout's shape makes
 * keys `matrixColumns` does not have, so it writes nothing, as there.
 */
function matrixWriter(ctx: Ctx): CellWriter<Record<string, RowAnswer>> {
  const columns = choicesOf(ctx);
  const rows = subQuestionsOf(ctx).map((row) => row.id);
  const width = columns.length;
  if (ctx.node.subType !== MatrixSubType.Multiple && ctx.node.subType !== MatrixSubType.Open) {
    const values = new Map<number, number>();
    // `find` takes the first column of an id; so does a map filled first to last without overwriting.
    for (const col of columns) if (!values.has(col.id)) values.set(col.id, optionValue(col));
    return (answer, out, at) => {
      for (let r = 0; r < rows.length; r++) {
        const value = answer[rows[r]!];
        if (typeof value === 'number') out[at + r] = values.get(value) ?? null;
      }
    };
  }
  const slotById = new Map(columns.map((col, slot) => [col.id, slot]));
  const ids = columns.map((col) => col.id);
  return (answer, out, at) => {
    for (let r = 0; r < rows.length; r++) {
      const value = answer[rows[r]!];
      if (value === undefined || typeof value === 'number') continue;
      const base = at + r * width;
      if (Array.isArray(value)) {
        for (let c = 0; c < width; c++) out[base + c] = 0;
        for (const id of value) {
          const slot = slotById.get(id);
          if (slot !== undefined) out[base + slot] = 1;
        }
      } else {
        for (let c = 0; c < width; c++) out[base + c] = value[ids[c]!] ?? null;
      }
    }
  };
}

export const matrix = defineQuestionType<MatrixSetting, MatrixAnswer>({
  ...QUESTION_DEFAULTS,
  type: QuestionType.Matrix,
  key: 'matrix',
  name: { zh: '矩阵题', en: 'Matrix' },
  defaultSubType: MatrixSubType.Single,
  subTypes: Object.values(MatrixSubType),
  defaultSetting: () => ({
    required: true,
    is_flip: false,
    is_fixed_header: false,
    is_split: false,
    right_title: false,
    same: false,
    same_error_times: 0,
    repeat_header: 0,
    is_scale_width: false,
    is_only: false,
  }),
  defaultOptionCount: 3,
  extraDefaultOptions: [{ type: OptionType.SubQuestion, count: 3, title: 'subQuestion' }],
  answer: {
    isEmpty: (answer) => Object.keys(answer).length === 0,
    validate: validateMatrix,
    columns: matrixColumns,
    toCells: matrixCells,
    cellWriter: matrixWriter,
    toNumbers: (answer, ctx) => {
      const columns = choiceById(ctx);
      return Object.values(answer).flatMap((value) => {
        const chosen = typeof value === 'number' ? columns.get(value) : undefined;
        return chosen ? [optionValue(chosen)] : [];
      });
    },
    fromCells: cellsReader(matrixFromCells),
  },
});

/** `toCells` read back row by row, by the matrix's subtype; rows whose cells are all empty stay out. */
function matrixFromCells(cells: Cells, ctx: Ctx): Record<string, RowAnswer> | undefined {
  const { node } = ctx;
  const columns = choicesOf(ctx);
  const answer: Record<string, RowAnswer> = {};
  for (const row of subQuestionsOf(ctx)) {
    const cellKey = (col: OptionRecord) => optionKey(node.id, row, `o${col.id}`);
    if (node.subType === MatrixSubType.Multiple) {
      const flags = columns.map((col) => flagCell(cells, cellKey(col)));
      if (flags.some((flag) => flag !== undefined))
        answer[row.id] = columns.filter((_, i) => flags[i] === 1).map((col) => col.id);
    } else if (node.subType === MatrixSubType.Open) {
      const texts: Record<string, string> = {};
      for (const col of columns) {
        const text = textCell(cells, cellKey(col));
        if (text !== undefined) texts[col.id] = text;
      }
      if (Object.keys(texts).length > 0) answer[row.id] = texts;
    } else {
      const key = optionKey(node.id, row);
      const value = numberCell(cells, key);
      if (value !== undefined) answer[row.id] = optionOfValue(columns, value, key).id;
    }
  }
  return nonEmpty(answer);
}
