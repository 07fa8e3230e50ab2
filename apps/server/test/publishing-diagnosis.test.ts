import {
  type CallInput,
  type Endpoint,
  logicApi,
  nodesApi,
  projectsApi,
  publishingApi,
} from '@cairn/contract';
import { Operator } from '@cairn/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { images, surveyVersions, users } from '../src/db/schema/index.ts';
import { addWords, listWords, removeWords } from '../src/modules/publishing/sensitive-words.ts';
import { designSession, flatten, newSurvey } from './support/design.ts';
import { optionsOf } from './support/options.ts';
import { firstGroupId, insertQuestion, launch, surveyRow } from './support/publishing.ts';
import { createTestApp, registerAndLogin, type TestApp } from './support/test-app.ts';

let t: TestApp;
let token: string;
let ownerId: number;
beforeAll(async () => {
  t = await createTestApp();
  ({ token } = await registerAndLogin(t, 'dana', 'dana-pass-1'));
  ownerId = (await t.database.db.select().from(users).where(eq(users.username, 'dana')))[0]!.id;
});
afterAll(() => t.close());

/** A described call as the test's user; answers the envelope. */
const api = async <E extends Endpoint>(endpoint: E, input: CallInput<E>) =>
  (await t.api(endpoint, input, { token })).body;

/** A survey with one complete question in its first group, plus whatever `add` puts in. */
async function surveyWith(add: (surveyId: number, groupId: number) => Promise<number | null>) {
  const code = await newSurvey(t, token);
  const surveyId = (await surveyRow(t, code)).id;
  const groupId = await firstGroupId(t, surveyId);
  await insertQuestion(t, surveyId, {
    parentId: groupId,
    type: 1,
    options: [{ title: 'Yes' }, { title: 'No' }],
  });
  const nodeId = await add(surveyId, groupId);
  return { code, surveyId, nodeId };
}

async function expectOnly(code: string, type: number, nodeId: number | null, message: string) {
  const res = await launch(t, token, code, 'en');
  expect(res.code).toBe('00000');
  expect(res.data.errors.map((e) => [e.type, e.nodeId, e.message])).toEqual([[type, nodeId, message]]);
  expect(res.data.status).toBe(0);
  const surveyId = (await surveyRow(t, code)).id;
  expect(
    await t.database.db.select().from(surveyVersions).where(eq(surveyVersions.surveyId, surveyId)),
  ).toEqual([]);
}

const KEY_BIG = 'a'.repeat(32);
const KEY_NAMED = 'b'.repeat(32);
const KEY_OK = 'c'.repeat(32);
const KEY_GONE = 'd'.repeat(32);

