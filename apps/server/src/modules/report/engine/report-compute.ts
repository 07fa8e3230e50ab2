import type { FilterDefinition, PartReport, ReportKind } from '@cairn/contract';
import { definitionOf } from '@cairn/core';
import {
  compileFilter,
  isTextColumn,
  type Page,
  type QuestionReport,
  questionFrequency,
  rowsOf,
  selectionWeights,
} from '@cairn/stats';
import type { AnalysisQuestion } from '../analysis-source.ts';
import { compileReportFilter } from '../filters/compile-report-filter.ts';
import type { SurveyDataset } from './survey-dataset.ts';

/**
 * The report figures the worker computes over a survey's dataset (pure: the worker and the
 * in-process tests call the same functions). Every report goes through `maskOf`, whose status
 * filter (complete only unless the filter names statuses) also drops deleted rows.
 */
export interface BoardQuestion {
  nodeId: number;
  code: string;
  title: string;
  type: string;
  kind: ReportKind;
  base: number | null;
  unweightedBase: number | null;
  parts: PartReport[];
}

export interface BoardResult {
  total: number;
  /** Whether weights were applied (a weighted board whose scheme cannot run now is not). */
  weighted?: boolean;
  questions: BoardQuestion[];
}

export function maskOf(survey: SurveyDataset, definition: FilterDefinition | null): Uint8Array {
  return compileFilter(survey.dataset, compileReportFilter(definition, survey.questions));
}

function baseOf(parts: QuestionReport['parts'], weighted: boolean): number | null {
  const part = parts[0];
  if (!part) return null;
  const pick = (x: { base: number; unweightedBase: number }) => (weighted ? x.base : x.unweightedBase);
  switch (part.type) {
    case 'single':
    case 'multiple':
    case 'rank':
    case 'max-diff':
      return pick(part);
    case 'nps':
      return pick(part.nps);
    case 'numeric':
      return weighted ? part.base : part.n;
    case 'single-grid':
    case 'multiple-grid':
      return part.rows.reduce((max, row) => Math.max(max, pick(row)), 0);
    case 'text':
    case 'file':
      return part.total;
    default:
      return null;
  }
}

/** Open answers and file lists name the response each row came from. */
function withResponseIds(survey: SurveyDataset, parts: QuestionReport['parts']): PartReport[] {
  return parts.map((part) =>
    part.type === 'text' || part.type === 'file'
      ? { ...part, items: part.items.map((item) => ({ ...item, responseId: survey.ids[item.row] ?? '' })) }
      : part,
  ) as PartReport[];
}

/** What a board works out once for all its questions: the mask's rows and the weights to apply. */
interface Selection {
  rows: Int32Array;
  weights: Float64Array | null;
}

/**
 * A question's figures over the mask. `weights`: the weights to apply (the active scheme's or the
 * stored ones), null unweighted.
 */
export function questionBoard(
  survey: SurveyDataset,
  question: AnalysisQuestion,
  mask: Uint8Array,
  weights: Float64Array | null,
  { page, selection }: { page?: Page; selection?: Selection } = {},
): BoardQuestion {
  const weighted = weights !== null;
  const report = questionFrequency(question.description, survey.dataset, {
    mask,
    ...(selection ? { rows: selection.rows, weights: selection.weights } : { weights }),
    ...(page ? { page } : {}),
  });
  return {
    nodeId: question.node.id,
    code: question.code,
    title: question.title,
    type: definitionOf(question.node)?.key ?? String(question.node.type),
    kind: report.kind,
    base: baseOf(report.parts, weighted),
    unweightedBase: baseOf(report.parts, false),
    parts: withResponseIds(survey, report.parts),
  };
}

export function board(
  survey: SurveyDataset,
  definition: FilterDefinition | null,
  weights: Float64Array | null,
): BoardResult {
  const mask = maskOf(survey, definition);
  // The rows the filter keeps, once for the whole board, and its weights: null when every kept
  // row weighs 1 (as every response does until weights are set), which the unweighted passes
  // count faster to the same figures.
  const rows = rowsOf(mask);
  const selection = { rows, weights: weights ? selectionWeights(weights, rows) : null };
  return {
    total: rows.length,
    questions: survey.questions.map((question) =>
      questionBoard(survey, question, mask, weights, { selection }),
    ),
  };
}

export interface OpenTextResult {
  total: number;
  records: { responseId: string; text: string; submittedAt: number }[];
}

/** One open column's answers, newest first, optionally only those containing `search`. */
export function openText(
  survey: SurveyDataset,
  definition: FilterDefinition | null,
  key: string,
  search: string | undefined,
  page: Page,
): OpenTextResult | null {
  const column = survey.dataset.column(key);
  if (!column || !isTextColumn(column)) return null;
  const mask = maskOf(survey, definition);
  const needle = search?.trim().toLowerCase() ?? '';
  const times = survey.dataset.submittedAt();
  const records: OpenTextResult['records'] = [];
  let total = 0;
  for (let row = column.values.length - 1; row >= 0; row--) {
    const text = column.values[row];
    if (!mask[row] || text === null || text === undefined || text.trim() === '') continue;
    if (needle && !text.toLowerCase().includes(needle)) continue;
    if (total >= page.offset && records.length < page.limit)
      records.push({ responseId: survey.ids[row] ?? '', text, submittedAt: times[row]! });
    total++;
  }
  return { total, records };
}

/** The response ids a filter keeps, in row order. */
export function filteredIds(survey: SurveyDataset, definition: FilterDefinition | null): string[] {
  const mask = maskOf(survey, definition);
  const ids: string[] = [];
  for (let row = 0; row < mask.length; row++) if (mask[row]) ids.push(survey.ids[row]!);
  return ids;
}
