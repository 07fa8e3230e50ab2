import { nodesApi, optionsApi } from '@cairn/contract';
import { QuestionType } from '@cairn/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { surveys } from '../src/db/schema/index.ts';
import {
  type AnyCall,
  codesOf,
  type DesignSession,
  designSession,
  type EditCall,
  newSurvey,
} from './support/design.ts';
import { optionsOf, snapshot, summary } from './support/options.ts';
import { createTestApp, registerAndLogin, type TestApp } from './support/test-app.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ token } = await registerAndLogin(t, 'olga', 'olga-pass-1'));
});
afterAll(() => t.close());

/** A survey with one question of `type` (default single choice, options 1..3). */
async function withQuestion(type: number = QuestionType.SingleChoice) {
  const s = await designSession(t, token, await newSurvey(t, token));
  const q = await s.add(type);
  return { s, q, ids: (await optionsOf(s, q)).map((option) => option.id) };
}

/** The call is refused with `code` and the survey (tree and version) is exactly as before. */
async function refused(s: DesignSession, endpoint: EditCall, input: object, code: string) {
  const before = await snapshot(s);
  // Bad input on purpose: the typed input is bypassed.
  const res = await s.edit(endpoint, input as never);
  expect(res.code, `${endpoint.path} ${JSON.stringify(input)}: ${res.message}`).toBe(code);
  expect(await snapshot(s)).toEqual(before);
  return res;
}

/** q2 mirrors q1's options (linked question). */
async function linked() {
  const { s, q, ids } = await withQuestion();
  const q2 = await s.add(QuestionType.SingleChoice, { afterId: q });
  expect((await s.edit(nodesApi.link, { id: q2, sourceId: q })).code).toBe('00000');
  return { s, q1: q, q2, ids };
}

describe('option save', () => {
  it('adds titles after the last option with the next codes, sanitised, and moves the version', async () => {
    const { s, q } = await withQuestion();
    const version = s.version;
    const res = await s.edit(optionsApi.save, {
      nodeId: q,
      type: 1,
      options: ['Yes', '<b>No</b><script>x</script>'],
    });
    expect(res.code).toBe('00000');
    expect(res.data.saved.version).toBe(version + 1);
    expect(res.data.change.options.inserted.map((o) => o.id)).toHaveLength(2);
    expect(await summary(s, q)).toEqual(['1:选项-1', '2:选项-2', '3:选项-3', '4:Yes', '5:<b>No</b>']);
  });

  it('adds options given in full, after a chosen option, and sub-questions to a matrix', async () => {
    const { s, q, ids } = await withQuestion(QuestionType.MultipleChoice);
    const res = await s.edit(optionsApi.save, {
      nodeId: q,
      options: [{ title: 'None of these', exclusive: true, setting: { note: 1 } }],
      afterOptionId: ids[0],
    });
    expect(res.code).toBe('00000');
    const options = await optionsOf(s, q);
    expect(options[1]).toMatchObject({
      code: '4',
      title: 'None of these',
      exclusive: true,
      setting: { note: 1 },
    });
    const matrix = await s.add(QuestionType.Matrix);
    expect((await s.edit(optionsApi.save, { nodeId: matrix, type: 2, count: 2 })).code).toBe('00000');
    const rows = (await optionsOf(s, matrix)).filter((o) => o.type === 2).map((o) => o.title);
    expect(rows.slice(3)).toEqual(['子问题-4', '子问题-5']);
  });

  it('gives a linked question mirrors of new options', async () => {
    const { s, q1, q2 } = await linked();
    expect((await s.edit(optionsApi.save, { nodeId: q1, options: ['New'] })).code).toBe('00000');
    expect(await summary(s, q2)).toContain('7:New*');
  });

  it('refuses a missing question or anchor, a group, a bad type or count, changing nothing', async () => {
    const { s, q } = await withQuestion();
    const [group] = await s.tree();
    await refused(s, optionsApi.save, { nodeId: 999999, options: ['x'] }, 'A0404');
    await refused(s, optionsApi.save, { nodeId: q, options: ['x'], afterOptionId: 999999 }, 'A0404');
    await refused(s, optionsApi.save, { nodeId: group!.id, options: ['x'] }, 'A0400');
    await refused(s, optionsApi.save, { nodeId: q, type: 3 }, 'A0400');
    await refused(s, optionsApi.save, { nodeId: q, count: 501 }, 'A0400');
    await refused(s, optionsApi.save, { nodeId: q, options: [] }, 'A0400');
  });
});