describe('publish diagnosis through the launch call', () => {
  beforeAll(async () => {
    const image = { ownerId, mime: 'image/png', size: 2000, width: 100, height: 80 };
    await t.database.db.insert(images).values([
      { ...image, originalName: 'huge.png', storageKey: KEY_BIG, size: 20 * 1024 * 1024 },
      { ...image, originalName: 'online casino banner.png', storageKey: KEY_NAMED },
      { ...image, originalName: 'cat.png', storageKey: KEY_OK },
    ]);
  });

  it('1 no questions (a new survey has only its group)', async () => {
    const code = await newSurvey(t, token);
    await expectOnly(code, 1, null, 'The survey has no questions yet');
  });

  it('2 node info incomplete: a choice without options, with its code and plain title', async () => {
    const { code, nodeId } = await surveyWith((s, g) =>
      insertQuestion(t, s, { parentId: g, type: 2, code: 'Q9', title: '<p>Pick <b>some</b></p>' }),
    );
    const res = await launch(t, token, code, 'en');
    expect(res.data.errors).toEqual([
      { type: 2, nodeId, code: 'Q9', title: 'Pick some', message: 'has no options' },
    ]);
  });

  it('2 a setting a design edit refuses today, held by a draft: a rating from 7 down to 3 (issue 18/14)', async () => {
    const { code, nodeId } = await surveyWith((s, g) =>
      insertQuestion(t, s, {
        parentId: g,
        type: 4,
        setting: { required: true, format: 1, min: 7, max: 3, tags: [] },
        options: [{ title: 'Service' }],
      }),
    );
    await expectOnly(
      code,
      2,
      nodeId,
      'has settings that cannot work (max); change them in the question settings',
    );
  });

  it('3 sensitive words from the default list, and words an operator added', async () => {
    const { code, nodeId } = await surveyWith((s, g) =>
      insertQuestion(t, s, { parentId: g, type: 3, title: '你参加过网络赌场吗？' }),
    );
    await expectOnly(code, 3, nodeId, 'contains sensitive words: 网络赌场');
    await addWords(t.database.db, ['Blue Pill']);
    const other = await surveyWith((s, g) =>
      insertQuestion(t, s, { parentId: g, type: 3, title: 'Ever taken the blue pill?' }),
    );
    await expectOnly(other.code, 3, other.nodeId, 'contains sensitive words: blue pill');
    await removeWords(t.database.db, ['blue pill']);
    expect((await launch(t, token, other.code)).data.errors).toEqual([]);
  });

  it('4 phone not bound for a paid feature; bound, it publishes', async () => {
    const { code } = await surveyWith(async () => null);
    expect((await api(projectsApi.saveBase, { code, settings: { reward: { amount: 2 } } })).code).toBe(
      '00000',
    );
    await expectOnly(
      code,
      4,
      null,
      'The survey uses a paid feature (reward); bind a mobile number in your account first',
    );
    await t.database.db.update(users).set({ mobile: '13800138000' }).where(eq(users.id, ownerId));
    expect((await launch(t, token, code)).data).toMatchObject({ status: 1, errors: [] });
    await t.database.db.update(users).set({ mobile: null }).where(eq(users.id, ownerId));
  });

  it('5 missing image: a heatmap without one, an option image whose file is gone', async () => {
    const heat = await surveyWith((s, g) =>
      insertQuestion(t, s, { parentId: g, type: 21, setting: { image: '' } }),
    );
    await expectOnly(heat.code, 5, heat.nodeId, 'is missing an image');
    const gone = await surveyWith((s, g) =>
      insertQuestion(t, s, {
        parentId: g,
        type: 8,
        options: [{ title: 'A', image: `/api/files/${KEY_GONE}?exp=1&sig=x` }],
      }),
    );
    await expectOnly(gone.code, 5, gone.nodeId, 'is missing an image');
  });

  it('6 sensitive image: too large, or named with a listed word (local moderation); a good one passes', async () => {
    const big = await surveyWith((s, g) =>
      insertQuestion(t, s, { parentId: g, type: 8, options: [{ title: 'A', image: KEY_BIG }] }),
    );
    await expectOnly(big.code, 6, big.nodeId, 'has an image that failed the check: larger than 10 MB');
    const named = await surveyWith((s, g) =>
      insertQuestion(t, s, { parentId: g, type: 8, options: [{ title: 'A', image: KEY_NAMED }] }),
    );
    await expectOnly(
      named.code,
      6,
      named.nodeId,
      'has an image that failed the check: file name contains online casino',
    );
    const good = await surveyWith((s, g) =>
      insertQuestion(t, s, { parentId: g, type: 8, options: [{ title: 'A', image: KEY_OK }] }),
    );
    expect((await launch(t, token, good.code)).data.errors).toEqual([]);
  });

  it('7 flow empty: a branch path with nothing in it', async () => {
    const { code, nodeId } = await surveyWith((s) =>
      insertQuestion(t, s, {
        parentId: null,
        model: 4,
        type: 0,
        code: null,
        setting: { split: 1, name: 'Young' },
      }),
    );
    await expectOnly(code, 7, nodeId, 'branch path “Young” has nothing in it');
  });

  it('8 a countdown without its duration', async () => {
    const { code, nodeId } = await surveyWith((s, g) =>
      insertQuestion(t, s, { parentId: g, type: 91, code: null, setting: { time: 0, auto_next: false } }),
    );
    await expectOnly(code, 8, nodeId, 'has no answer duration');
  });

  it('9 other: a question linked to a deleted one', async () => {
    const { code, nodeId } = await surveyWith((s, g) =>
      insertQuestion(t, s, { parentId: g, type: 1, joinId: 999_999, options: [{ title: 'A' }] }),
    );
    await expectOnly(code, 9, nodeId, 'is linked to a deleted question');
  });

  it('words in Chinese for a Chinese caller', async () => {
    const code = await newSurvey(t, token);
    const res = await launch(t, token, code);
    expect(res.data.errors[0]!.message).toBe('问卷中还没有题目');
  });
});

