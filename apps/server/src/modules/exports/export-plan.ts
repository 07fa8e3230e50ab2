import { ZSurveyDocument } from '@cairn/core';
import { type AnalysisQuestion, analysisQuestionsOf } from '../report/analysis-source.ts';
import type { ExportFiles } from './file-cells.ts';
import { type DataFormat, type DataType, type LayoutColumn, rawLayout } from './raw-layout.ts';
import { type RowWriter, rawRowWriter } from './row-writer.ts';

/** A published version as the export reads it: its number and document (JSON). */
export interface ExportVersion {
  version: number;
  document: unknown;
}

export interface ExportPlan {
  layout: LayoutColumn[];
  rowValues: RowWriter;
  /** Each version's questions (the .sav tells "not shown" from "unanswered" by them). */
  questionsByVersion: ReadonlyMap<number, readonly AnalysisQuestion[]>;
}

/**
 * The layout (the latest version's columns) and the row writer of one export, from its survey's
 * versions in order. One function, so the export and its worker thread (csv-worker.ts) convert
 * rows the same way. `neutralise: false` (the .sav, never opened as a spreadsheet) leaves texts
 * starting with `=` as they are.
 */
export function exportPlan(
  versions: readonly ExportVersion[],
  request: { dataFormat: DataFormat; dataType: DataType },
  files?: ExportFiles,
  options: { neutralise?: boolean } = {},
): ExportPlan {
  const questionsByVersion = new Map<number, AnalysisQuestion[]>();
  for (const row of versions)
    questionsByVersion.set(row.version, analysisQuestionsOf(ZSurveyDocument.parse(row.document)));
  const latest = versions.length > 0 ? questionsByVersion.get(versions[versions.length - 1]!.version)! : [];
  const layout = rawLayout(latest, request);
  const rowValues = rawRowWriter(layout, questionsByVersion, latest, request.dataType, files, options);
  return { layout, rowValues, questionsByVersion };
}
