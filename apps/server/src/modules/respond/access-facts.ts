import { FREE_RESPONSE_LIMIT } from '@cairn/contract';
import { AnswerFrequency, type ResolvedSurveySettings } from '@cairn/core';
import { and, eq, inArray, isNull, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { inviteCodes, responses } from '../../db/schema/index.ts';
import { countCompleteResponses } from '../publishing/survey-versions.ts';
import { type AccessFacts, needsCount } from './access-state.ts';
import { hasQuestions, type SurveyTarget } from './survey-target.ts';

/** Who is asking: the device cookie and the address the request came from. */
export interface Visitor {
  deviceId: string | null;
  ip: string;
}

/** Newest submission (complete or screened out) of a device or an IP in a survey. */
async function lastAnswer(db: Db, surveyId: number, column: 'deviceId' | 'ip', value: string) {
  const [row] = await db
    .select({ at: max(responses.submittedAt) })
    .from(responses)
    .where(
      and(
        eq(responses.surveyId, surveyId),
        eq(responses[column], value),
        inArray(responses.status, ['complete', 'screened_out']),
      ),
    );
  return row?.at ? row.at.getTime() : null;
}

/** Reads only what the survey's settings make relevant (no cap, no count query; no limit, no lookup). */
export async function loadAccessFacts(
  db: Db,
  target: SurveyTarget,
  settings: ResolvedSurveySettings,
  visitor: Visitor,
  now: number,
): Promise<AccessFacts> {
  const freeEdition = target.ownerLevel === 0;
  const id = target.survey.id;
  const [completeCount, lastByDevice, lastByIp] = await Promise.all([
    needsCount(settings, freeEdition) ? countCompleteResponses(db, id) : null,
    settings.deviceFrequency !== AnswerFrequency.Unlimited && visitor.deviceId
      ? lastAnswer(db, id, 'deviceId', visitor.deviceId)
      : null,
    settings.ipFrequency !== AnswerFrequency.Unlimited ? lastAnswer(db, id, 'ip', visitor.ip) : null,
  ]);
  return {
    now,
    status: target.survey.status,
    hasQuestions: hasQuestions(target.document),
    completeCount,
    freeEdition,
    freeCap: FREE_RESPONSE_LIMIT,
    lastByDevice,
    lastByIp,
  };
}

/** Whether an invitation code exists in the survey and is still unused (claimed only at submit). */
export async function inviteCodeUsable(db: Db, surveyId: number, code: string): Promise<boolean> {
  const [row] = await db
    .select({ id: inviteCodes.id })
    .from(inviteCodes)
    .where(
      and(
        eq(inviteCodes.surveyId, surveyId),
        sql`upper(${inviteCodes.code}) = upper(${code.trim()})`,
        isNull(inviteCodes.usedAt),
      ),
    );
  return row !== undefined;
}
