import {
  type LibraryQuestion,
  type LibraryQuestionDetail,
  type LibraryTotal,
  QUESTION_LIBRARY_MAX,
  type SystemCategory,
} from '@cairn/contract';
import { MatrixSubType, QuestionType } from '@cairn/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { libraryQuestions } from '../src/db/schema/index.ts';
import { type DesignSession, designSession, newSurvey } from './support/design.ts';
import { userIdOf } from './support/image-library.ts';
import {
  createQuestionFolder,
  libraryIds,
  must,
  QL,
  questionFolders,
  saveToLibrary,
} from './support/question-library.ts';
import { createTestApp, registerAndLogin, type TestApp } from './support/test-app.ts';

let t: TestApp;
let token: string;
let s: DesignSession;
let matrixId: number;
let groupId: number;
beforeAll(async () => {
  t = await createTestApp();
  ({ token } = await registerAndLogin(t, 'libby', 'libby-pass-1'));
  s = await designSession(t, token, await newSurvey(t, token));
  groupId = (await s.tree())[0]!.id;
  matrixId = await s.add(QuestionType.Matrix);
  await s.edit('/nodes/update', {
    id: matrixId,
    title: '<b>Brand</b> attributes',
    subType: MatrixSubType.Multiple,
  });
});
afterAll(() => t.close());

const en = { 'accept-language': 'en' };
const detail = (id: number | string, headers?: Record<string, string>) =>
  must<LibraryQuestionDetail>(t, 'GET', `${QL}/${id}`, token, headers ? { headers } : {});

describe('POST library', () => {
  it('saves a snapshot of the question with its options into the default folder', async () => {
    const [defaultFolder] = await questionFolders(t, token);
    const saved = await saveToLibrary(t, token, { surveyCode: s.code, nodeId: matrixId });
    expect(saved).toMatchObject({
      system: false,
      dataType: 0,
      folderId: defaultFolder!.id,
      type: QuestionType.Matrix,
      subType: MatrixSubType.Multiple,
      typeName: '矩阵题',
      title: '<b>Brand</b> attributes',
      optionCount: 6,
    });
    const full = await detail(saved.id as number);
    expect(full.question.options.map((o) => [o.type, o.code, o.title])).toEqual([
      [1, '1', '选项-1'],
      [1, '2', '选项-2'],
      [1, '3', '选项-3'],
      [2, '1', '子问题-1'],
      [2, '2', '子问题-2'],
      [2, '3', '子问题-3'],
    ]);
    expect(full.question.setting).toMatchObject({ required: true });
  });

  it('keeps the snapshot when the survey question changes or goes', async () => {
    const nodeId = await s.add(QuestionType.OpenText);
    const saved = await saveToLibrary(t, token, { surveyCode: s.code, nodeId, folderId: 0 });
    await s.edit('/nodes/update', { id: nodeId, title: 'changed afterwards' });
    await s.edit(`/nodes/remove/${nodeId}`, {});
    const full = await detail(saved.id as number);
    expect(full.title).toBe('点击编写问题文本');
    expect(full.folderId).toBe(0);
  });

  it('saves into a given folder, or unclassified with folderId 0', async () => {
    const folder = await createQuestionFolder(t, token, 'Matrices');
    const into = await saveToLibrary(t, token, { surveyCode: s.code, nodeId: matrixId, folderId: folder.id });
    expect(into.folderId).toBe(folder.id);
    expect(await libraryIds(t, token, { folderId: String(folder.id) })).toEqual([into.id]);
  });

  it('answers each refusal with its code and saves nothing', async () => {
    const before = await libraryIds(t, token);
    const trashed = await s.add(QuestionType.Rate);
    await s.edit(`/nodes/remove/${trashed}`, {});
    const loop = await s.add(QuestionType.Loop);
    const cases: [Record<string, unknown>, string][] = [
      [{ surveyCode: 'NOPE1234', nodeId: matrixId }, 'A1100'],
      [{ surveyCode: s.code, nodeId: 987654 }, 'A0404'],
      [{ surveyCode: s.code, nodeId: trashed }, 'A0404'],
      [{ surveyCode: s.code, nodeId: groupId }, 'A0400'],
      [{ surveyCode: s.code, nodeId: loop }, 'A0400'],
      [{ surveyCode: s.code, nodeId: matrixId, folderId: 987654 }, 'A0404'],
      [{ surveyCode: s.code, nodeId: matrixId, dataType: 1 }, 'A0403'],
      [{ surveyCode: s.code }, 'A0400'],
    ];
    for (const [body, code] of cases) {
      const res = await t.call('POST', QL, { token, body });
      expect(res.body.code, JSON.stringify(body)).toBe(code);
    }
    expect(await libraryIds(t, token)).toEqual(before);
  });

  it(`holds at most ${QUESTION_LIBRARY_MAX} questions per library (A0218)`, async () => {
    const { token: busy } = await registerAndLogin(t, 'busy', 'busy-pass-1');
    const ownerId = await userIdOf(t, busy);
    const own = await designSession(t, busy, await newSurvey(t, busy));
    const nodeId = await own.add(QuestionType.OpenText);
    const first = await saveToLibrary(t, busy, { surveyCode: own.code, nodeId });
    const {
      id: _id,
      createdAt: _at,
      ...row
    } = (
      await t.database.db
        .select()
        .from(libraryQuestions)
        .where(eq(libraryQuestions.id, first.id as number))
    )[0]!;
    await t.database.db
      .insert(libraryQuestions)
      .values(Array.from({ length: QUESTION_LIBRARY_MAX - 2 }, () => ({ ...row, ownerId, folderId: null })));
    expect((await saveToLibrary(t, busy, { surveyCode: own.code, nodeId })).id).toBeGreaterThan(
      first.id as number,
    );
    const full = await t.call('POST', QL, { token: busy, body: { surveyCode: own.code, nodeId } });
    expect(full.body.code).toBe('A0218');
    const batch = await t.call('POST', `${QL}/batch`, {
      token: busy,
      body: { surveyCode: own.code, nodeIds: [nodeId] },
    });
    expect(batch.body.code).toBe('A0218');
  });
});

