import {
  type DiscussionSaveBody,
  type DiscussionSettings,
  IntervieweeState,
  ROLL_FIXED_COLUMNS,
  type RollCounts,
  type RollHead,
} from '@cairn/contract';
import { count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { discussionGroups, discussionProjects, discussionUsers } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { loadInterviewProject, lockRoll, readRollSettings } from './roll-project.ts';

type Deps = Pick<AppDeps, 'db' | 'now'>;

/** The roll's counts: everyone, the ungrouped, the groups, and each interviewee state. */
export async function rollCounts(db: Db, surveyId: number): Promise<RollCounts> {
  const states = await db
    .select({
      state: discussionUsers.state,
      n: count(),
      ungrouped: sql<number>`count(*) filter (where ${discussionUsers.groupId} is null)`,
    })
    .from(discussionUsers)
    .where(eq(discussionUsers.surveyId, surveyId))
    .groupBy(discussionUsers.state);
  const [groups] = await db
    .select({ n: count() })
    .from(discussionGroups)
    .where(eq(discussionGroups.surveyId, surveyId));
  const of = (state: number) => Number(states.find((s) => s.state === state)?.n ?? 0);
  return {
    total: states.reduce((a, s) => a + Number(s.n), 0),
    ungrouped: states.reduce((a, s) => a + Number(s.ungrouped), 0),
    groups: Number(groups?.n ?? 0),
    waiting: of(IntervieweeState.WAITING),
    interviewing: of(IntervieweeState.INTERVIEWING),
    done: of(IntervieweeState.DONE),
    absent: of(IntervieweeState.ABSENT),
  };
}

/** GET /v1/discussion. */
export async function getDiscussion(deps: Deps, userId: number, code: string): Promise<DiscussionSettings> {
  const survey = await loadInterviewProject(deps, userId, code);
  const settings = await readRollSettings(deps.db, survey.id);
  return { surveyCode: survey.code, ...settings, counts: await rollCounts(deps.db, survey.id) };
}

/**
 * POST /v1/discussion: replaces what is sent. A head field no longer listed takes its values
 * with it (a field added later under the same key starts empty, not with stale values).
 */
export async function saveDiscussion(
  deps: Deps,
  userId: number,
  body: DiscussionSaveBody,
): Promise<DiscussionSettings> {
  const survey = await loadInterviewProject(deps, userId, body.surveyCode);
  await deps.db.transaction(async (tx) => {
    const before = await lockRoll(tx, survey.id);
    const set: Partial<typeof discussionProjects.$inferInsert> = { updatedAt: new Date(deps.now()) };
    if (body.heads) {
      set.heads = body.heads;
      const kept = new Set(body.heads.map((h) => h.key));
      const gone = before.heads.map((h) => h.key).filter((key) => !kept.has(key));
      for (const key of gone)
        await tx
          .update(discussionUsers)
          .set({ fields: sql`${discussionUsers.fields} - ${key}::text` })
          .where(eq(discussionUsers.surveyId, survey.id));
    }
    if (body.community) set.community = body.community;
    await tx.update(discussionProjects).set(set).where(eq(discussionProjects.surveyId, survey.id));
  });
  return getDiscussion(deps, userId, body.surveyCode);
}

/** GET user/head. */
export async function rollHead(deps: Deps, userId: number, code: string): Promise<RollHead> {
  const survey = await loadInterviewProject(deps, userId, code);
  const { heads } = await readRollSettings(deps.db, survey.id);
  return { fixed: [...ROLL_FIXED_COLUMNS], heads };
}
