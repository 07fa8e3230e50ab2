import type { Interviewee } from '@cairn/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { discussionGroups, discussionUsers } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';

export type IntervieweeRow = typeof discussionUsers.$inferSelect;

export function intervieweeView(row: IntervieweeRow, groupName: string | null): Interviewee {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    mobile: row.mobile,
    groupId: row.groupId,
    groupName,
    fields: (row.fields ?? {}) as Record<string, string>,
    state: row.state,
    hostId: row.hostId,
    responseId: row.responseId,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The project's roll in the order imported, with group names. */
export async function rollOf(db: Db, surveyId: number): Promise<Interviewee[]> {
  const rows = await db
    .select({ row: discussionUsers, group: discussionGroups.name })
    .from(discussionUsers)
    .leftJoin(discussionGroups, eq(discussionGroups.id, discussionUsers.groupId))
    .where(eq(discussionUsers.surveyId, surveyId))
    .orderBy(asc(discussionUsers.id));
  return rows.map(({ row, group }) => intervieweeView(row, group));
}

/** One interviewee of the project, locked for the rest of the transaction (another project's id: A0404). */
export async function lockInterviewee(tx: Db, surveyId: number, id: number): Promise<IntervieweeRow> {
  const [row] = await tx
    .select()
    .from(discussionUsers)
    .where(and(eq(discussionUsers.surveyId, surveyId), eq(discussionUsers.id, id)))
    .for('update');
  if (!row) throw new AppError('A0404');
  return row;
}

export async function groupNameOf(db: Db, groupId: number | null): Promise<string | null> {
  if (groupId === null) return null;
  const [row] = await db
    .select({ name: discussionGroups.name })
    .from(discussionGroups)
    .where(eq(discussionGroups.id, groupId));
  return row?.name ?? null;
}
