import { discussionManagerApi, projectsApi } from '@cairn/contract';
import { QuestionType } from '@cairn/core';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import { discussionUsers, outboxMessages, surveys } from '../../src/db/schema/index.ts';
import { designSession } from './design.ts';
import { optionsOf } from './options.ts';
import { launch } from './publishing.ts';
import { registerAndLogin, type TestApp } from './test-app.ts';

/** An interview project (projectType 1): Q1 single choice, Q2 open text; optionally a roll and published. */
export interface Discussion {
  code: string;
  surveyId: number;
  q: number[];
  o: number[];
  version: number;
}

export async function newDiscussion(
  t: TestApp,
  token: string,
  roll: string[] = [],
  publish = false,
): Promise<Discussion> {
  const init = await t.api(projectsApi.init, { projectType: 1 }, { token });
  if (init.body.code !== '00000') throw new Error(`init failed: ${init.body.code}`);
  const code = init.body.data.code;
  const s = await designSession(t, token, code);
  const q1 = await s.add(QuestionType.SingleChoice);
  const q2 = await s.add(QuestionType.OpenText, { afterId: q1 });
  const o = (await optionsOf(s, q1)).filter((x) => x.type === 1).map((x) => x.id);
  const [row] = await t.database.db.select().from(surveys).where(eq(surveys.code, code));
  const d: Discussion = { code, surveyId: row!.id, q: [q1, q2], o, version: 1 };
  await addInterviewees(t, d.surveyId, roll);
  if (publish) {
    const launched = await launch(t, token, code);
    if (launched.code !== '00000' || launched.data.errors.length > 0)
      throw new Error(`launch failed: ${JSON.stringify(launched)}`);
    d.version = launched.data.publishedVersion ?? 1;
  }
  return d;
}

/** Rows straight into the roll (the roll's import is another part of issue 24). */
export async function addInterviewees(t: TestApp, surveyId: number, names: string[]) {
  for (const [i, name] of names.entries())
    await t.database.db.insert(discussionUsers).values({ surveyId, code: `U${i + 1}`, name });
}

export async function intervieweeRow(t: TestApp, surveyId: number, code: string) {
  const rows = await t.database.db
    .select()
    .from(discussionUsers)
    .where(eq(discussionUsers.surveyId, surveyId));
  return rows.find((r) => r.code === code)!;
}

const inviteTokenIn = (email: string, text: string | undefined): string => {
  const match = text?.match(/token=([A-Za-z0-9_-]+)/);
  if (!match) throw new Error(`no invite mail to ${email}`);
  return match[1]!;
};

/** The invite token from the newest mail to `email` (the test app's own mailbox). */
export function tokenFromMail(t: TestApp, email: string): string {
  return inviteTokenIn(email, t.mail.filter((m) => m.to === email).at(-1)?.text);
}

/**
 * The invite token from the newest mail to `email` in the outbox table: where a server process
 * without SMTP_URL keeps what it mails (the fault tests' server, whose mailbox is not the test's).
 */
export async function tokenFromOutbox(db: Db, email: string): Promise<string> {
  const [mail] = await db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.to, email))
    .orderBy(desc(outboxMessages.id))
    .limit(1);
  return inviteTokenIn(email, mail?.text);
}

/**
 * Adds a manager, mails the invite, registers `username` and accepts with the mailed token (read
 * by `inviteToken`; the test app's mailbox unless told): the manager id and token.
 */
export async function acceptedManager(
  t: TestApp,
  ownerToken: string,
  code: string,
  role: 'host' | 'observer',
  username: string,
  inviteToken: (email: string) => string | Promise<string> = (email) => tokenFromMail(t, email),
): Promise<{ id: number; token: string }> {
  const email = `${username.toLowerCase()}@example.com`;
  const added = await t.api(
    discussionManagerApi.update,
    { surveyCode: code, role, name: username, email },
    { token: ownerToken },
  );
  if (added.body.code !== '00000') throw new Error(`add manager failed: ${added.body.code}`);
  await t.api(
    discussionManagerApi.email,
    { surveyCode: code, id: added.body.data.id },
    { token: ownerToken },
  );
  const user = await registerAndLogin(t, username, `${username}-pass-1`);
  const accepted = await t.api(
    discussionManagerApi.accept,
    { token: await inviteToken(email) },
    { token: user.token },
  );
  if (accepted.body.code !== '00000') throw new Error(`accept failed: ${accepted.body.code}`);
  return { id: added.body.data.id, token: user.token };
}
