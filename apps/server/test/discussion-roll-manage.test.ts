import { type CallInput, discussionRollApi, type Endpoint, projectsApi } from '@cairn/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, importRows, newInterviewProject } from './support/discussion-roll.ts';
import { firstGroupId, insertQuestion, launch, surveyRow } from './support/publishing.ts';
import { createTestApp, registerAndLogin, type TestApp } from './support/test-app.ts';

let t: TestApp;
let owner: string;
let stranger: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = (await registerAndLogin(t, 'mona', 'mona-pass-1')).token;
  stranger = (await registerAndLogin(t, 'stan', 'stan-pass-1')).token;
});
afterAll(() => t.close());

const as = <E extends Endpoint>(token: string, endpoint: E, input: CallInput<E>) =>
  call(t, token, endpoint, input);

async function rollOf(code: string) {
  await as(owner, discussionRollApi.save, { surveyCode: code, heads: [{ key: 'city', label: '城市' }] });
  await importRows(t, owner, code, [
    ['姓名', '手机号', '分组', '城市'],
    ['张三', '13800000001', 'A', '上海'],
    ['李四', '13800000002', 'A', '北京'],
    ['王五', '13800000003', 'B', '上海'],
    ['赵六', null, null, '深圳'],
  ]);
  const records = (await as(owner, discussionRollApi.list, { surveyCode: code })).data!.records;
  return Object.fromEntries(records.map((r) => [r.name, r]));
}

