import { discussionQuotaApi, IntervieweeState } from '@cairn/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discussionGroups, discussionProjects, discussionUsers, surveys } from '../src/db/schema/index.ts';
import { discussionQuotaBlocks } from '../src/modules/discussion-quota/discussion-quota-blocks.ts';
import { quotaStandings } from '../src/modules/discussion-quota/quota-progress.ts';
import { newSurvey } from './support/design.ts';
import { surveyRow } from './support/publishing.ts';
import { createTestApp, registerAndLogin, type TestApp } from './support/test-app.ts';

let t: TestApp;
let owner: string;
let stranger: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = (await registerAndLogin(t, 'dqowner', 'dq-owner-pass-1')).token;
  stranger = (await registerAndLogin(t, 'dqstranger', 'dq-stranger-1')).token;
});
afterAll(() => t.close());

/** An interview project with two groups and a roll of six: gender is a head field. */
async function project() {
  const code = await newSurvey(t, owner);
  const { id: surveyId } = await surveyRow(t, code);
  const db = t.database.db;
  await db.update(surveys).set({ projectType: 1 }).where(eq(surveys.id, surveyId));
  await db.insert(discussionProjects).values({ surveyId, heads: [{ key: 'gender', label: 'Gender' }] });
  const [north, south] = await db
    .insert(discussionGroups)
    .values([
      { surveyId, name: 'North', sort: 0 },
      { surveyId, name: 'South', sort: 1 },
    ])
    .returning();
  const person = (n: number, groupId: number, gender: string, state: number) => ({
    surveyId,
    code: `p${n}`,
    name: `Person ${n}`,
    groupId,
    fields: { gender },
    state,
  });
  await db
    .insert(discussionUsers)
    .values([
      person(1, north!.id, 'female', IntervieweeState.DONE),
      person(2, north!.id, 'female', IntervieweeState.INTERVIEWING),
      person(3, north!.id, 'male', IntervieweeState.DONE),
      person(4, south!.id, 'female ', IntervieweeState.WAITING),
      person(5, south!.id, 'male', IntervieweeState.ABSENT),
      person(6, south!.id, '', IntervieweeState.WAITING),
    ]);
  return { code, surveyId, north: north!.id, south: south!.id };
}

const call = async <E extends Parameters<TestApp['api']>[0]>(token: string, endpoint: E, input: object) =>
  (await t.api(endpoint, input as never, { token })).body;

