import { randomUUID } from 'node:crypto';
import type { AnswerImportIssue, AnswerImportReport } from '@cairn/contract';
import { validateAnswer, ZSurveyDocument } from '@cairn/core';
import { and, eq, inArray } from 'drizzle-orm';
import { responses } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { loadSurveyForAction } from '../projects/survey-access.ts';
import { latestVersionNumber, loadDocumentVersion } from '../publishing/survey-versions.ts';
import { analysisQuestionsOf, cellsPlanOf } from '../report/analysis-source.ts';
import { type StoredCells, storedCellsOf } from '../report/stored-cells.ts';
import { answerReader, type SheetCell } from './cells-to-answer.ts';
import { type FIXED_COLUMNS, rawLayout } from './raw-layout.ts';
import { readAnswerSheet } from './read-sheet.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * POST /v1/answer/upload: answers from an xlsx in exactly the raw export's layout (either
 * format, codes or labels) become complete responses of the latest version. Every row is checked
 * as a whole; a row with any problem is left out and reported (row number, column, what is wrong);
 * the others are inserted under their exported ids when those are free, else new ones.
 * Needs the edit right (A5211): it adds data, which report readers may not.
 */
export async function importAnswers(
  deps: Pick<AppDeps, 'db' | 'now'>,
  userId: number,
  surveyCode: string,
  bytes: Buffer,
): Promise<AnswerImportReport> {
  const { survey, version, questions } = await importTarget(deps, userId, surveyCode);
  const plan = cellsPlanOf(questions);
  const sheet = await readAnswerSheet(bytes);
  const known = new Set(sheet.header.filter(Boolean));
  const layouts = [2, 1].map((dataFormat) =>
    rawLayout(questions, { dataFormat: dataFormat as 1 | 2, dataType: 'code' }),
  );
  const layout = layouts.find((l) => l.every((c) => c.kind === 'fixed' || known.has(c.code)));
  if (!layout) {
    const missing = layouts[0]!.filter((c) => c.kind !== 'fixed' && !known.has(c.code)).map((c) => c.code);
    throw new AppError('A0109', `missing columns ${missing.slice(0, 10).join(', ')}`);
  }
  const errors: AnswerImportIssue[] = [];
  const codes = new Set(layout.map((c) => c.code));
  for (const code of known)
    if (!codes.has(code)) errors.push({ row: 1, column: code, message: 'unknown column, ignored' });

  const readers = questions.map((question) => ({ question, read: answerReader(question, layout) }));
  const index = new Map(sheet.header.map((code, i) => [code, i]));
  const now = new Date(deps.now());
  const ready: (typeof responses.$inferInsert)[] = [];
  for (const row of sheet.rows) {
    const rowErrors: AnswerImportIssue[] = [];
    const raw = (code: string) => {
      const i = index.get(code);
      return i === undefined ? null : (row.cells[i] ?? null);
    };
    const formula = layout.find((c) => typeof raw(c.code) === 'object' && raw(c.code) !== null);
    if (formula) {
      errors.push({
        row: row.number,
        column: formula.code,
        message: 'formulas are not imported; write values',
      });
      continue;
    }
    const cellOf = (code: string) => raw(code) as SheetCell;
    const answers: Record<string, unknown> = {};
    for (const { question, read: readAnswer } of readers) {
      const read = readAnswer(cellOf);
      if (!read.ok) {
        rowErrors.push({ row: row.number, column: read.column, message: read.message });
        continue;
      }
      if (read.answer === undefined) continue;
      const result = validateAnswer(question.node, question.options, read.answer, { enforceRequired: false });
      if (!result.ok) {
        const issue = result.issues[0];
        rowErrors.push({
          row: row.number,
          column: question.code,
          message: issue?.message ?? 'invalid answer',
        });
      } else if (result.value !== null) answers[String(question.node.id)] = result.value;
    }
    if (rowErrors.length > 0) {
      errors.push(...rowErrors);
      continue;
    }
    ready.push(
      toResponse(survey.id, version, answers, storedCellsOf(plan, answers, 'complete'), cellOf, now),
    );
  }
  const imported = await insertResponses(deps, survey.id, ready);
  return { rows: sheet.rows.length, imported, errors: errors.slice(0, 1000) };
}

/**
 * The survey an import (or its template) is for and the questions of its latest published
 * version: edit right (A5211), published (A0400 otherwise).
 */
export async function importTarget(deps: Pick<AppDeps, 'db'>, userId: number, surveyCode: string) {
  const { survey } = await loadSurveyForAction(deps, { userId }, surveyCode, 'edit');
  const version = await latestVersionNumber(deps.db, survey.id);
  const document = version === null ? null : await loadDocumentVersion(deps.db, survey.id, version);
  if (version === null || !document)
    throw new AppError('A0400', 'publish the survey before importing answers');
  return { survey, version, questions: analysisQuestionsOf(ZSurveyDocument.parse(document)) };
}

function toResponse(
  surveyId: number,
  version: number,
  answers: Record<string, unknown>,
  cells: StoredCells,
  cellOf: (code: (typeof FIXED_COLUMNS)[number]) => SheetCell,
  now: Date,
): typeof responses.$inferInsert {
  const text = (code: (typeof FIXED_COLUMNS)[number]) => {
    const v = cellOf(code);
    return v === null ? null : String(v).slice(0, 200);
  };
  const date = (code: (typeof FIXED_COLUMNS)[number]) => {
    const v = text(code);
    const d = v ? new Date(v) : null;
    return d && !Number.isNaN(d.getTime()) ? d : null;
  };
  const seconds = Number(cellOf('duration_s'));
  const id = text('id');
  return {
    surveyId,
    id: id && UUID.test(id) ? id.toLowerCase() : randomUUID(),
    version,
    status: 'complete',
    answers,
    ...cells,
    // Imported answers take no quota place, so marking them invalid gives none back.
    quotaPlaces: [],
    startedAt: date('started_at') ?? now,
    submittedAt: date('submitted_at') ?? now,
    durationMs: cellOf('duration_s') !== null && Number.isFinite(seconds) ? Math.round(seconds * 1000) : null,
    source: text('source') ?? '',
    channel: text('channel') ?? '',
    device: text('device'),
    ip: text('ip'),
  };
}

/** Exported ids already used in the survey (or twice in the file) get new ones. */
async function insertResponses(
  deps: Pick<AppDeps, 'db'>,
  surveyId: number,
  rows: (typeof responses.$inferInsert)[],
): Promise<number> {
  const seen = new Set<string>();
  for (let i = 0; i < rows.length; i += 500) {
    const chunk = rows.slice(i, i + 500);
    const used = await deps.db
      .select({ id: responses.id })
      .from(responses)
      .where(
        and(
          eq(responses.surveyId, surveyId),
          inArray(
            responses.id,
            chunk.map((r) => r.id!),
          ),
        ),
      );
    const taken = new Set(used.map((u) => u.id));
    for (const row of chunk) {
      if (taken.has(row.id!) || seen.has(row.id!)) row.id = randomUUID();
      seen.add(row.id!);
    }
    await deps.db.insert(responses).values(chunk);
  }
  return rows.length;
}