describe('the roll: list, edit, clear', () => {
  it('lists pages, searches name, mobile and field values, filters by group and state', async () => {
    const code = await newInterviewProject(t, owner);
    const people = await rollOf(code);
    const names = async (input: Omit<CallInput<typeof discussionRollApi.list>, 'surveyCode'>) =>
      (await as(owner, discussionRollApi.list, { surveyCode: code, ...input })).data!.records.map(
        (r) => r.name,
      );
    expect(await names({ keyword: '上海' })).toEqual(['张三', '王五']);
    expect(await names({ keyword: '0002' })).toEqual(['李四']);
    expect(await names({ keyword: '赵' })).toEqual(['赵六']);
    expect(await names({ keyword: 'city' })).toEqual([]);
    expect(await names({ keyword: '%' })).toEqual([]);
    expect(await names({ groupId: people.张三!.groupId! })).toEqual(['张三', '李四']);
    expect(await names({ groupId: 0 })).toEqual(['赵六']);
    expect(await names({ state: 1 })).toEqual([]);
    const page2 = await as(owner, discussionRollApi.list, { surveyCode: code, page: 2, pageSize: 3 });
    expect(page2.data).toMatchObject({ page: 2, pageSize: 3, total: 4 });
    expect(page2.data!.records.map((r) => r.name)).toEqual(['赵六']);
    expect((await as(owner, discussionRollApi.list, { surveyCode: code, pageSize: 500 })).code).toBe('A0400');
  });

  it('edits one interviewee: fields kept to the head fields, mobiles unique, groups of the project', async () => {
    const code = await newInterviewProject(t, owner);
    const people = await rollOf(code);
    const zhao = people.赵六!;
    const edit = (input: Partial<CallInput<typeof discussionRollApi.update>>) =>
      as(owner, discussionRollApi.update, {
        surveyCode: code,
        id: zhao.id,
        name: '赵六',
        mobile: null,
        groupId: null,
        fields: {},
        ...input,
      });
    const done = await edit({
      name: '赵小六',
      mobile: '139 0000 0009',
      groupId: people.王五!.groupId,
      fields: { city: '杭州', other: 'x' },
    });
    expect(done.data).toMatchObject({
      name: '赵小六',
      mobile: '13900000009',
      groupName: 'B',
      fields: { city: '杭州' },
    });
    expect(done.data!.code).toBe(zhao.code);
    expect((await edit({ mobile: '13800000001' })).code).toBe('A5511');
    expect((await edit({ mobile: 'abc' })).code).toBe('A0400');
    expect((await edit({ name: ' ' })).code).toBe('A0400');
    expect((await edit({ id: 999_999 })).code).toBe('A0404');
    const other = await newInterviewProject(t, owner);
    const theirs = await rollOf(other);
    expect((await edit({ groupId: theirs.张三!.groupId })).code).toBe('A0404');
    expect((await edit({ id: theirs.张三!.id })).code).toBe('A0404');
  });

  it('clears the chosen ids (of this project only) or everyone', async () => {
    const code = await newInterviewProject(t, owner);
    const other = await newInterviewProject(t, owner);
    const people = await rollOf(code);
    const theirs = await rollOf(other);
    const removed = await as(owner, discussionRollApi.clear, {
      surveyCode: code,
      ids: [people.张三!.id, theirs.李四!.id],
    });
    expect(removed.data).toEqual({ removed: 1 });
    expect((await as(owner, discussionRollApi.clear, { surveyCode: code })).code).toBe('A0400');
    expect((await as(owner, discussionRollApi.clear, { surveyCode: code, all: true })).data).toEqual({
      removed: 3,
    });
    expect((await as(owner, discussionRollApi.list, { surveyCode: other })).data!.total).toBe(4);
  });

  it('keeps head fields: rename, reorder, remove (values go with a removed field)', async () => {
    const code = await newInterviewProject(t, owner);
    await rollOf(code);
    const heads = [
      { key: 'store', label: '门店' },
      { key: 'city', label: '所在城市' },
    ];
    const saved = await as(owner, discussionRollApi.save, { surveyCode: code, heads });
    expect(saved.data!.heads).toEqual(heads);
    expect((await as(owner, discussionRollApi.head, { surveyCode: code })).data).toEqual({
      fixed: ['name', 'mobile', 'group'],
      heads,
    });
    await as(owner, discussionRollApi.save, { surveyCode: code, heads: [{ key: 'store', label: '门店' }] });
    await as(owner, discussionRollApi.save, { surveyCode: code, heads: [{ key: 'city', label: '城市' }] });
    const rows = (await as(owner, discussionRollApi.list, { surveyCode: code })).data!.records;
    expect(rows.every((r) => Object.keys(r.fields).length === 0)).toBe(true);
    const twice = [
      { key: 'a', label: 'A' },
      { key: 'A', label: 'B' },
    ];
    expect((await as(owner, discussionRollApi.save, { surveyCode: code, heads: twice })).code).toBe('A0400');
    expect(
      (await as(owner, discussionRollApi.save, { surveyCode: code, heads: [{ key: 'bad key', label: 'x' }] }))
        .code,
    ).toBe('A0400');
    const community = { enabled: true, board: false, cross: true, quota: true };
    expect(
      (await as(owner, discussionRollApi.save, { surveyCode: code, community })).data!.community,
    ).toEqual(community);
  });
});