describe('POST library/batch', () => {
  it('saves several questions in the order given, or none when one is refused', async () => {
    const a = await s.add(QuestionType.SingleChoice);
    const b = await s.add(QuestionType.Nps);
    const saved = await must<LibraryQuestion[]>(t, 'POST', `${QL}/batch`, token, {
      body: { surveyCode: s.code, nodeIds: [b, a] },
    });
    expect(saved.map((q) => q.type)).toEqual([QuestionType.Nps, QuestionType.SingleChoice]);
    const before = await libraryIds(t, token);
    const res = await t.call('POST', `${QL}/batch`, {
      token,
      body: { surveyCode: s.code, nodeIds: [a, groupId] },
    });
    expect(res.body.code).toBe('A0400');
    expect(await libraryIds(t, token)).toEqual(before);
    const tooMany = Array.from({ length: 101 }, (_, i) => i + 1);
    expect(
      (await t.call('POST', `${QL}/batch`, { token, body: { surveyCode: s.code, nodeIds: tooMany } })).body
        .code,
    ).toBe('A0400');
  });
});

describe('GET library', () => {
  it('pages newest first and filters by folder, keyword and type', async () => {
    const folder = await createQuestionFolder(t, token, 'Search here');
    const a = await s.add(QuestionType.OpenText);
    await s.edit('/nodes/update', { id: a, title: '<i>Favourite</i> 100% colour' });
    const saved = await saveToLibrary(t, token, { surveyCode: s.code, nodeId: a, folderId: folder.id });
    const all = await must<{ total: number; records: LibraryQuestion[] }>(t, 'GET', QL, token, {
      query: { page: '1', pageSize: '2' },
    });
    expect(all.records[0]!.id).toBe(saved.id);
    expect(all.records).toHaveLength(2);
    expect(all.total).toBe((await libraryIds(t, token)).length);
    expect(await libraryIds(t, token, { keyword: 'favourite' })).toEqual([saved.id]);
    expect(await libraryIds(t, token, { keyword: '100%' })).toEqual([saved.id]);
    expect(await libraryIds(t, token, { keyword: '%' })).toEqual([saved.id]);
    expect(
      await libraryIds(t, token, { folderId: String(folder.id), type: String(QuestionType.Matrix) }),
    ).toEqual([]);
    const bad = await t.call('GET', QL, { token, query: { folderId: '-5' } });
    expect(bad.body.code).toBe('A0400');
    expect((await t.call('GET', QL, { token, query: { folderId: '987654' } })).body.code).toBe('A0404');
  });

  it('lists the system folder (-3) to everyone, by category and keyword, in the caller’s language', async () => {
    const page = await must<{ total: number; records: LibraryQuestion[] }>(t, 'GET', QL, token, {
      query: { folderId: '-3', pageSize: '5' },
    });
    expect(page.total).toBeGreaterThanOrEqual(15);
    expect(page.records[0]).toMatchObject({
      id: 'gender',
      system: true,
      folderId: -3,
      category: 'demographics',
    });
    const nps = await must<{ records: LibraryQuestion[] }>(t, 'GET', QL, token, {
      query: { folderId: '-3', category: 'nps' },
      headers: en,
    });
    expect(nps.records.map((r) => [r.id, r.typeName])).toEqual([
      ['nps-recommend', 'Net Promoter Score'],
      ['nps-reason', 'Open text'],
    ]);
    expect(await libraryIds(t, token, { folderId: '-3', keyword: '性别' })).toEqual(['gender']);
  });
});

