import { orgMembersApi } from '@cairn/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditEvents,
  dashboards,
  images,
  libraryQuestions,
  memberships,
  projectShares,
  surveys,
} from '../src/db/schema/index.ts';
import { findUserByName } from '../src/modules/users/user-repo.ts';
import { buildOrg, type OrgFixture } from './support/org-fixture.ts';
import { createTestApp, envelopeCaller, registerAndLogin, type TestApp } from './support/test-app.ts';

/**
 * Leaving or removal hands every project, dashboard and library item the member owns to a chosen
 * member of the same organisation in one transaction, and moves nothing else.
 */
let t: TestApp;
let o: OrgFixture;
const as = envelopeCaller(() => t);
beforeAll(async () => {
  t = await createTestApp();
  o = await buildOrg(t);
});
afterAll(() => t.close());

let seq = 0;
/** One of each kind of item owned by `ownerId`, inserted directly. */
async function itemsOf(ownerId: number) {
  const db = t.database.db;
  seq++;
  const [survey] = await db
    .insert(surveys)
    .values({ code: `S${seq}${ownerId}`, title: 'S', ownerId, organizationId: o.orgId })
    .returning();
  const [dashboard] = await db
    .insert(dashboards)
    .values({ code: `D${seq}${ownerId}`, title: 'D', ownerId, organizationId: o.orgId })
    .returning();
  const [question] = await db.insert(libraryQuestions).values({ ownerId, type: 1, snapshot: {} }).returning();
  const [image] = await db
    .insert(images)
    .values({ ownerId, originalName: 'a.png', storageKey: `k${seq}-${ownerId}`, mime: 'image/png', size: 1 })
    .returning();
  return { survey: survey!, dashboard: dashboard!, question: question!, image: image! };
}

const ownerOf = {
  survey: async (id: number) =>
    (await t.database.db.select().from(surveys).where(eq(surveys.id, id)))[0]?.ownerId,
  dashboard: async (id: number) =>
    (await t.database.db.select().from(dashboards).where(eq(dashboards.id, id)))[0]?.ownerId,
  question: async (id: number) =>
    (await t.database.db.select().from(libraryQuestions).where(eq(libraryQuestions.id, id)))[0]?.ownerId,
  image: async (id: number) =>
    (await t.database.db.select().from(images).where(eq(images.id, id)))[0]?.ownerId,
};