describe('option sort and groups', () => {
  it('sorts by the whole new order and moves options into a group', async () => {
    const { s, q, ids } = await withQuestion();
    const [a, b, c] = ids as [number, number, number];
    const grouped = await s.edit(optionsApi.saveGroup, { nodeId: q, optionIds: [b, c], title: 'Pair' });
    expect(grouped.code).toBe('00000');
    const group = grouped.data.change.options.inserted[0]!;
    expect(group).toMatchObject({ isGroup: true, code: 'G1', title: 'Pair' });
    expect(await summary(s, q)).toEqual(['1:选项-1', 'G1:Pair', '2:选项-2<Pair', '3:选项-3<Pair']);
    const items = [{ id: c, parentId: null }, { id: group.id }, { id: a, parentId: group.id }, { id: b }];
    expect((await s.edit(optionsApi.sort, { nodeId: q, items })).code).toBe('00000');
    expect(await summary(s, q)).toEqual(['3:选项-3', 'G1:Pair', '1:选项-1<Pair', '2:选项-2<Pair']);
  });

  it('refuses an incomplete order, a group in a cascade, unknown or repeated members', async () => {
    const { s, q, ids } = await withQuestion();
    await refused(s, optionsApi.sort, { nodeId: q, items: ids.slice(1).map((id) => ({ id })) }, 'A0400');
    await refused(s, optionsApi.sort, { nodeId: 999999, items: [] }, 'A0404');
    await refused(s, optionsApi.saveGroup, { nodeId: q, optionIds: [ids[0], 999999] }, 'A0404');
    await refused(s, optionsApi.saveGroup, { nodeId: q, optionIds: [ids[0], ids[0]] }, 'A0400');
    const cascade = await s.add(QuestionType.Cascade);
    const [first] = await optionsOf(s, cascade);
    await refused(s, optionsApi.saveGroup, { nodeId: cascade, optionIds: [first!.id] }, 'A0400');
  });
});

describe('option codes', () => {
  it('sets one code, renumbers on auto, and sets a pasted list at once (a swap included)', async () => {
    const { s, q, ids } = await withQuestion();
    const [a, b, c] = ids as [number, number, number];
    expect((await s.edit(optionsApi.code, { nodeId: q, id: a, code: '10' })).code).toBe('00000');
    expect(await summary(s, q)).toEqual(['10:选项-1', '2:选项-2', '3:选项-3']);
    expect((await s.edit(optionsApi.code, { nodeId: q, auto: true })).code).toBe('00000');
    expect(await summary(s, q)).toEqual(['1:选项-1', '2:选项-2', '3:选项-3']);
    const items = [
      { id: b, code: '3' },
      { id: c, code: '2' },
      { id: a, code: '7' },
    ];
    expect((await s.edit(optionsApi.codeBatch, { nodeId: q, items })).code).toBe('00000');
    expect(await summary(s, q)).toEqual(['7:选项-1', '3:选项-2', '2:选项-3']);
  });

  it('refuses a malformed code (A0103), a duplicate (A0102), an unknown option, changing nothing', async () => {
    const { s, q, ids } = await withQuestion();
    const [a, b] = ids as [number, number];
    for (const code of ['0', 'x', '1.5', '-2', 'G1'])
      await refused(s, optionsApi.code, { nodeId: q, id: a, code }, 'A0103');
    await refused(s, optionsApi.code, { nodeId: q, id: a, code: '2' }, 'A0102');
    await refused(s, optionsApi.code, { nodeId: q, id: 999999, code: '9' }, 'A0404');
    await refused(s, optionsApi.code, { nodeId: q, id: a }, 'A0400');
    const batch = [
      { id: a, code: '8' },
      { id: b, code: '8' },
    ];
    await refused(s, optionsApi.codeBatch, { nodeId: q, items: batch }, 'A0102');
    await refused(
      s,
      optionsApi.codeBatch,
      {
        nodeId: q,
        items: [
          { id: a, code: '9' },
          { id: b, code: 'abc' },
        ],
      },
      'A0103',
    );
    await refused(s, optionsApi.codeBatch, { nodeId: q, items: [] }, 'A0400');
  });

  it('refuses recoding a mirrored option (A0102); the source’s new code reaches its mirror', async () => {
    const { s, q1, q2, ids } = await linked();
    const [mirror] = await optionsOf(s, q2);
    await refused(s, optionsApi.code, { nodeId: q2, id: mirror!.id, code: '40' }, 'A0102');
    await refused(s, optionsApi.codeBatch, { nodeId: q2, items: [{ id: mirror!.id, code: '40' }] }, 'A0102');
    expect((await s.edit(optionsApi.code, { nodeId: q1, id: ids[0]!, code: '40' })).code).toBe('00000');
    expect((await summary(s, q2))[0]).toBe('40:选项-1*');
  });
});

