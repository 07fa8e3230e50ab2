import type { NodeRecord } from '../model/node.ts';
import type { OptionRecord } from '../model/option.ts';
import { analysisColumns } from '../question-types/answers.ts';
import type { AnalysisColumn, ColumnKind } from '../question-types/define.ts';
import { definitionOf } from '../question-types/registry.ts';

/**
 * The report each question type gets from `@cairn/stats` (its `ReportKind`; the two unions are
 * kept equal by hand, since core and stats import nothing of each other). The server describes a
 * question with `reportDescriptionOf` and hands the result to stats' `questionFrequency`.
 * choice / numeric / text / file / columns report each column by its own kind (columns: a mix
 * such as a form, a table or a map point).
 */
export type ReportKind =
  | 'choice'
  | 'multiple'
  | 'matrix'
  | 'numeric'
  | 'nps'
  | 'rank'
  | 'max-diff'
  | 'text'
  | 'file'
  | 'columns';

/** By the registry key of every type that takes an answer (a test keeps this complete). */
export const REPORT_KIND_BY_TYPE_KEY: Readonly<Record<string, ReportKind>> = {
  'single-choice': 'choice',
  'multiple-choice': 'multiple',
  'open-text': 'text',
  rate: 'numeric',
  evaluate: 'choice',
  dropdown: 'choice',
  table: 'columns',
  'image-choice': 'multiple',
  rank: 'rank',
  cascade: 'choice',
  city: 'text',
  geography: 'columns',
  slider: 'numeric',
  matrix: 'matrix',
  upload: 'file',
  form: 'columns',
  proportion: 'numeric',
  'image-drag': 'choice',
  'canvas-image': 'multiple',
  'canvas-word': 'columns',
  heatmap: 'columns',
  'word-drag': 'choice',
  date: 'text',
  signature: 'file',
  'max-diff': 'max-diff',
  nps: 'nps',
  recorder: 'columns',
  'vote-choice': 'multiple',
  'vote-image-choice': 'multiple',
  time: 'text',
  script: 'numeric',
};

export interface ReportColumn {
  key: string;
  kind: ColumnKind;
  label: string;
  categories?: { value: number; label: string }[];
  /** Columns of one matrix row or one max-diff item (their option id). */
  group?: number;
  groupLabel?: string;
  role?: 'best' | 'worst' | 'shown';
  /** A text column holding a list (an evaluation's tags), counted item by item; joined by this. */
  separator?: string;
}

export interface ReportDescription {
  kind: ReportKind;
  columns: ReportColumn[];
}

const ROLE = /_(best|worst|shown)$/;

/** Grouped columns carry labels "row / column"; the part before the last " / " names the row. */
function groupLabelOf(label: string): string {
  const cut = label.lastIndexOf(' / ');
  return cut < 0 ? label : label.slice(0, cut);
}

function reportColumn(kind: ReportKind, column: AnalysisColumn): ReportColumn {
  const out: ReportColumn = { key: column.key, kind: column.kind, label: column.label };
  if (column.categories) out.categories = column.categories;
  if (column.separator !== undefined) out.separator = column.separator;
  if (kind === 'matrix' && column.optionId !== undefined) {
    out.group = column.optionId;
    out.groupLabel = groupLabelOf(column.label);
  }
  const role = kind === 'max-diff' ? ROLE.exec(column.key)?.[1] : undefined;
  if (role === 'best' || role === 'worst' || role === 'shown') {
    out.role = role;
    if (column.optionId !== undefined) out.group = column.optionId;
    out.groupLabel = column.label.replace(/ \((best|worst|shown)\)$/, '');
  }
  return out;
}

/** What stats needs to report a question; null for nodes that take no answer. */
export function reportDescriptionOf(
  node: NodeRecord,
  options: readonly OptionRecord[],
): ReportDescription | null {
  const definition = definitionOf(node);
  const kind = definition?.answer ? REPORT_KIND_BY_TYPE_KEY[definition.key] : undefined;
  if (!kind) return null;
  return { kind, columns: analysisColumns(node, options).map((column) => reportColumn(kind, column)) };
}
