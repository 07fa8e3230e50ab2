import type { CellValue } from '@cairn/core';
import type { ResponseStatus } from '../../db/schema/responses.ts';
import { type AnalysisQuestion, responseCells } from '../report/analysis-source.ts';
import { type ExportFiles, fileCellText } from './file-cells.ts';
import { neutraliseText } from './neutralise.ts';
import { cellValue, type DataType, type FixedColumn, type LayoutColumn, mergedValue } from './raw-layout.ts';

/** The stored fields of a response that the raw layout writes. */
export interface RawResponse {
  id: string;
  version: number;
  status: ResponseStatus;
  answers: unknown;
  /**
   * The response's stored cells (report/stored-cells.ts) when the reader found them written for
   * the layout of its version's plan: read instead of `answers`, which then is not sent at all.
   */
  cells?: readonly CellValue[] | null;
  /** ISO 8601 in UTC with milliseconds (`Date.toISOString`'s form). */
  startedAt: string;
  submittedAt: string | null;
  durationMs: number | null;
  source: string;
  channel: string;
  device: string | null;
  ip: string | null;
  /** `responses.weight` (1 unless imported with the answers); the .sav writes it as `weight`. */
  weight?: number;
}

export function fixedValue(code: FixedColumn, row: RawResponse): CellValue {
  switch (code) {
    case 'id':
      return row.id;
    case 'status':
      return row.status;
    case 'version':
      return row.version;
    case 'started_at':
      return row.startedAt;
    case 'submitted_at':
      return row.submittedAt;
    case 'duration_s':
      return row.durationMs === null ? null : Math.round(row.durationMs / 1000);
    case 'source':
      return row.source || null;
    case 'channel':
      return row.channel || null;
    case 'device':
      return row.device;
    case 'ip':
      return row.ip;
  }
}

/**
 * What converting a row needs of the version it answered, made once per version rather than per
 * row: its questions, and for each layout column that version's question of the same node.
 */
export interface VersionPlan {
  questions: readonly AnalysisQuestion[];
  ownByColumn: (AnalysisQuestion | undefined)[];
}

export function versionPlan(layout: readonly LayoutColumn[], own: readonly AnalysisQuestion[]): VersionPlan {
  const byNode = new Map(own.map((q) => [q.node.id, q]));
  return {
    questions: own,
    ownByColumn: layout.map((column) =>
      column.kind === 'fixed' ? undefined : byNode.get(column.question.node.id),
    ),
  };
}

/**
 * One response as the values of the layout's columns, by key: the definition the export's
 * row writer (row-writer.ts, by column position) is held to in row-writer.test.ts. Its cells come from the questions of the
 * version it answered (`plan`), written into the latest version's columns by key; every text
 * value is neutralised against spreadsheet formulas (neutralise.ts).
 */
export function rawRowValues(
  layout: readonly LayoutColumn[],
  row: RawResponse,
  plan: VersionPlan,
  dataType: DataType,
  files?: ExportFiles,
): CellValue[] {
  const cells = responseCells(
    plan.questions,
    (row.answers ?? {}) as Record<string, unknown>,
    row.status !== 'partial',
  );
  const values: CellValue[] = new Array(layout.length);
  for (let i = 0; i < layout.length; i++) {
    const column = layout[i]!;
    let value: CellValue;
    if (column.kind === 'fixed') value = fixedValue(column.code, row);
    else if (column.kind === 'merged') value = mergedValue(column, cells, plan.ownByColumn[i], dataType);
    else value = cellValue(column, cells, plan.ownByColumn[i], dataType);
    // A file cell's keys become names and stable links (file-cells.ts).
    if (files && column.kind === 'cell' && column.columnKind === 'file' && typeof value === 'string')
      value = fileCellText(value, files);
    values[i] = typeof value === 'string' ? neutraliseText(value) : value;
  }
  return values;
}