describe('option title and update', () => {
  it('sets a sanitised title that mirrors follow, and other fields with the setting merged', async () => {
    const { s, q1, q2, ids } = await linked();
    const res = await s.edit(optionsApi.title, {
      nodeId: q1,
      id: ids[0]!,
      title: '<i>Red</i><img src=x onerror=y>',
    });
    expect(res.code).toBe('00000');
    expect(res.data.change.options.updated.map((o) => [o.nodeId, o.title])).toEqual([
      [q1, '<i>Red</i>'],
      [q2, '<i>Red</i>'],
    ]);
    const first = { nodeId: q1, id: ids[0]! };
    expect((await s.edit(optionsApi.update, { ...first, other: true, setting: { a: 1 } })).code).toBe(
      '00000',
    );
    expect((await s.edit(optionsApi.update, { ...first, required: true, setting: { b: 2 } })).code).toBe(
      '00000',
    );
    expect((await optionsOf(s, q1))[0]).toMatchObject({
      other: true,
      required: true,
      setting: { a: 1, b: 2 },
    });
    expect((await optionsOf(s, q2))[0]).toMatchObject({ other: true, required: false });
  });

  it('refuses editing what a mirror shows, another question’s option, an unknown one, bad fields', async () => {
    const { s, q1, q2, ids } = await linked();
    const [mirror] = await optionsOf(s, q2);
    await refused(s, optionsApi.title, { nodeId: q2, id: mirror!.id, title: 'mine' }, 'A0400');
    await refused(s, optionsApi.update, { nodeId: q2, id: mirror!.id, exclusive: true }, 'A0400');
    await refused(s, optionsApi.title, { nodeId: q2, id: ids[0], title: 'x' }, 'A0404');
    await refused(s, optionsApi.update, { nodeId: q1, id: 999999, other: true }, 'A0404');
    await refused(s, optionsApi.update, { nodeId: q1, id: ids[0], other: 'yes' }, 'A0400');
    await refused(s, optionsApi.title, { nodeId: q1, id: ids[0] }, 'A0400');
  });
});

