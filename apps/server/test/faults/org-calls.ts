import { accountApi, mobileAuthApi, orgApi, orgMembersApi, Role } from '@cairn/contract';
import { and, desc, eq } from 'drizzle-orm';
import {
  auditEvents,
  memberships,
  organizations,
  outboxMessages,
  surveys,
  users,
  verificationCodes,
} from '../../src/db/schema/index.ts';
import { findUserByName } from '../../src/modules/users/user-repo.ts';
import { basicAuth, registerAndLogin, type TestApp } from '../support/test-app.ts';
import type { OutageCalls } from './outage-calls.ts';

/**
 * Issue 22's calls during a database outage (outage-calls.ts): an upgrade to an organisation, a
 * member's removal with handover, a login code sent and a mobile-code login. `prepare` builds
 * what they need while the database serves.
 */

const NAMES = ['upgrade', 'handover', 'smsCode', 'mobileLogin'] as const;
const LOGIN_MOBILE = '13800000001';
const NEW_MOBILE = '13800000002';

export async function prepareOrgCalls(t: TestApp): Promise<OutageCalls> {
  const db = t.database.db;
  const upgrader = (await registerAndLogin(t, 'ulla', 'ulla-pass-1')).token;
  const admin = (await registerAndLogin(t, 'hana', 'hana-pass-1')).token;
  const upgraded = await t.api(orgApi.upgrade, { enterpriseName: 'Hana Co' }, { token: admin });
  if (upgraded.body.code !== '00000') throw new Error(`upgrade: ${JSON.stringify(upgraded.body)}`);
  const orgId = upgraded.body.data.organization.id;
  const adminId = (await findUserByName(db, 'hana'))!.id;
  await registerAndLogin(t, 'moss', 'moss-pass-1');
  const leaverId = (await findUserByName(db, 'moss'))!.id;
  await db.insert(memberships).values({ userId: leaverId, organizationId: orgId, role: Role.MEMBER });
  const [survey] = await db
    .insert(surveys)
    .values({ code: 'FAULTHANDOVER', title: 'S', ownerId: leaverId, organizationId: orgId })
    .returning();
  await registerAndLogin(t, 'mira', 'mira-pass-1');
  await db.update(users).set({ mobile: LOGIN_MOBILE }).where(eq(users.username, 'mira'));
  await db.update(users).set({ mobile: NEW_MOBILE }).where(eq(users.username, 'ulla'));
  // A login code issued before the outage, which the login during it must not use up.
  const sent = await t.api(accountApi.smsCode, { mobile: LOGIN_MOBILE }, {});
  if (sent.body.code !== '00000') throw new Error(`code: ${JSON.stringify(sent.body)}`);
  const loginCode = await lastCode(t, LOGIN_MOBILE);

  const calls = () =>
    Promise.all([
      t.api(orgApi.upgrade, { enterpriseName: 'Ulla Co' }, { token: upgrader }),
      t.api(orgMembersApi.remove, { userId: leaverId, heirId: adminId }, { token: admin }),
      t.api(accountApi.smsCode, { mobile: NEW_MOBILE }, {}),
      t.api(mobileAuthApi.mobile, { mobile: LOGIN_MOBILE, code: loginCode }, { headers: basicAuth }),
    ]).then((answers) => {
      return Object.fromEntries(answers.map((a, i) => [NAMES[i], `${a.status} ${a.body.code}`]));
    });

  const ownerOfSurvey = async () =>
    (await db.select().from(surveys).where(eq(surveys.id, survey!.id)))[0]!.ownerId;
  const handovers = () =>
    db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.targetUserId, leaverId), eq(auditEvents.action, 'member.handover')));

  return {
    names: NAMES,
    send: calls,
    async untouched() {
      const org = await db.select().from(organizations).where(eq(organizations.name, 'Ulla Co'));
      const ulla = await findUserByName(db, 'ulla');
      const ullaIn = await db.select().from(memberships).where(eq(memberships.userId, ulla!.id));
      const leaverIn = await db.select().from(memberships).where(eq(memberships.userId, leaverId));
      const codes = await db.select().from(verificationCodes).where(eq(verificationCodes.target, NEW_MOBILE));
      const texts = await db.select().from(outboxMessages).where(eq(outboxMessages.to, NEW_MOBILE));
      const used = await db
        .select()
        .from(verificationCodes)
        .where(eq(verificationCodes.target, LOGIN_MOBILE));
      const state = {
        organisation: org.length,
        upgraderLevel: ulla!.level,
        upgraderMemberships: ullaIn.length,
        leaverMemberships: leaverIn.length,
        surveyOwner: (await ownerOfSurvey()) === leaverId ? 'leaver' : 'moved',
        handoverEvents: (await handovers()).length,
        codesRecorded: codes.length,
        textsSent: texts.length,
        loginCodeUsed: used.some((c) => c.usedAt !== null),
      };
      const expected = {
        organisation: 0,
        upgraderLevel: 0,
        upgraderMemberships: 0,
        leaverMemberships: 1,
        surveyOwner: 'leaver',
        handoverEvents: 0,
        codesRecorded: 0,
        textsSent: 0,
        loginCodeUsed: false,
      };
      if (JSON.stringify(state) !== JSON.stringify(expected))
        throw new Error(`half-written during the outage: ${JSON.stringify(state)}`);
    },
    async after() {
      const answers = await calls();
      const [org] = await db.select().from(organizations).where(eq(organizations.name, 'Ulla Co'));
      const ulla = await findUserByName(db, 'ulla');
      const [admin] = await db.select().from(memberships).where(eq(memberships.userId, ulla!.id));
      if (org && admin?.organizationId !== org.id)
        throw new Error('the organisation has no admin membership');
      if (
        answers.handover === '200 00000' &&
        ((await ownerOfSurvey()) !== adminId || (await handovers()).length !== 1)
      )
        throw new Error('the handover did not move the survey once');
      return answers;
    },
  };
}

async function lastCode(t: TestApp, mobile: string): Promise<string> {
  const [text] = await t.database.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.to, mobile))
    .orderBy(desc(outboxMessages.id))
    .limit(1);
  return /\b(\d{6})\b/.exec(text?.text ?? '')?.[1] ?? '';
}
