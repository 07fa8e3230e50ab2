import type { ProjectRights } from '@cairn/contract';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { projectShares } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { type Action, decide, type ResourceFacts, type Share, type Subject } from '../../policy/policy.ts';
import { requireAccess } from '../../policy/require-access.ts';
import { loadSubject } from '../../policy/subject.ts';
import { findSurveyByCode, type SurveyRow } from './survey-repo.ts';

/**
 * The one way a call reaches a survey by its code: every project call and every design-tree
 * call (nodes, options, logic, settings) starts here.
 *
 * `loadSurveyForAction(deps, auth, code, action)`:
 * 1. loads the survey by code; an unknown code is A1100;
 * 2. a survey in the recycle bin is A1100 as well — for everyone but its owner, and for its owner
 *    too unless `allowDeleted` is set (only restore and permanent delete set it), so nothing edits
 *    a survey in the bin and nobody learns what is in someone else's bin;
 * 3. loads the caller (organisation, department, role, permission codes) and the survey's shares,
 *    and asks the policy (`requireAccess`) for `action`: a refusal is the action's catalogue code
 *    (A0403 read, A5211 edit, A4000 report, A5202 launch/manage) and nothing is changed;
 * 4. returns the survey row, the caller as the policy saw them, the facts it decided on and the
 *    caller's rights (edit/report/launch/manage), ready for an answer.
 *
 * Pass `{ db: tx }` as deps to load inside a transaction. The check is a read: a use case that
 * must not race a concurrent handover or delete re-checks in its own UPDATE's WHERE clause.
 */
export interface SurveyAccess {
  survey: SurveyRow;
  subject: Subject;
  facts: ResourceFacts;
  rights: ProjectRights;
}

export async function loadSurveyForAction(
  deps: { db: Db },
  auth: { userId: number },
  code: string,
  action: Action,
  options: { allowDeleted?: boolean } = {},
): Promise<SurveyAccess> {
  const survey = await findSurveyByCode(deps.db, code);
  if (!survey) throw new AppError('A1100');
  if (survey.deletedAt && (!options.allowDeleted || survey.ownerId !== auth.userId)) {
    throw new AppError('A1100');
  }
  const [subject, shares] = await Promise.all([
    loadSubject(deps.db, auth.userId),
    loadShares(deps.db, [survey.id]).then((m) => m.get(survey.id) ?? []),
  ]);
  const facts = factsOf(survey, shares);
  requireAccess(subject, facts, action);
  return { survey, subject, facts, rights: rightsOf(subject, facts) };
}

/** The shares of some surveys, by survey id (an absent id has none). */
export async function loadShares(db: Db, surveyIds: readonly number[]): Promise<Map<number, Share[]>> {
  const out = new Map<number, Share[]>();
  if (surveyIds.length === 0) return out;
  const rows = await db
    .select()
    .from(projectShares)
    .where(
      surveyIds.length === 1
        ? eq(projectShares.surveyId, surveyIds[0]!)
        : inArray(projectShares.surveyId, [...surveyIds]),
    );
  for (const r of rows) {
    const list = out.get(r.surveyId) ?? [];
    list.push({ userId: r.userId, edit: r.canEdit, report: r.canReport, launch: r.canLaunch });
    out.set(r.surveyId, list);
  }
  return out;
}

/** What the policy needs to know about a survey. */
export function factsOf(
  survey: Pick<SurveyRow, 'ownerId' | 'organizationId' | 'departmentId'>,
  shares: readonly Share[],
): ResourceFacts {
  return {
    ownerId: survey.ownerId,
    organizationId: survey.organizationId,
    departmentId: survey.departmentId,
    shares,
  };
}

/** The caller's rights on a survey besides reading it, each decided by the policy. */
export function rightsOf(subject: Subject, facts: ResourceFacts): ProjectRights {
  const may = (action: Action) => decide(subject, facts, action).allowed;
  return { edit: may('edit'), report: may('report'), launch: may('launch'), manage: may('manage') };
}