describe('removing options', () => {
  it('removes one option with its mirror, several at once, and a group keeping its members', async () => {
    const { s, q1, q2, ids } = await linked();
    const res = await s.edit(optionsApi.remove, { id: ids[0]!, nodeId: q1, force: true });
    expect(res.code).toBe('00000');
    expect(res.data.change.options.deleted).toHaveLength(2);
    expect(await summary(s, q2)).toEqual(['2:选项-2*', '3:选项-3*', '4:选项-1', '5:选项-2', '6:选项-3']);
    expect((await s.edit(optionsApi.removeBatch, { nodeId: q1, ids: ids.slice(1) })).code).toBe('00000');
    expect(await optionsOf(s, q1)).toEqual([]);
    expect(await summary(s, q2)).toEqual(['4:选项-1', '5:选项-2', '6:选项-3']);
    const own = (await optionsOf(s, q2)).map((o) => o.id);
    const group = (await s.edit(optionsApi.saveGroup, { nodeId: q2, optionIds: own.slice(0, 2) })).data.change
      .options.inserted[0]!;
    expect((await s.edit(optionsApi.remove, { id: group.id, nodeId: q2 })).code).toBe('00000');
    expect(await summary(s, q2)).toEqual(['4:选项-1', '5:选项-2', '6:选项-3']);
  });

  it('removes a cascade option with its sub-levels', async () => {
    const { s, q, ids } = await withQuestion(QuestionType.Cascade);
    await s.edit(optionsApi.save, { nodeId: q, parentId: ids[0], options: ['child'] });
    const child = (await optionsOf(s, q)).find((o) => o.title === 'child')!;
    await s.edit(optionsApi.save, { nodeId: q, parentId: child.id, options: ['grandchild'] });
    expect(await summary(s, q)).toContain('5:grandchild<child');
    const res = await s.edit(optionsApi.remove, { id: ids[0]!, nodeId: q });
    expect(res.data.change.options.deleted).toHaveLength(3);
    expect(await summary(s, q)).toEqual(['2:选项-2', '3:选项-3']);
  });

  it('refuses unknown options or another question’s, and a bad list, removing nothing', async () => {
    const { s, q1, q2, ids } = await linked();
    await refused(s, optionsApi.remove, { id: 999999, nodeId: q1 }, 'A0404');
    await refused(s, optionsApi.remove, { id: ids[0], nodeId: q2 }, 'A0404');
    await refused(s, optionsApi.removeBatch, { nodeId: q1, ids: [ids[0], 999999] }, 'A0404');
    await refused(s, optionsApi.removeBatch, { nodeId: q1, ids: [] }, 'A0400');
    await refused(s, optionsApi.remove, { id: ids[0], nodeId: q1, force: 'yes' }, 'A0400');
  });
});

describe('who may edit, the edit version and the publishing rule', () => {
  it('refuses another user every option call with A5211 and leaves the survey unchanged', async () => {
    const { s, q, ids } = await withQuestion();
    const other = await registerAndLogin(t, 'mallory', 'mallory-pass-1');
    const before = await snapshot(s);
    const calls: AnyCall[] = [
      [optionsApi.save, { nodeId: q, options: ['x'] }],
      [optionsApi.sort, { nodeId: q, items: [...ids].reverse().map((id) => ({ id })) }],
      [optionsApi.code, { nodeId: q, id: ids[0], code: '9' }],
      [optionsApi.codeBatch, { nodeId: q, items: [{ id: ids[0], code: '9' }] }],
      [optionsApi.title, { nodeId: q, id: ids[0], title: 'x' }],
      [optionsApi.update, { nodeId: q, id: ids[0], other: true }],
      [optionsApi.saveGroup, { nodeId: q, optionIds: [ids[0]] }],
      [optionsApi.remove, { nodeId: q, id: ids[0] }],
      [optionsApi.removeBatch, { nodeId: q, ids }],
    ];
    const codes = await codesOf(t, calls, { token: other.token, surveyCode: s.code, version: s.version });
    expect(codes).toEqual(calls.map(([endpoint]) => [endpoint.path, 'A5211']));
    expect(await snapshot(s)).toEqual(before);
  });

  it('refuses a stale x-node-v with A0120', async () => {
    const { s, q } = await withQuestion();
    const stale = s.version;
    await s.edit(optionsApi.save, { nodeId: q });
    const before = await snapshot(s);
    const res = await s.edit(optionsApi.title, { nodeId: q, id: 1, title: 'x' }, { version: stale });
    expect(res.code).toBe('A0120');
    expect(await snapshot(s)).toEqual(before);
  });

  it('keeps a published survey published with relaunch set', async () => {
    const { s, q, ids } = await withQuestion();
    await t.database.db.update(surveys).set({ status: 1 }).where(eq(surveys.code, s.code));
    const res = await s.edit(optionsApi.title, { nodeId: q, id: ids[0]!, title: 'Edited' });
    expect(res.data.saved).toMatchObject({ status: 1, relaunch: true });
    const [row] = await t.database.db.select().from(surveys).where(eq(surveys.code, s.code));
    expect(row).toMatchObject({ status: 1, relaunch: true });
  });
});
