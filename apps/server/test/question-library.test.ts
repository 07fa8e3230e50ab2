import {
  questionLibraryApi as api,
  fillPath,
  fullPath,
  nodesApi,
  QUESTION_LIBRARY_MAX,
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
  await s.edit(nodesApi.update, {
    id: matrixId,
    title: '<b>Brand</b> attributes',
    subType: MatrixSubType.Multiple,
  });
});
afterAll(() => t.close());

const en = { 'accept-language': 'en' };
const detail = (id: number | string, headers?: Record<string, string>) =>
  must(t, api.get, { id }, token, headers ? { headers } : {});

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
    await s.edit(nodesApi.update, { id: nodeId, title: 'changed afterwards' });
    await s.edit(nodesApi.remove, { id: nodeId });
    const full = await detail(saved.id as number);
    expect(full.title).toBe('点击编写问题文本');
    expect(full.folderId).toBe(0);
  });

  it('saves into a given folder, or unclassified with folderId 0', async () => {
    const folder = await createQuestionFolder(t, token, 'Matrices');
    const into = await saveToLibrary(t, token, { surveyCode: s.code, nodeId: matrixId, folderId: folder.id });
    expect(into.folderId).toBe(folder.id);
    expect(await libraryIds(t, token, { folderId: folder.id })).toEqual([into.id]);
  });

  it('answers each refusal with its code and saves nothing', async () => {
    const before = await libraryIds(t, token);
    const trashed = await s.add(QuestionType.Rate);
    await s.edit(nodesApi.remove, { id: trashed });
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
      // Sent as is: the last one lacks a field the typed caller would insist on.
      const res = await t.call('POST', fullPath(api.save), { token, body });
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
    const full = await t.api(api.save, { surveyCode: own.code, nodeId }, { token: busy });
    expect(full.body.code).toBe('A0218');
    const batch = await t.api(api.saveMany, { surveyCode: own.code, nodeIds: [nodeId] }, { token: busy });
    expect(batch.body.code).toBe('A0218');
  });
});

describe('POST library/batch', () => {
  it('saves several questions in the order given, or none when one is refused', async () => {
    const a = await s.add(QuestionType.SingleChoice);
    const b = await s.add(QuestionType.Nps);
    const saved = await must(t, api.saveMany, { surveyCode: s.code, nodeIds: [b, a] }, token);
    expect(saved.map((q) => q.type)).toEqual([QuestionType.Nps, QuestionType.SingleChoice]);
    const before = await libraryIds(t, token);
    const res = await t.api(api.saveMany, { surveyCode: s.code, nodeIds: [a, groupId] }, { token });
    expect(res.body.code).toBe('A0400');
    expect(await libraryIds(t, token)).toEqual(before);
    const tooMany = Array.from({ length: 101 }, (_, i) => i + 1);
    expect((await t.api(api.saveMany, { surveyCode: s.code, nodeIds: tooMany }, { token })).body.code).toBe(
      'A0400',
    );
  });
});

