import { type CellValue, type OptionRecord, toPlainText } from '@cairn/core';
import type { AnalysisQuestion } from '../report/analysis-source.ts';

/**
 * The raw data layout, shared by the export (writes it) and the answer import (reads it), so an
 * export imported into a copy of the survey gives the same reports.
 *
 * Row 1 holds column codes, row 2 the titles people read; data starts on row 3. Codes never
 * contain ids, so they match across a project copy: the fixed columns by name (FIXED_COLUMNS),
 * then per question of the latest version its code (`Q1`) when it has one column, else
 * `Q1_1`, `Q1_2` … by the column's place among the question's analysis columns. Format 1 merges a
 * multiple-choice question's 0/1 option columns into one column `Q1` holding the chosen codes
 * (or labels) joined by `,`; its other columns (an "other" text) keep their `Q1_n` codes.
 */
export type DataFormat = 1 | 2;
export type DataType = 'code' | 'label';

export interface LayoutOptions {
  dataFormat: DataFormat;
  dataType: DataType;
  /** A last column of weights (the active weighting scheme's). */
  weight?: boolean;
}

export const FIXED_COLUMNS = [
  'id',
  'status',
  'version',
  'started_at',
  'submitted_at',
  'duration_s',
  'source',
  'channel',
  'device',
  'ip',
] as const;
/**
 * `weight` is written last, and only when the survey has an active weighting scheme (its weight per
 * response); imports ignore it.
 */
export type FixedColumn = (typeof FIXED_COLUMNS)[number] | 'weight';

export type LayoutColumn =
  | { kind: 'fixed'; code: FixedColumn; title: string }
  | { kind: 'cell'; code: string; title: string; question: AnalysisQuestion; key: string; columnKind: string }
  /** Format 1: a multiple choice question in one column. */
  | { kind: 'merged'; code: string; title: string; question: AnalysisQuestion; flagKeys: string[] };

const FIXED_TITLES: Record<FixedColumn, string> = {
  id: 'Response ID / 答卷编号',
  status: 'Status / 状态',
  version: 'Version / 版本',
  started_at: 'Started / 开始时间',
  submitted_at: 'Submitted / 提交时间',
  duration_s: 'Duration (s) / 用时(秒)',
  source: 'Source / 来源',
  channel: 'Channel / 渠道',
  device: 'Device / 设备',
  ip: 'IP',
  weight: 'Weight / 权重',
};

/** Separator of labels in a format-1 cell (labels may hold commas; codes never do). */
export const LABEL_SEPARATOR = '┋';

export function rawLayout(questions: readonly AnalysisQuestion[], options: LayoutOptions): LayoutColumn[] {
  const out: LayoutColumn[] = FIXED_COLUMNS.map((code) => ({
    kind: 'fixed',
    code,
    title: FIXED_TITLES[code],
  }));
  for (const question of questions) {
    const { columns } = question;
    const codeAt = (index: number) =>
      columns.length === 1 ? question.code : `${question.code}_${index + 1}`;
    const merge = options.dataFormat === 1 && columns.some((c) => c.kind === 'multi-flag');
    if (merge) {
      out.push({
        kind: 'merged',
        code: question.code,
        title: question.title,
        question,
        flagKeys: columns.filter((c) => c.kind === 'multi-flag').map((c) => c.key),
      });
    }
    columns.forEach((column, index) => {
      if (merge && column.kind === 'multi-flag') return;
      out.push({
        kind: 'cell',
        code: codeAt(index),
        title: column.label,
        question,
        key: column.key,
        columnKind: column.kind,
      });
    });
  }
  if (options.weight) out.push({ kind: 'fixed', code: 'weight', title: FIXED_TITLES.weight });
  return out;
}

/** The number an option stands for in data (core's optionValue: a numeric code, else its position + 1). */
export function optionValue(option: OptionRecord): number {
  return option.code !== null && /^\d+$/.test(option.code) ? Number(option.code) : option.position + 1;
}

/** The option a multi-flag column stands for, in a question's own version. */
export function flagOption(question: AnalysisQuestion, key: string): OptionRecord | undefined {
  const optionId = question.columns.find((c) => c.key === key)?.optionId;
  return optionId === undefined ? undefined : question.options.find((o) => o.id === optionId);
}

/** The value of one question cell as written: a category's code or label, a flag, a number or text. */
export function cellValue(
  column: Extract<LayoutColumn, { kind: 'cell' }>,
  cells: Readonly<Record<string, CellValue>>,
  own: AnalysisQuestion | undefined,
  dataType: DataType,
): CellValue {
  const value = cells[column.key];
  if (value === undefined || value === null) return null;
  if (dataType === 'label' && typeof value === 'number') {
    // Labels of the version the respondent answered (RELIABILITY.md §8), else of the latest.
    const categories =
      own?.columns.find((c) => c.key === column.key)?.categories ??
      column.question.columns.find((c) => c.key === column.key)?.categories;
    const label = categories?.find((c) => c.value === value)?.label;
    if (label !== undefined) return label;
  }
  return value;
}

export function mergedValue(
  column: Extract<LayoutColumn, { kind: 'merged' }>,
  cells: Readonly<Record<string, CellValue>>,
  own: AnalysisQuestion | undefined,
  dataType: DataType,
): CellValue {
  if (column.flagKeys.every((key) => cells[key] === undefined || cells[key] === null)) return null;
  const chosen = column.flagKeys.filter((key) => cells[key] === 1);
  const parts = chosen.map((key) => {
    const option = (own && flagOption(own, key)) ?? flagOption(column.question, key);
    if (!option) return '';
    return dataType === 'label' ? toPlainText(option.title) : String(optionValue(option));
  });
  return parts.join(dataType === 'label' ? LABEL_SEPARATOR : ',');
}