describe('GET library/{id}, library/system, library/system-category', () => {
  it('shows a system question by key with its options, and refuses what does not exist', async () => {
    const gender = await detail('gender', en);
    expect(gender.question.options.map((o) => o.title)).toEqual(['Male', 'Female', 'Prefer not to say']);
    expect((await t.call('GET', `${QL}/no-such-key`, { token })).body.code).toBe('A0404');
    expect((await t.call('GET', `${QL}/987654`, { token })).body.code).toBe('A0404');
    expect((await t.call('GET', `${QL}/Bad_Key`, { token })).body.code).toBe('A0400');
  });

  it('lists system questions and categories in both languages', async () => {
    const categories = await must<SystemCategory[]>(t, 'GET', `${QL}/system-category`, token);
    expect(categories.map((c) => c.key)).toEqual(['demographics', 'satisfaction', 'nps', 'usage', 'contact']);
    expect(categories[0]!.name).toBe('人口统计');
    expect(categories.reduce((n, c) => n + c.count, 0)).toBeGreaterThanOrEqual(15);
    const satisfaction = await must<LibraryQuestionDetail[]>(t, 'GET', `${QL}/system`, token, {
      query: { category: 'satisfaction' },
      headers: en,
    });
    const matrix = satisfaction.find((q) => q.id === 'service-aspects')!;
    expect(matrix.question.options.filter((o) => o.type === 2).map((o) => o.title)).toContain(
      'Speed of response',
    );
    const all = await must<LibraryQuestionDetail[]>(t, 'GET', `${QL}/system`, token);
    expect(all.length).toBe(categories.reduce((n, c) => n + c.count, 0));
    expect((await t.call('GET', `${QL}/system`, { token, query: { category: 'pets' } })).body.code).toBe(
      'A0400',
    );
  });
});

describe('GET library/total and POST library/remove', () => {
  it('counts by folder, and removing questions takes them out of every count', async () => {
    const folder = await createQuestionFolder(t, token, 'Counted');
    const saved = await saveToLibrary(t, token, {
      surveyCode: s.code,
      nodeId: matrixId,
      folderId: folder.id,
    });
    const total = await must<LibraryTotal>(t, 'GET', `${QL}/total`, token);
    expect(total.total).toBe((await libraryIds(t, token)).length);
    expect(total.unclassified).toBe((await libraryIds(t, token, { folderId: '0' })).length);
    expect(total.system).toBeGreaterThanOrEqual(15);
    expect(total.folders.find((f) => f.folderId === folder.id)?.amount).toBe(1);
    expect((await t.call('POST', `${QL}/remove`, { token, body: { ids: [saved.id] } })).body.code).toBe(
      '00000',
    );
    const after = await must<LibraryTotal>(t, 'GET', `${QL}/total`, token);
    expect(after.total).toBe(total.total - 1);
    expect(after.folders.find((f) => f.folderId === folder.id)?.amount).toBe(0);
    expect((await t.call('POST', `${QL}/remove`, { token, body: { ids: [saved.id] } })).body.code).toBe(
      'A0404',
    );
    expect((await t.call('POST', `${QL}/remove`, { token, body: { ids: [] } })).body.code).toBe('A0400');
  });
});

describe('the OpenAPI document', () => {
  it('declares every question library call', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = Object.keys(res.json().paths);
    const expected = [
      'library/category',
      'library/category/rename',
      'library/category/change',
      'library/category/remove/{id}',
      'library/system-category',
      'library',
      'library/remove',
      'library/total',
      'library/{id}',
      'library/system',
      'nodes/library',
      'library/batch',
    ];
    for (const path of expected) expect(paths, path).toContain(`/api/designer/v1/${path}`);
  });
});
