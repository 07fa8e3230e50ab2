import type { InvitePage, ZInviteListQuery } from '@cairn/contract';
import { and, count, desc, eq, ilike, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { inviteCodes } from '../../db/schema/index.ts';
import { loadSurveyForAction } from '../projects/survey-access.ts';
import { millis, millisOrNull } from '../projects/survey-repo.ts';

type Query = z.output<typeof ZInviteListQuery>;

/** One page of a survey's invitation codes, newest first, with used and total counts (read right). */
export async function listInviteCodes(
  deps: { db: Db },
  auth: { userId: number },
  q: Query,
): Promise<InvitePage> {
  const { survey } = await loadSurveyForAction(deps, auth, q.surveyCode, 'read');
  const where: SQL[] = [eq(inviteCodes.surveyId, survey.id)];
  if (q.state === 'used') where.push(isNotNull(inviteCodes.usedAt));
  if (q.state === 'unused') where.push(isNull(inviteCodes.usedAt));
  // The keyword is checked by the schema to letters, digits, _ and -; _ is escaped to stay literal.
  if (q.keyword) where.push(ilike(inviteCodes.code, `%${q.keyword.replace(/[_%\\]/g, '\\$&')}%`));
  const filter = and(...where);
  const [records, [filtered], [counts]] = await Promise.all([
    deps.db
      .select()
      .from(inviteCodes)
      .where(filter)
      .orderBy(desc(inviteCodes.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    deps.db.select({ n: count() }).from(inviteCodes).where(filter),
    deps.db
      .select({ total: count(), used: count(inviteCodes.usedAt) })
      .from(inviteCodes)
      .where(eq(inviteCodes.surveyId, survey.id)),
  ]);
  return {
    page: q.page,
    pageSize: q.pageSize,
    total: filtered?.n ?? 0,
    usedCount: counts?.used ?? 0,
    totalCount: counts?.total ?? 0,
    records: records.map((r) => ({
      id: r.id,
      inviteCode: r.code,
      usedTime: millisOrNull(r.usedAt),
      createTime: millis(r.createdAt),
    })),
  };
}
