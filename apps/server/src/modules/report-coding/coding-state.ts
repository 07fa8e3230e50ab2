import type { CodingEngine, CodingReport } from '@cairn/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { loadSurveyForAction } from '../projects/survey-access.ts';
import { answerUid, type ColumnAnswer, columnAnswers, type OpenColumn } from './column-answers.ts';
import { type Frame, type HitFact, leavesOf, tally } from './frame-ops.ts';
import { loadFrame } from './frame-store.ts';
import { type HitRow, loadHits } from './hit-store.ts';
import { type CodingReportRow, loadReport } from './report-store.ts';

export type CodingDeps = { db: Db; now: () => number; coder?: { engine: CodingEngine } | undefined };
export type Auth = { userId: number };
export type Survey = Awaited<ReturnType<typeof loadSurveyForAction>>['survey'];

/** The survey (report right) and its coding report, or A0404 for a report of another survey. */
export async function openReport(deps: CodingDeps, auth: Auth, surveyCode: string, reportId: number) {
  const { survey } = await loadSurveyForAction(deps, auth, surveyCode, 'report');
  const report = await loadReport(deps.db, survey.id, reportId);
  return { survey, report };
}

/**
 * What most calls read: the column's live answers, the frame and the hits whose answers are
 * still there (`live`); hits of deleted or invalid responses stay stored but are left out here.
 */
export interface CodingState {
  column: OpenColumn | null;
  answers: ColumnAnswer[];
  /** Answer index by `answerUid`. */
  index: Map<string, number>;
  frame: Frame;
  live: HitRow[];
  facts: HitFact[];
}

export async function loadState(
  db: Db,
  survey: { id: number },
  report: CodingReportRow,
): Promise<CodingState> {
  const [{ column, answers }, frame, hits] = await Promise.all([
    columnAnswers(db, survey.id, report.columnKey),
    loadFrame(db, report),
    loadHits(db, report.id),
  ]);
  const index = new Map(answers.map((a, i) => [answerUid(a.responseId, a.answerKey), i]));
  const live: HitRow[] = [];
  const facts: HitFact[] = [];
  for (const hit of hits) {
    const answer = index.get(answerUid(hit.responseId, hit.answerKey));
    if (answer === undefined) continue;
    live.push(hit);
    facts.push({ netId: hit.netId, answer, checked: hit.checked, ai: hit.source === 'ai' });
  }
  return { column, answers, index, frame, live, facts };
}

export function engineOf(deps: CodingDeps): CodingEngine {
  return deps.coder?.engine ?? 'offline';
}

export function reportView(
  deps: CodingDeps,
  survey: Survey,
  report: CodingReportRow,
  state: CodingState,
): CodingReport {
  const t = tally(state.frame, state.facts);
  const pending = state.live.filter((h) => h.source === 'ai' && !h.checked).length;
  return {
    id: report.id,
    surveyCode: survey.code,
    name: report.name,
    columnKey: report.columnKey,
    nodeId: report.nodeId,
    columnLabel: state.column?.label ?? null,
    type: report.type as CodingReport['type'],
    status: report.status as CodingReport['status'],
    refReportId: report.refReportId,
    answerCount: state.answers.length,
    codedCount: t.coded.size,
    pendingCount: pending,
    codeCount: state.frame.rows.filter((r) => r.codeStatus === 0).length,
    engine: engineOf(deps),
    createdAt: report.createdAt.getTime(),
    updatedAt: report.updatedAt.getTime(),
  };
}

/** Tasks need the column and answers to work on (A0334). */
export function requireAnswers(state: CodingState, needLeaves: boolean): void {
  if (!state.column) throw new AppError('A0334', 'the published version no longer has this column');
  if (state.answers.length === 0) throw new AppError('A0334', 'the column has no answers yet');
  if (needLeaves && leavesOf(state.frame).length === 0)
    throw new AppError('A0334', 'the frame has no codes to code answers to');
}
