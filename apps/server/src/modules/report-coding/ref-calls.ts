import type { NetInput } from '@cairn/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { codingReports } from '../../db/schema/coding.ts';
import { surveys } from '../../db/schema/surveys.ts';
import { AppError } from '../../http/app-error.ts';
import { loadSurveyForAction } from '../projects/survey-access.ts';
import type { Auth, CodingDeps } from './coding-state.ts';
import { childrenOf, type Frame } from './frame-ops.ts';
import { loadFrame } from './frame-store.ts';
import { addNetList } from './net-calls.ts';

/** Whether the caller may report on the survey (the policy's report right), without throwing. */
async function mayReport(deps: CodingDeps, auth: Auth, code: string): Promise<boolean> {
  try {
    await loadSurveyForAction(deps, auth, code, 'report');
    return true;
  } catch (error) {
    if (error instanceof AppError) return false;
    throw error;
  }
}

/** The caller's other surveys with coding reports that have codes, each checked by the policy. */
export async function refSurveys(deps: CodingDeps, auth: Auth, surveyCode: string) {
  const { survey } = await loadSurveyForAction(deps, auth, surveyCode, 'report');
  const rows = await deps.db
    .select({
      id: codingReports.id,
      name: codingReports.name,
      nextCodeId: codingReports.nextCodeId,
      code: surveys.code,
      title: surveys.title,
    })
    .from(codingReports)
    .innerJoin(surveys, eq(surveys.id, codingReports.surveyId))
    .where(isNull(surveys.deletedAt))
    .orderBy(codingReports.id);
  const out = new Map<
    string,
    { surveyCode: string; title: string; reports: { id: number; name: string; codeCount: number }[] }
  >();
  const allowed = new Map<string, boolean>();
  for (const row of rows) {
    if (row.code === survey.code || row.nextCodeId <= 1) continue;
    if (!allowed.has(row.code)) allowed.set(row.code, await mayReport(deps, auth, row.code));
    if (!allowed.get(row.code)) continue;
    const report = (await deps.db.select().from(codingReports).where(eq(codingReports.id, row.id)))[0]!;
    const codeCount = (await loadFrame(deps.db, report)).rows.filter((r) => r.codeStatus === 0).length;
    if (codeCount === 0) continue;
    const entry = out.get(row.code) ?? { surveyCode: row.code, title: row.title, reports: [] };
    entry.reports.push({ id: row.id, name: row.name, codeCount });
    out.set(row.code, entry);
  }
  return [...out.values()];
}

function inputsOf(frame: Frame, parentId: number | null): NetInput[] {
  return childrenOf(frame, parentId).map((row) => ({
    label: row.label,
    keywords: row.keywords,
    nodes: inputsOf(frame, row.id),
  }));
}

/** Quotes another report's frame (codes, not hits) into this one; a report the caller may not read is A0404. */
export async function quoteReport(
  deps: CodingDeps,
  auth: Auth,
  id: number,
  ref: { surveyCode: string; reportId: number },
) {
  await loadSurveyForAction(deps, auth, ref.surveyCode, 'report');
  const [row] = await deps.db
    .select({ report: codingReports, code: surveys.code })
    .from(codingReports)
    .innerJoin(surveys, and(eq(surveys.id, codingReports.surveyId), isNull(surveys.deletedAt)))
    .where(eq(codingReports.id, id));
  if (!row || row.report.id === ref.reportId || !(await mayReport(deps, auth, row.code)))
    throw new AppError('A0404', `coding report ${id} to quote`);
  const nets = inputsOf(await loadFrame(deps.db, row.report), null);
  if (nets.length === 0) throw new AppError('A0404', `coding report ${id} has no codes to quote`);
  return addNetList(deps, auth, ref, null, nets, { type: 2, refReportId: id });
}
