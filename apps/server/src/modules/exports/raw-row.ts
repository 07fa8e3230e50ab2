import type { CellValue } from '@cairn/core';
import type { ResponseStatus } from '../../db/schema/responses.ts';
import { type AnalysisQuestion, responseCells } from '../report/analysis-source.ts';
import { neutraliseText } from './neutralise.ts';
import { cellValue, type DataType, type FixedColumn, type LayoutColumn, mergedValue } from './raw-layout.ts';

/** The stored fields of a response that the raw layout writes. */
export interface RawResponse {
  id: string;
  version: number;
  status: ResponseStatus;
  answers: unknown;
  startedAt: Date;
  submittedAt: Date | null;
  durationMs: number | null;
  source: string;
  channel: string;
  device: string | null;
  ip: string | null;
  seq: number;
}

function fixedValue(code: FixedColumn, row: RawResponse): CellValue {
  switch (code) {
    case 'id':
      return row.id;
    case 'status':
      return row.status;
    case 'version':
      return row.version;
    case 'started_at':
      return row.startedAt.toISOString();
    case 'submitted_at':
      return row.submittedAt ? row.submittedAt.toISOString() : null;
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
 * One response as the values of the layout's columns. Its cells come from the questions of the
 * version it answered (`own`), written into the latest version's columns by key; every text
 * value is neutralised against spreadsheet formulas (neutralise.ts).
 */
export function rawRowValues(
  layout: readonly LayoutColumn[],
  row: RawResponse,
  own: readonly AnalysisQuestion[],
  dataType: DataType,
): CellValue[] {
  const cells = responseCells(own, (row.answers ?? {}) as Record<string, unknown>, row.status !== 'partial');
  const ownByNode = new Map(own.map((q) => [q.node.id, q]));
  return layout.map((column) => {
    let value: CellValue;
    if (column.kind === 'fixed') value = fixedValue(column.code, row);
    else if (column.kind === 'merged')
      value = mergedValue(column, cells, ownByNode.get(column.question.node.id), dataType);
    else value = cellValue(column, cells, ownByNode.get(column.question.node.id), dataType);
    return typeof value === 'string' ? neutraliseText(value) : value;
  });
}
