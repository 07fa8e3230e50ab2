import type { DiscussionManager, ManagerList, ManagerUpdateBody } from '@cairn/contract';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { discussionManagers } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { isPublished, managerById, managerView, projectForManaging } from './manager-access.ts';

/** The launch area's member-setting list: hosts first, then observers, in the order added. */
export async function listManagers(db: Db, userId: number, surveyCode: string): Promise<ManagerList> {
  const survey = await projectForManaging(db, userId, surveyCode);
  const rows = await db
    .select()
    .from(discussionManagers)
    .where(eq(discussionManagers.surveyId, survey.id))
    .orderBy(asc(discussionManagers.role), asc(discussionManagers.id));
  const published = isPublished(survey);
  return { managers: rows.map((row) => managerView(row, published)), published };
}

/**
 * Adds or edits a host or observer. A changed e-mail names another person: the acceptance and any
 * invite link end, and the new address is invited afresh (manager/email). A duplicate e-mail in
 * the project is A5203 (checked first; the unique index settles a race the same way).
 */
export async function saveManager(
  db: Db,
  userId: number,
  body: ManagerUpdateBody,
): Promise<DiscussionManager> {
  const survey = await projectForManaging(db, userId, body.surveyCode);
  const [taken] = await db
    .select({ id: discussionManagers.id })
    .from(discussionManagers)
    .where(
      and(
        eq(discussionManagers.surveyId, survey.id),
        sql`lower(${discussionManagers.email}) = ${body.email}`,
        body.id ? ne(discussionManagers.id, body.id) : undefined,
      ),
    );
  if (taken) throw new AppError('A5203');
  const published = isPublished(survey);
  try {
    if (body.id === undefined) {
      const [row] = await db
        .insert(discussionManagers)
        .values({ surveyId: survey.id, role: body.role, name: body.name, email: body.email })
        .returning();
      return managerView(row!, published);
    }
    const current = await managerById(db, survey.id, body.id);
    const newPerson = current.email.toLowerCase() !== body.email;
    const [row] = await db
      .update(discussionManagers)
      .set({
        role: body.role,
        name: body.name,
        email: body.email,
        ...(newPerson ? { userId: null, inviteHash: null, invitedAt: null, status: 0 } : {}),
      })
      .where(eq(discussionManagers.id, current.id))
      .returning();
    return managerView(row!, published);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('A5203');
    throw error;
  }
}

/** Removes a manager; interviewees they hosted keep their state (hostId is set null by the key). */
export async function deleteManager(db: Db, userId: number, surveyCode: string, id: number): Promise<null> {
  const survey = await projectForManaging(db, userId, surveyCode);
  const row = await managerById(db, survey.id, id);
  await db.delete(discussionManagers).where(eq(discussionManagers.id, row.id));
  return null;
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}