describe('roll quotas', () => {
  it('lists nodes: groups with sizes, head fields with the values found (trimmed)', async () => {
    const p = await project();
    const nodes = await call(owner, discussionQuotaApi.nodes, { code: p.code });
    expect(nodes.code).toBe('00000');
    expect(nodes.data).toEqual({
      groups: [
        { id: p.north, name: 'North', count: 3 },
        { id: p.south, name: 'South', count: 3 },
      ],
      fields: [
        {
          key: 'gender',
          label: 'Gender',
          values: [
            { value: 'female', count: 3 },
            { value: 'male', count: 2 },
          ],
        },
      ],
    });
  });

  it('creates, edits and deletes through one save, with progress from the roll', async () => {
    const p = await project();
    expect((await call(owner, discussionQuotaApi.list, { surveyCode: p.code })).data).toEqual([]);
    const first = await call(owner, discussionQuotaApi.save, {
      surveyCode: p.code,
      quotas: [
        { name: 'Women', rule: { kind: 'field', key: 'gender', value: 'female' }, target: 2 },
        { name: 'North', rule: { kind: 'group', groupId: p.north }, target: 5, action: 'allow' },
      ],
    });
    expect(first.code).toBe('00000');
    const [women, north] = first.data as { id: number }[];
    expect(first.data).toMatchObject([
      {
        name: 'Women',
        label: 'Gender: female',
        done: 1,
        inProgress: 1,
        matching: 3,
        full: false,
        action: 'stop',
      },
      { name: 'North', label: 'North', done: 2, inProgress: 1, matching: 3, full: false, action: 'allow' },
    ]);
    const second = await call(owner, discussionQuotaApi.save, {
      surveyCode: p.code,
      quotas: [
        { id: north!.id, name: 'North now', rule: { kind: 'group', groupId: p.north }, target: 2 },
        { name: 'Men', rule: { kind: 'field', key: 'gender', value: 'male' }, target: 1 },
      ],
    });
    expect(second.data).toMatchObject([
      { id: north!.id, name: 'North now', target: 2, done: 2, full: true },
      { name: 'Men', done: 1, full: true },
    ]);
    const listed = (await call(owner, discussionQuotaApi.list, { surveyCode: p.code })).data as {
      id: number;
    }[];
    expect(listed.map((q) => q.id)).not.toContain(women!.id);
    const cleared = await call(owner, discussionQuotaApi.save, { surveyCode: p.code, quotas: [] });
    expect(cleared.data).toEqual([]);
  });

  it('switches a quota between stop and allow (control)', async () => {
    const p = await project();
    const saved = await call(owner, discussionQuotaApi.save, {
      surveyCode: p.code,
      quotas: [{ name: 'South', rule: { kind: 'group', groupId: p.south }, target: 1 }],
    });
    const id = (saved.data as { id: number }[])[0]!.id;
    const allowed = await call(owner, discussionQuotaApi.control, {
      surveyCode: p.code,
      id,
      action: 'allow',
    });
    expect(allowed.data).toMatchObject({ id, action: 'allow' });
    expect(
      (await call(owner, discussionQuotaApi.control, { surveyCode: p.code, id: 99999, action: 'stop' })).code,
    ).toBe('A5200');
  });

  it('refuses bad input: unknown group, field, quota id, bad target, a plain survey', async () => {
    const p = await project();
    const other = await project();
    const save = (quotas: object[]) => call(owner, discussionQuotaApi.save, { surveyCode: p.code, quotas });
    expect((await save([{ name: 'X', rule: { kind: 'group', groupId: other.north }, target: 1 }])).code).toBe(
      'A0404',
    );
    expect(
      (await save([{ name: 'X', rule: { kind: 'field', key: 'age', value: '30' }, target: 1 }])).code,
    ).toBe('A0400');
    expect(
      (await save([{ id: 424242, name: 'X', rule: { kind: 'group', groupId: p.north }, target: 1 }])).code,
    ).toBe('A5200');
    expect((await save([{ name: 'X', rule: { kind: 'group', groupId: p.north }, target: 0 }])).code).toBe(
      'A0400',
    );
    expect((await save([{ name: '', rule: { kind: 'group', groupId: p.north }, target: 1 }])).code).toBe(
      'A0400',
    );
    const plain = await newSurvey(t, owner);
    expect((await call(owner, discussionQuotaApi.list, { surveyCode: plain })).code).toBe('A0400');
  });

  it('refuses other users on every call', async () => {
    const p = await project();
    expect((await call(stranger, discussionQuotaApi.list, { surveyCode: p.code })).code).toBe('A0403');
    expect((await call(stranger, discussionQuotaApi.nodes, { code: p.code })).code).toBe('A0403');
    expect(
      (
        await call(stranger, discussionQuotaApi.save, {
          surveyCode: p.code,
          quotas: [{ name: 'X', rule: { kind: 'group', groupId: p.north }, target: 1 }],
        })
      ).code,
    ).toBe('A5211');
    expect(
      (await call(stranger, discussionQuotaApi.control, { surveyCode: p.code, id: 1, action: 'stop' })).code,
    ).toBe('A5202');
  });

  it('blocks a new session past a full stop quota, as the session opening asks', async () => {
    const p = await project();
    await call(owner, discussionQuotaApi.save, {
      surveyCode: p.code,
      quotas: [{ name: 'Women', rule: { kind: 'field', key: 'gender', value: 'female' }, target: 2 }],
    });
    const standings = await quotaStandings(t.database.db, p.surveyId);
    // Person 4 (female, waiting): 1 done + 1 in progress fill the target of 2.
    const blocked = discussionQuotaBlocks(standings, {
      groupId: p.south,
      fields: { gender: 'female' },
      state: 0,
    });
    expect(blocked?.name).toBe('Women');
    expect(
      discussionQuotaBlocks(standings, { groupId: p.south, fields: { gender: 'male' }, state: 0 }),
    ).toBeNull();
  });
});
