import type { CellValue } from '@cairn/core';
import type { AnalysisQuestion } from '../../report/analysis-source.ts';
import type { FixedColumn, LayoutColumn } from '../raw-layout.ts';
import type { RawResponse } from '../raw-row.ts';
import type { SavValue } from './sav-cases.ts';
import type { SavDichotomySet, SavVariable } from './sav-dictionary.ts';
import { savName, savNames } from './sav-names.ts';

/**
 * The raw layout (format 2, codes) as SPSS variables: one variable per layout column, named by
 * its column code, then the weight. Missing answers are declared user-missing codes, so SPSS and
 * PSPP leave them out of every statistic while a reader still sees why a cell is empty:
 *
 * - choices and 0/1 option flags: -99 unanswered, -98 not shown (option values are never negative);
 * - numbers (numeric answers, ratings, ranks …): -999999999 unanswered, -999999998 not shown
 *   (a number question may take small negative answers).
 *
 * "Not shown" is what the data can prove: the question is not in the version the respondent
 * answered. A question skipped by logic or never reached is "unanswered": responses do not record
 * which questions were on screen.
 */

export interface SavMissingCodes {
  unanswered: number;
  notShown: number;
}
export const CHOICE_MISSING: SavMissingCodes = { unanswered: -99, notShown: -98 };
export const NUMBER_MISSING: SavMissingCodes = { unanswered: -999999999, notShown: -999999998 };

/** The weight a .sav carries per response: `responses.weight` unless a weighting scheme gives one. */
export interface ExportWeights {
  /** The variable's name (made valid and unique like the others). */
  name: string;
  label: string;
  /** The response's weight; null writes system-missing (WEIGHT BY then leaves the case out). */
  of(row: RawResponse): number | null;
}

export const STORED_WEIGHTS: ExportWeights = {
  name: 'weight',
  label: 'Weight / 权重',
  of: (row) => row.weight ?? 1,
};

/** How one layout column's value becomes a case value. */
type Convert =
  | { kind: 'string' }
  | { kind: 'number' }
  | { kind: 'datetime' }
  | { kind: 'coded'; missing: SavMissingCodes };

export interface SavLayout {
  variables: SavVariable[];
  dichotomySets: SavDichotomySet[];
  /** The weight variable's name (the last variable). */
  weight: string;
  /** One response's case values: `values` from the raw row writer, `shown` per layout column. */
  caseOf(
    row: RawResponse,
    values: readonly CellValue[],
    shown: (column: number) => boolean,
  ): readonly SavValue[];
}

/** Seconds from SPSS's epoch (1582-10-14) to the Unix epoch. */
const SPSS_EPOCH_OFFSET = 12_219_379_200;
/**
 * Bytes of an open answer (and a file cell's names and links): 1008 is four segments of a very
 * long string (about 330 Chinese or 1,000 Latin characters); longer answers are cut at a
 * character. Wider would cost every empty cell a code byte per 8 bytes of width in every case.
 */
export const SAV_TEXT_WIDTH = 1008;
/** Bytes of a date or time answer's text. */
export const SAV_SHORT_TEXT_WIDTH = 64;

const FIXED: Record<FixedColumn, Omit<SavVariable, 'name' | 'label'> & { convert: Convert }> = {
  id: { width: 36, measure: 'nominal', convert: { kind: 'string' } },
  status: { width: 12, measure: 'nominal', convert: { kind: 'string' } },
  version: { width: 0, measure: 'nominal', convert: { kind: 'number' } },
  started_at: { width: 0, format: 'DATETIME', measure: 'scale', convert: { kind: 'datetime' } },
  submitted_at: { width: 0, format: 'DATETIME', measure: 'scale', convert: { kind: 'datetime' } },
  duration_s: { width: 0, measure: 'scale', convert: { kind: 'number' } },
  source: { width: 64, measure: 'nominal', convert: { kind: 'string' } },
  channel: { width: 64, measure: 'nominal', convert: { kind: 'string' } },
  device: { width: 16, measure: 'nominal', convert: { kind: 'string' } },
  ip: { width: 45, measure: 'nominal', convert: { kind: 'string' } },
};

const FLAG_LABELS = [
  { value: 0, label: 'Not chosen / 未选' },
  { value: 1, label: 'Chosen / 选中' },
];

