import type { AnswerFile, AnswerLine } from '@cairn/contract';
import type { CellValue } from '@cairn/core';
import type { AnalysisQuestion } from '../report/analysis-source.ts';

/**
 * A response's answer to one question as people read it, made from its analysis cells (the same
 * cells every report uses, so the table never disagrees with the data board): option labels for
 * choice cells, the chosen options of multiple-choice flags, numbers and texts with the part of
 * the column they belong to (a matrix row, a form field, "(comment)"), file names for file keys.
 */

/** Files of a response by storage key (respondent_files), for names in place of keys. */
export type FileIndex = ReadonlyMap<string, AnswerFile>;

/** A column's label without the question's own "Q1 Title" prefix: what it adds to the question. */
export function partLabel(question: Pick<AnalysisQuestion, 'node' | 'title'>, label: string): string {
  const base = [question.node.code, question.title].filter(Boolean).join(' ');
  if (label === base) return '';
  if (label.startsWith(`${base}: `)) return label.slice(base.length + 2);
  if (label.startsWith(`${base} `)) return label.slice(base.length + 1);
  return label;
}

function isEmpty(value: CellValue | undefined): value is null | undefined {
  return value === null || value === undefined || value === '' || Number.isNaN(value);
}

/** Storage keys of a file cell (an upload keeps several, one per line). */
export function fileKeysOf(value: CellValue): string[] {
  return typeof value === 'string' ? value.split('\n').filter(Boolean) : [];
}

export function answerLines(
  question: Pick<AnalysisQuestion, 'node' | 'title' | 'columns'>,
  cells: Readonly<Record<string, CellValue>>,
  files: FileIndex = new Map(),
): AnswerLine[] {
  const lines: AnswerLine[] = [];
  for (const column of question.columns) {
    const value = cells[column.key];
    if (isEmpty(value)) continue;
    const part = partLabel(question, column.label);
    switch (column.kind) {
      case 'multi-flag':
        // 1 chosen; 0 offered but not chosen, 255 unanswered: neither is part of the answer.
        if (value === 1) lines.push({ label: '', value: part });
        break;
      case 'single': {
        const category = column.categories?.find((c) => c.value === value);
        lines.push({ label: part, value: category?.label ?? String(value) });
        break;
      }
      case 'file': {
        const names = fileKeysOf(value).map((key) => files.get(key)?.name ?? key);
        lines.push({ label: part, value: names.join(', ') });
        break;
      }
      default:
        lines.push({ label: part, value: String(value) });
    }
  }
  return lines;
}

/** The lines as one table cell: "label: value" parts separated by "; ". */
export function answerText(lines: readonly AnswerLine[]): string {
  return lines.map((line) => (line.label ? `${line.label}: ${line.value}` : line.value)).join('; ');
}
