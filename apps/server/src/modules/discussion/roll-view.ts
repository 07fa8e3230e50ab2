import type { Interviewee } from '@cairn/contract';
import type { discussionUsers } from '../../db/schema/index.ts';

type UserRow = typeof discussionUsers.$inferSelect;

/** A roll row as the contract's ZInterviewee (field values as text, by key). */
export function intervieweeOf(row: UserRow, groupName: string | null): Interviewee {
  const fields: Record<string, string> = {};
  if (row.fields && typeof row.fields === 'object')
    for (const [k, v] of Object.entries(row.fields as Record<string, unknown>))
      if (typeof v === 'string') fields[k] = v;
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    mobile: row.mobile,
    groupId: row.groupId,
    groupName,
    fields,
    state: row.state,
    hostId: row.hostId,
    responseId: row.responseId,
    updatedAt: row.updatedAt.toISOString(),
  };
}
