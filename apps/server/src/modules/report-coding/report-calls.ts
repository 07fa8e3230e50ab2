import type { CodingReport, ZCodingReportCreateBody } from '@cairn/contract';
import type { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import { loadSurveyForAction } from '../projects/survey-access.ts';
import { type Auth, type CodingDeps, loadState, openReport, reportView } from './coding-state.ts';
import { answersByColumn, openColumns } from './column-answers.ts';
import { deleteReport, insertReport, listReports, updateReport } from './report-store.ts';

export async function codableColumns(deps: CodingDeps, auth: Auth, surveyCode: string) {
  const { survey } = await loadSurveyForAction(deps, auth, surveyCode, 'report');
  const columns = await openColumns(deps.db, survey.id);
  const answers = await answersByColumn(deps.db, survey.id, columns);
  return columns.map((c) => ({
    key: c.key,
    nodeId: c.nodeId,
    label: c.label,
    answerCount: answers.get(c.key)?.length ?? 0,
  }));
}

export async function codingReports(
  deps: CodingDeps,
  auth: Auth,
  surveyCode: string,
): Promise<CodingReport[]> {
  const { survey } = await loadSurveyForAction(deps, auth, surveyCode, 'report');
  const reports = await listReports(deps.db, survey.id);
  const out: CodingReport[] = [];
  for (const report of reports)
    out.push(reportView(deps, survey, report, await loadState(deps.db, survey, report)));
  return out;
}

export async function codingReport(deps: CodingDeps, auth: Auth, surveyCode: string, id: number) {
  const { survey, report } = await openReport(deps, auth, surveyCode, id);
  return reportView(deps, survey, report, await loadState(deps.db, survey, report));
}

export async function createCodingReport(
  deps: CodingDeps,
  auth: Auth,
  body: z.output<typeof ZCodingReportCreateBody>,
): Promise<CodingReport> {
  const { survey } = await loadSurveyForAction(deps, auth, body.surveyCode, 'report');
  const column = (await openColumns(deps.db, survey.id)).find((c) => c.key === body.columnKey);
  if (!column) throw new AppError('A0404', `open column ${body.columnKey} of the published version`);
  const report = await insertReport(deps.db, {
    surveyId: survey.id,
    name: body.name ?? column.label.slice(0, 50),
    columnKey: column.key,
    nodeId: column.nodeId,
    createdBy: auth.userId,
    now: new Date(deps.now()),
  });
  return reportView(deps, survey, report, await loadState(deps.db, survey, report));
}

export async function removeCodingReport(deps: CodingDeps, auth: Auth, surveyCode: string, id: number) {
  const { report } = await openReport(deps, auth, surveyCode, id);
  await deleteReport(deps.db, report.id);
  return null;
}

/** status-next / status-prev: one step along init → coding → frame editing → check → end. */
export async function stepStatus(deps: CodingDeps, auth: Auth, surveyCode: string, id: number, step: 1 | -1) {
  const { survey, report } = await openReport(deps, auth, surveyCode, id);
  const status = report.status + step;
  if (status < 0) throw new AppError('A0330', 'the report is at its first status');
  if (status > 4) throw new AppError('A0330', 'the report has ended');
  await updateReport(deps.db, report.id, { status }, new Date(deps.now()));
  const updated = { ...report, status, updatedAt: new Date(deps.now()) };
  return reportView(deps, survey, updated, await loadState(deps.db, survey, updated));
}