describe('sensitive-word list', () => {
  it('starts with the default list once; removed words stay removed', async () => {
    const words = await listWords(t.database.db);
    expect(words).toContain('赌博');
    expect(words).toContain('online casino');
    expect(await removeWords(t.database.db, ['赌博', 'not-there'])).toEqual(['赌博']);
    expect(await listWords(t.database.db)).not.toContain('赌博');
    expect(await addWords(t.database.db, ['赌博', ' 赌博 '])).toEqual(['赌博']);
  });
});

describe('launch links and receive parameters', () => {
  it('adds, renames, lists and removes named links; a taken source is A0209', async () => {
    const code = await newSurvey(t, token);
    const a = await api(publishingApi.saveLink, { code, name: 'WeChat group', source: 'wechat' });
    expect(a.data).toMatchObject({ name: 'WeChat group', source: 'wechat', channel: '' });
    const b = await api(publishingApi.saveLink, {
      code,
      name: 'Mail',
      source: 'mail',
      channel: 'march',
    });
    expect((await api(publishingApi.saveLink, { code, name: 'Dup', source: 'WeChat' })).code).toBe('A0209');
    expect((await api(publishingApi.saveLink, { code, name: 'Bad', source: 'has space' })).code).toBe(
      'A0400',
    );
    await api(publishingApi.saveLink, {
      code,
      id: b.data.id,
      name: 'Newsletter',
      source: 'mail',
      channel: 'april',
    });
    const list = await t.api(publishingApi.links, { code }, { token });
    expect(list.body.data.map((l) => [l.name, l.source, l.channel])).toEqual([
      ['WeChat group', 'wechat', ''],
      ['Newsletter', 'mail', 'april'],
    ]);
    expect((await api(publishingApi.removeLink, { code, id: a.data.id })).code).toBe('00000');
    expect((await api(publishingApi.removeLink, { code, id: a.data.id })).code).toBe('A0404');
  });

  it('stores receive parameters in settings; duplicate names A0204, system names A0205', async () => {
    const code = await newSurvey(t, token);
    const saved = await api(publishingApi.saveParams, {
      code,
      params: [{ name: 'uid', label: 'User id' }, { name: 'city' }],
    });
    expect(saved.code).toBe('00000');
    expect((await surveyRow(t, code)).settings).toMatchObject({
      params: [
        { name: 'uid', label: 'User id' },
        { name: 'city', label: '' },
      ],
    });
    expect(
      (await api(publishingApi.saveParams, { code, params: [{ name: 'uid' }, { name: 'UID' }] })).code,
    ).toBe('A0204');
    expect((await api(publishingApi.saveParams, { code, params: [{ name: 'source' }] })).code).toBe('A0205');
    expect((await api(publishingApi.saveParams, { code, params: [{ name: '1bad' }] })).code).toBe('A0400');
  });
});

describe('publish diagnosis of logic the design moved on under', () => {
  it('9: a jump whose target was dragged before its question is listed; moved back, it publishes', async () => {
    const s = await designSession(t, token, await newSurvey(t, token));
    const q1 = await s.add(1);
    const q2 = await s.add(1, { afterId: q1 });
    const q3 = await s.add(1, { afterId: q2 });
    const option = (await optionsOf(s, q1)).find((o) => o.type === 1)!.id;
    const condition = { nodes: [{ nodeId: q1, optionType: Operator.Checked, optionIds: [option] }] };
    const rule = { type: 1 as const, nodeId: q1, condition, target: { kind: 'node' as const, nodeId: q3 } };
    expect((await s.edit(logicApi.save, { rule })).code).toBe('00000');
    const parentId = flatten(await s.tree()).find((n) => n.id === q1)!.parentId;
    // Whatever else stands in that parent (the first group) keeps its place before the questions.
    const others = flatten(await s.tree())
      .filter((n) => n.parentId === parentId && ![q1, q2, q3].includes(n.id))
      .map((n) => n.id);
    const at = async (order: number[]) =>
      s.edit(nodesApi.sort, {
        items: [...others, ...order].map((id, position) => ({ id, parentId, position })),
      });
    expect((await at([q3, q1, q2])).code).toBe('00000');

    const res = await launch(t, token, s.code, 'en');
    expect(res.data.errors.map((e) => [e.type, e.nodeId, e.message])).toEqual([
      [9, q1, 'has a jump to a question that no longer comes after it'],
    ]);
    expect(res.data.publishedVersion).toBeNull();
    await s.tree();
    expect((await at([q1, q2, q3])).code).toBe('00000');
    expect((await launch(t, token, s.code, 'en')).data).toMatchObject({ errors: [], publishedVersion: 1 });
  });
});