describe('removal with handover', () => {
  it('refuses the member as their own heir (A5212) and heirs outside the organisation (A5205)', async () => {
    const self = await as(o.admin.token, orgMembersApi.remove, { userId: o.member.id, heirId: o.member.id });
    expect(self.code).toBe('A5212');
    const other = await as(o.admin.token, orgMembersApi.remove, {
      userId: o.member.id,
      heirId: o.otherMember.id,
    });
    expect(other.code).toBe('A5205');
    const plain = await as(o.admin.token, orgMembersApi.remove, { userId: o.member.id, heirId: o.plain.id });
    expect(plain.code).toBe('A5205');
  });

  it('refuses a department admin outside their subtree and members', async () => {
    const res = await as(o.dadmin.token, orgMembersApi.remove, { userId: o.sibling.id, heirId: o.dadmin.id });
    expect(res.code).toBe('A5202');
    const byMember = await as(o.member.token, orgMembersApi.remove, {
      userId: o.inside.id,
      heirId: o.member.id,
    });
    expect(byMember.code).toBe('A5202');
  });

  it('moves everything the member owns to the heir and nothing else, audited with counts', async () => {
    const leaving = await itemsOf(o.member.id);
    const untouched = await itemsOf(o.sibling.id);
    // The heir's share on a project they inherit goes (owners need none); the leaver's share on
    // the organisation's projects ends with their membership.
    await t.database.db.insert(projectShares).values({ surveyId: leaving.survey.id, userId: o.admin.id });
    await t.database.db.insert(projectShares).values({ surveyId: untouched.survey.id, userId: o.member.id });

    const res = await as(o.dadmin.token, orgMembersApi.remove, { userId: o.member.id, heirId: o.admin.id });
    expect(res.code).toBe('00000');
    expect(res.data).toEqual({ surveys: 1, dashboards: 1, questions: 1, images: 1 });

    expect(await ownerOf.survey(leaving.survey.id)).toBe(o.admin.id);
    expect(await ownerOf.dashboard(leaving.dashboard.id)).toBe(o.admin.id);
    expect(await ownerOf.question(leaving.question.id)).toBe(o.admin.id);
    expect(await ownerOf.image(leaving.image.id)).toBe(o.admin.id);
    expect(await ownerOf.survey(untouched.survey.id)).toBe(o.sibling.id);
    expect(await ownerOf.dashboard(untouched.dashboard.id)).toBe(o.sibling.id);
    expect(await ownerOf.question(untouched.question.id)).toBe(o.sibling.id);
    expect(await ownerOf.image(untouched.image.id)).toBe(o.sibling.id);
    expect(await t.database.db.select().from(projectShares)).toEqual([]);

    const left = await t.database.db.select().from(memberships).where(eq(memberships.userId, o.member.id));
    expect(left).toEqual([]);
    const events = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.targetUserId, o.member.id)));
    const handover = events.find((e) => e.action === 'member.handover');
    expect(handover?.detail).toMatchObject({
      heirId: o.admin.id,
      surveys: 1,
      dashboards: 1,
      questions: 1,
      images: 1,
    });
    expect(handover?.actorId).toBe(o.dadmin.id);
    expect(events.some((e) => e.action === 'member.remove')).toBe(true);
  });

  it('refuses a disabled heir (A5205)', async () => {
    await as(o.admin.token, orgMembersApi.disable, { userId: o.sibling.id, disabled: true });
    const res = await as(o.admin.token, orgMembersApi.remove, { userId: o.inside.id, heirId: o.sibling.id });
    expect(res.code).toBe('A5205');
    await as(o.admin.token, orgMembersApi.disable, { userId: o.sibling.id, disabled: false });
  });
});

describe('leaving', () => {
  it('lists heirs of the caller’s organisation only', async () => {
    const heirs = await as(o.inside.token, orgMembersApi.heirs, {});
    expect(heirs.data.map((h) => h.username).sort()).toEqual(['admin', 'dadmin', 'sibling']);
    expect((await as(o.plain.token, orgMembersApi.heirs, {})).code).toBe('A5202');
  });

  it('hands over and leaves; the last organisation admin may not leave', async () => {
    const mine = await itemsOf(o.inside.id);
    expect((await as(o.inside.token, orgMembersApi.leave, { heirId: o.inside.id })).code).toBe('A5212');
    const res = await as(o.inside.token, orgMembersApi.leave, { heirId: o.dadmin.id });
    expect(res.data).toEqual({ surveys: 1, dashboards: 1, questions: 1, images: 1 });
    expect(await ownerOf.survey(mine.survey.id)).toBe(o.dadmin.id);
    const last = await as(o.admin.token, orgMembersApi.leave, { heirId: o.dadmin.id });
    expect(last.code).toBe('A5204');
  });

  it('a retried leave (same body, in flight or after) hands over once and answers the second refused', async () => {
    const { token } = await registerAndLogin(t, 'leaver', 'leaver-pass-1');
    const leaver = (await findUserByName(t.database.db, 'leaver'))!;
    await t.database.db.insert(memberships).values({ userId: leaver.id, organizationId: o.orgId, role: 3 });
    const mine = await itemsOf(leaver.id);
    const both = await Promise.all([1, 2].map(() => as(token, orgMembersApi.leave, { heirId: o.admin.id })));
    expect(both.map((r) => r.code).sort()).toEqual(['00000', 'A5202']);
    expect(both.find((r) => r.code === '00000')?.data).toEqual({
      surveys: 1,
      dashboards: 1,
      questions: 1,
      images: 1,
    });
    expect((await as(token, orgMembersApi.leave, { heirId: o.admin.id })).code).toBe('A5202');
    expect(await ownerOf.survey(mine.survey.id)).toBe(o.admin.id);
    const events = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.targetUserId, leaver.id), eq(auditEvents.action, 'member.handover')));
    expect(events).toHaveLength(1);
  });
});