describe('GET library', () => {
  it('pages newest first and filters by folder, keyword and type', async () => {
    const folder = await createQuestionFolder(t, token, 'Search here');
    const a = await s.add(QuestionType.OpenText);
    await s.edit(nodesApi.update, { id: a, title: '<i>Favourite</i> 100% colour' });
    const saved = await saveToLibrary(t, token, { surveyCode: s.code, nodeId: a, folderId: folder.id });
    const all = await must(t, api.list, { page: 1, pageSize: 2 }, token);
    expect(all.records[0]!.id).toBe(saved.id);
    expect(all.records).toHaveLength(2);
    expect(all.total).toBe((await libraryIds(t, token)).length);
    expect(await libraryIds(t, token, { keyword: 'favourite' })).toEqual([saved.id]);
    expect(await libraryIds(t, token, { keyword: '100%' })).toEqual([saved.id]);
    expect(await libraryIds(t, token, { keyword: '%' })).toEqual([saved.id]);
    expect(await libraryIds(t, token, { folderId: folder.id, type: QuestionType.Matrix })).toEqual([]);
    const bad = await t.api(api.list, { folderId: -5 }, { token });
    expect(bad.body.code).toBe('A0400');
    expect((await t.api(api.list, { folderId: 987654 }, { token })).body.code).toBe('A0404');
  });

  it('lists the system folder (-3) to everyone, by category and keyword, in the caller’s language', async () => {
    const page = await must(t, api.list, { folderId: -3, pageSize: 5 }, token);
    expect(page.total).toBeGreaterThanOrEqual(15);
    expect(page.records[0]).toMatchObject({
      id: 'gender',
      system: true,
      folderId: -3,
      category: 'demographics',
    });
    const nps = await must(t, api.list, { folderId: -3, category: 'nps' }, token, { headers: en });
    expect(nps.records.map((r) => [r.id, r.typeName])).toEqual([
      ['nps-recommend', 'Net Promoter Score'],
      ['nps-reason', 'Open text'],
    ]);
    expect(await libraryIds(t, token, { folderId: -3, keyword: '性别' })).toEqual(['gender']);
  });
});

describe('GET library/{id}, library/system, library/system-category', () => {
  it('shows a system question by key with its options, and refuses what does not exist', async () => {
    const gender = await detail('gender', en);
    expect(gender.question.options.map((o) => o.title)).toEqual(['Male', 'Female', 'Prefer not to say']);
    expect((await t.api(api.get, { id: 'no-such-key' }, { token })).body.code).toBe('A0404');
    expect((await t.api(api.get, { id: 987654 }, { token })).body.code).toBe('A0404');
    // Not a key's form: sent as is.
    expect((await t.call('GET', `/api${fillPath(api.get, { id: 'Bad_Key' })}`, { token })).body.code).toBe(
      'A0400',
    );
  });

  it('lists system questions and categories in both languages', async () => {
    const categories = await must(t, api.systemCategories, {}, token);
    expect(categories.map((c) => c.key)).toEqual(['demographics', 'satisfaction', 'nps', 'usage', 'contact']);
    expect(categories[0]!.name).toBe('人口统计');
    expect(categories.reduce((n, c) => n + c.count, 0)).toBeGreaterThanOrEqual(15);
    const satisfaction = await must(t, api.system, { category: 'satisfaction' }, token, { headers: en });
    const matrix = satisfaction.find((q) => q.id === 'service-aspects')!;
    expect(matrix.question.options.filter((o) => o.type === 2).map((o) => o.title)).toContain(
      'Speed of response',
    );
    const all = await must(t, api.system, {}, token);
    expect(all.length).toBe(categories.reduce((n, c) => n + c.count, 0));
    const pets = await t.call('GET', fullPath(api.system), { token, query: { category: 'pets' } });
    expect(pets.body.code).toBe('A0400');
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
    const total = await must(t, api.total, {}, token);
    expect(total.total).toBe((await libraryIds(t, token)).length);
    expect(total.unclassified).toBe((await libraryIds(t, token, { folderId: 0 })).length);
    expect(total.system).toBeGreaterThanOrEqual(15);
    expect(total.folders.find((f) => f.folderId === folder.id)?.amount).toBe(1);
    const ids = [Number(saved.id)];
    expect((await t.api(api.remove, { ids }, { token })).body.code).toBe('00000');
    const after = await must(t, api.total, {}, token);
    expect(after.total).toBe(total.total - 1);
    expect(after.folders.find((f) => f.folderId === folder.id)?.amount).toBe(0);
    expect((await t.api(api.remove, { ids }, { token })).body.code).toBe('A0404');
    expect((await t.api(api.remove, { ids: [] }, { token })).body.code).toBe('A0400');
  });
});

describe('the OpenAPI document', () => {
  it('declares every question library call', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = Object.keys(res.json().paths);
    for (const endpoint of [...Object.values(api), nodesApi.insertFromLibrary])
      expect(paths, endpoint.path).toContain(fullPath(endpoint));
  });
});