function missingLabels(codes: SavMissingCodes) {
  return [
    { value: codes.unanswered, label: 'Unanswered / 未作答' },
    { value: codes.notShown, label: 'Not shown / 未显示' },
  ];
}

function questionVariable(
  column: Extract<LayoutColumn, { kind: 'cell' }>,
): Omit<SavVariable, 'name'> & { convert: Convert } {
  const { question } = column;
  const label = question.columns.length === 1 ? `${question.code} ${question.title}` : column.title;
  const ordinal = question.description.kind === 'rank';
  if (column.columnKind === 'single' || column.columnKind === 'multi-flag') {
    const categories =
      column.columnKind === 'multi-flag'
        ? FLAG_LABELS
        : (question.columns.find((c) => c.key === column.key)?.categories ?? []);
    return {
      label,
      width: 0,
      measure: ordinal ? 'ordinal' : 'nominal',
      valueLabels: [...categories, ...missingLabels(CHOICE_MISSING)],
      missing: [CHOICE_MISSING.unanswered, CHOICE_MISSING.notShown],
      convert: { kind: 'coded', missing: CHOICE_MISSING },
    };
  }
  if (column.columnKind === 'number')
    return {
      label,
      width: 0,
      decimals: 2,
      measure: ordinal ? 'ordinal' : 'scale',
      valueLabels: missingLabels(NUMBER_MISSING),
      missing: [NUMBER_MISSING.unanswered, NUMBER_MISSING.notShown],
      convert: { kind: 'coded', missing: NUMBER_MISSING },
    };
  const width =
    column.columnKind === 'date' || column.columnKind === 'time' ? SAV_SHORT_TEXT_WIDTH : SAV_TEXT_WIDTH;
  return { label, width, measure: 'nominal', convert: { kind: 'string' } };
}

function dichotomySets(layout: readonly LayoutColumn[], names: readonly string[]): SavDichotomySet[] {
  const byQuestion = new Map<AnalysisQuestion, string[]>();
  layout.forEach((column, i) => {
    if (column.kind !== 'cell' || column.columnKind !== 'multi-flag') return;
    const list = byQuestion.get(column.question) ?? [];
    list.push(names[i]!);
    byQuestion.set(column.question, list);
  });
  // A set of one variable is no set (SPSS wants two at least).
  const sets = [...byQuestion].filter(([, variables]) => variables.length >= 2);
  const setNames = savNames(sets.map(([question]) => savName(question.code)));
  return sets.map(([question, variables], i) => ({
    name: setNames[i]!,
    label: `${question.code} ${question.title}`.replace(/\s+/g, ' ').trim(),
    countedValue: 1,
    variables,
  }));
}

export function savLayout(
  layout: readonly LayoutColumn[],
  weights: ExportWeights = STORED_WEIGHTS,
): SavLayout {
  const names = savNames([...layout.map((c) => c.code), weights.name]);
  const variables: SavVariable[] = [];
  const converts: Convert[] = [];
  layout.forEach((column, i) => {
    if (column.kind === 'merged') throw new Error('a .sav is written from the format-2 layout');
    const { convert, ...spec } =
      column.kind === 'fixed' ? { ...FIXED[column.code], label: column.title } : questionVariable(column);
    variables.push({ ...spec, name: names[i]! });
    converts.push(convert);
  });
  const weight = names[names.length - 1]!;
  variables.push({ name: weight, label: weights.label, width: 0, decimals: 4, measure: 'scale' });
  const out: SavValue[] = new Array(variables.length).fill(null);

  return {
    variables,
    dichotomySets: dichotomySets(layout, names),
    weight,
    caseOf(row, values, shown) {
      for (let i = 0; i < converts.length; i++) {
        const convert = converts[i]!;
        const value = values[i];
        if (convert.kind === 'coded') {
          if (value === null || value === undefined || value === '')
            out[i] = shown(i) ? convert.missing.unanswered : convert.missing.notShown;
          else out[i] = typeof value === 'number' ? value : Number(value);
        } else if (convert.kind === 'datetime')
          out[i] = typeof value === 'string' ? Date.parse(value) / 1000 + SPSS_EPOCH_OFFSET : null;
        else out[i] = value ?? null;
      }
      out[converts.length] = weights.of(row);
      return out;
    },
  };
}
