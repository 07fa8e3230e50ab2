import type { RecommendedCode, ZHitCodesBody, ZRecommendBody } from '@cairn/contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { codingRecommendations } from '../../db/schema/coding.ts';
import { AppError } from '../../http/app-error.ts';
import { loadSurveyForAction } from '../projects/survey-access.ts';
import { estimate } from './coder-factory.ts';
import { codingQueueFor } from './coding-queue.ts';
import {
  type Auth,
  type CodingDeps,
  engineOf,
  loadState,
  openReport,
  requireAnswers,
} from './coding-state.ts';
import { countingNet, leavesOf } from './frame-ops.ts';
import { requireEditable } from './report-store.ts';
import type { TaskDeps } from './run-task.ts';
import { findTask, insertTask, openTaskOf, TASK, taskView } from './task-store.ts';

type Deps = CodingDeps & TaskDeps;

async function queueTask(
  deps: Deps,
  auth: Auth,
  ref: { surveyCode: string; reportId: number },
  type: 1 | 2,
  params: unknown,
) {
  const { survey, report } = await openReport(deps, auth, ref.surveyCode, ref.reportId);
  requireEditable(report);
  if (await openTaskOf(deps.db, report.id)) throw new AppError('A0332', 'wait for it to finish or fail');
  requireAnswers(await loadState(deps.db, survey, report), type === 2);
  const task = await insertTask(deps.db, {
    reportId: report.id,
    surveyId: survey.id,
    type,
    engine: engineOf(deps),
    params,
    createdBy: auth.userId,
    now: new Date(deps.now()),
  });
  codingQueueFor(deps).kick();
  return taskView(deps.db, task);
}

export const recommendTask = (deps: Deps, auth: Auth, body: z.output<typeof ZRecommendBody>) =>
  queueTask(deps, auth, body, 1, { maxNets: body.maxNets, maxLeaves: body.maxLeaves });

export const hitTask = (deps: Deps, auth: Auth, body: z.output<typeof ZHitCodesBody>) =>
  queueTask(deps, auth, body, 2, {
    scope: body.scope,
    minConfidence: body.minConfidence,
    maxCodes: body.maxCodes,
  });

export async function taskProgress(deps: Deps, auth: Auth, surveyCode: string, id: number) {
  const { survey } = await loadSurveyForAction(deps, auth, surveyCode, 'report');
  const task = await findTask(deps.db, survey.id, id);
  if (!task) throw new AppError('A0404', `coding task ${id}`);
  if (task.status === TASK.queued || task.status === TASK.running) codingQueueFor(deps).kick();
  return taskView(deps.db, task);
}

/** At most k leaves of the draft, in its order; nets left without leaves are dropped. */
export function firstLeaves(codes: readonly RecommendedCode[], k: number): RecommendedCode[] {
  let left = k;
  const take = (list: readonly RecommendedCode[]): RecommendedCode[] => {
    const out: RecommendedCode[] = [];
    for (const code of list) {
      if (left <= 0) break;
      if (code.nodes.length === 0) {
        left--;
        out.push(code);
      } else {
        const nodes = take(code.nodes);
        if (nodes.length > 0) out.push({ ...code, nodes });
      }
    }
    return out;
  };
  return take(codes);
}

export async function recommended(
  deps: Deps,
  auth: Auth,
  query: { surveyCode: string; reportId: number; k: number },
) {
  const { report } = await openReport(deps, auth, query.surveyCode, query.reportId);
  const [row] = await deps.db
    .select()
    .from(codingRecommendations)
    .where(eq(codingRecommendations.reportId, report.id));
  if (!row) return { taskId: null, codes: [] };
  return { taskId: row.taskId, codes: firstLeaves(row.codes as RecommendedCode[], query.k) };
}

/** What a task would read and cost, and whether it can run now. */
export async function validTask(
  deps: Deps,
  auth: Auth,
  body: { surveyCode: string; reportId: number; taskType: 1 | 2 },
) {
  const { survey, report } = await openReport(deps, auth, body.surveyCode, body.reportId);
  const state = await loadState(deps.db, survey, report);
  const coded = new Set<number>();
  state.facts.forEach((f, i) => {
    if (f.checked && countingNet(state.frame, state.live[i]!.netId)) coded.add(f.answer);
  });
  const answers = state.answers.filter((_, i) => body.taskType === 1 || !coded.has(i)).map((a) => a.text);
  const leaves = leavesOf(state.frame).length;
  let reason: string | null = null;
  if (report.status === 4) reason = 'the report has ended';
  else if (!state.column) reason = 'the published version no longer has this column';
  else if (answers.length === 0)
    reason = body.taskType === 1 ? 'the column has no answers yet' : 'every answer is coded already';
  else if (body.taskType === 2 && leaves === 0) reason = 'the frame has no codes to code answers to';
  else if (await openTaskOf(deps.db, report.id)) reason = 'a task of this report is queued or running';
  const config = deps.coder ?? { engine: 'offline' as const };
  let figures = {
    model: null as string | null,
    inputTokens: 0,
    outputTokens: 0,
    cost: null as number | null,
    currency: null as string | null,
  };
  try {
    figures = estimate(config, { taskType: body.taskType, answers, leaves });
  } catch (error) {
    reason ??= error instanceof Error ? error.message : String(error);
  }
  return { answerCount: answers.length, engine: config.engine, ...figures, ready: reason === null, reason };
}
