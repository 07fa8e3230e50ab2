import type { QuotaSaveBody, QuotaSaved, ZQuotaSaveBody } from '@cairn/contract';
import { QUOTAS_PER_SURVEY_MAX, quotaIssues } from '@cairn/core';
import { and, count, eq, inArray, isNull, max } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { nodes, options, quotas } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { markEdited } from '../projects/edit-state.ts';
import { loadSurveyForAction } from '../projects/survey-access.ts';
import { toQuotaView } from './quota-store.ts';

type Input = z.output<typeof ZQuotaSaveBody>;

/** The questions a quota names, with their types and (non-group) option ids, outside the trash. */
async function questionsOf(db: Db, surveyId: number, nodeIds: number[]) {
  const [qs, opts] = await Promise.all([
    db
      .select({ id: nodes.id, type: nodes.type })
      .from(nodes)
      .where(and(eq(nodes.surveyId, surveyId), inArray(nodes.id, nodeIds), isNull(nodes.deletedAt))),
    db
      .select({ id: options.id, nodeId: options.nodeId })
      .from(options)
      .where(
        and(
          eq(options.surveyId, surveyId),
          inArray(options.nodeId, nodeIds),
          eq(options.type, 1),
          eq(options.isGroup, false),
        ),
      ),
  ]);
  const out = new Map(qs.map((q) => [q.id, { type: q.type, optionIds: new Set<number>() }]));
  for (const o of opts) out.get(o.nodeId)?.optionIds.add(o.id);
  return out;
}

/**
 * Creates a quota, or replaces the rule of an existing one keeping its progress (edit right).
 * Conditions must name choice questions of this survey and their own options (A0303). A changed
 * rule keeps `filled`: responses already counted stay counted, as the author expects from a
 * raised target. Marks the survey edited: quotas change what respondents meet.
 */
export async function saveQuota(
  deps: { db: Db; now: () => number },
  auth: { userId: number },
  input: QuotaSaveBody,
): Promise<QuotaSaved> {
  const body = input as Input;
  const { survey } = await loadSurveyForAction(deps, auth, body.surveyCode, 'edit');
  const questions = await questionsOf(
    deps.db,
    survey.id,
    body.conditions.map((c) => c.nodeId),
  );
  const issues = quotaIssues(body, questions);
  if (issues.length > 0) throw new AppError('A0303', `nodeId ${issues[0]?.nodeId}`, { issues });
  const rule = { name: body.name, conditions: body.conditions, target: body.target, action: body.action };
  const at = new Date(deps.now());
  const row = await deps.db.transaction(async (tx) => {
    if (body.id !== undefined) {
      const [updated] = await tx
        .update(quotas)
        .set({ ...rule, updatedAt: at })
        .where(and(eq(quotas.id, body.id), eq(quotas.surveyId, survey.id)))
        .returning();
      if (!updated) throw new AppError('A5200', `quota ${body.id}`);
      return updated;
    }
    const [held] = await tx
      .select({ n: count(), last: max(quotas.position) })
      .from(quotas)
      .where(eq(quotas.surveyId, survey.id));
    if ((held?.n ?? 0) >= QUOTAS_PER_SURVEY_MAX)
      throw new AppError('A0400', `at most ${QUOTAS_PER_SURVEY_MAX} quotas`);
    const [inserted] = await tx
      .insert(quotas)
      .values({
        ...rule,
        surveyId: survey.id,
        position: (held?.last ?? -1) + 1,
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    return inserted!;
  });
  const saved = await markEdited(deps.db, survey.id, deps.now());
  return { quota: toQuotaView(row), saved };
}