describe('groups', () => {
  it('lists with counts, creates, renames, moves members and deletes (members ungrouped)', async () => {
    const code = await newInterviewProject(t, owner);
    const people = await rollOf(code);
    const groups = async () => (await as(owner, discussionRollApi.groups, { code })).data!;
    expect(await groups()).toMatchObject({ ungrouped: 1, total: 4 });
    expect((await groups()).groups.map((g) => [g.name, g.count])).toEqual([
      ['A', 2],
      ['B', 1],
    ]);
    const c = await as(owner, discussionRollApi.saveGroup, { surveyCode: code, name: 'C' });
    expect(c.data).toMatchObject({ name: 'C', count: 0 });
    expect((await as(owner, discussionRollApi.saveGroup, { surveyCode: code, name: 'a' })).code).toBe(
      'A5510',
    );
    expect((await as(owner, discussionRollApi.saveGroup, { surveyCode: code, name: ' ' })).code).toBe(
      'A0400',
    );
    const moved = await as(owner, discussionRollApi.updateGroup, {
      surveyCode: code,
      id: c.data!.id,
      name: 'C 组',
      memberIds: [people.张三!.id, people.赵六!.id],
    });
    expect(moved.data).toEqual({ group: { id: c.data!.id, name: 'C 组', count: 2 }, moved: 2 });
    expect(
      (await as(owner, discussionRollApi.updateGroup, { surveyCode: code, id: c.data!.id, name: 'B' })).code,
    ).toBe('A5510');
    const out = await as(owner, discussionRollApi.updateGroup, {
      surveyCode: code,
      id: 0,
      memberIds: [people.王五!.id],
    });
    expect(out.data).toEqual({ group: null, moved: 1 });
    expect(
      (await as(owner, discussionRollApi.updateGroup, { surveyCode: code, id: 0, name: 'x' })).code,
    ).toBe('A0400');
    expect(
      (await as(owner, discussionRollApi.updateGroup, { surveyCode: code, id: 999_999, name: 'x' })).code,
    ).toBe('A0404');
    expect((await groups()).groups.map((g) => [g.name, g.count])).toEqual([
      ['A', 1],
      ['B', 0],
      ['C 组', 2],
    ]);
    const gone = await as(owner, discussionRollApi.deleteGroup, { surveyCode: code, id: c.data!.id });
    expect(gone.data).toEqual({ ungrouped: 2 });
    expect(await groups()).toMatchObject({ ungrouped: 3, total: 4 });
    expect((await as(owner, discussionRollApi.deleteGroup, { surveyCode: code, id: c.data!.id })).code).toBe(
      'A0404',
    );
  });
});

describe('access', () => {
  it('refuses every roll call to a stranger (A5211), and answers A0400 on a survey project', async () => {
    const code = await newInterviewProject(t, owner);
    const people = await rollOf(code);
    const id = people.张三!.id;
    const calls: [Endpoint, Record<string, unknown>][] = [
      [discussionRollApi.settings, { surveyCode: code }],
      [discussionRollApi.save, { surveyCode: code, heads: [] }],
      [discussionRollApi.list, { surveyCode: code }],
      [discussionRollApi.clear, { surveyCode: code, all: true }],
      [
        discussionRollApi.update,
        { surveyCode: code, id, name: 'x', mobile: null, groupId: null, fields: {} },
      ],
      [discussionRollApi.head, { surveyCode: code }],
      [discussionRollApi.groups, { code }],
      [discussionRollApi.saveGroup, { surveyCode: code, name: 'Z' }],
      [discussionRollApi.updateGroup, { surveyCode: code, id: people.张三!.groupId, name: 'Z' }],
      [discussionRollApi.deleteGroup, { surveyCode: code, id: people.张三!.groupId }],
    ];
    for (const [endpoint, input] of calls)
      expect([endpoint.path, (await as(stranger, endpoint, input as never)).code]).toEqual([
        endpoint.path,
        'A5211',
      ]);
    expect((await as(owner, discussionRollApi.list, { surveyCode: code })).data!.total).toBe(4);
    const survey = (await t.api(projectsApi.init, {}, { token: owner })).body.data!.code;
    expect((await as(owner, discussionRollApi.groups, { code: survey })).code).toBe('A0400');
  });
});

describe('publishing an interview project', () => {
  it('answers A5505 while the roll is empty, and publishes once it holds someone', async () => {
    const code = await newInterviewProject(t, owner);
    const surveyId = (await surveyRow(t, code)).id;
    await insertQuestion(t, surveyId, { parentId: await firstGroupId(t, surveyId), type: 3 });
    expect((await launch(t, owner, code)).code).toBe('A5505');
    await importRows(t, owner, code, [['姓名'], ['张三']]);
    const published = await launch(t, owner, code);
    expect(published.code).toBe('00000');
    expect(published.data).toMatchObject({ status: 1 });
  });
});
