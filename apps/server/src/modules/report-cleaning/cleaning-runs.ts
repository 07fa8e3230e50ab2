import type { CleaningRun } from '@cairn/contract';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cleaningRuns, users } from '../../db/schema/index.ts';
import { loadSurveyForAction } from '../projects/survey-access.ts';

const RUNS_SHOWN = 200;

/** The cleaning log of a survey, newest first (report right). */
export async function listCleaningRuns(
  deps: { db: Db },
  auth: { userId: number },
  surveyCode: string,
): Promise<CleaningRun[]> {
  const { survey } = await loadSurveyForAction(deps, auth, surveyCode, 'report');
  const rows = await deps.db
    .select({ run: cleaningRuns, userName: users.username })
    .from(cleaningRuns)
    .leftJoin(users, eq(users.id, cleaningRuns.userId))
    .where(eq(cleaningRuns.surveyId, survey.id))
    .orderBy(desc(cleaningRuns.id))
    .limit(RUNS_SHOWN);
  return rows.map(({ run, userName }) => ({
    id: run.id,
    kind: run.kind,
    at: run.createdAt.getTime(),
    userName,
    combine: run.combine,
    rules: run.rules as CleaningRun['rules'],
    affected: run.affected,
    undoneAt: run.undoneAt?.getTime() ?? null,
    undoOf: run.undoOf,
  }));
}
