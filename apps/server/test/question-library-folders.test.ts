import {
  questionLibraryApi as api,
  type CallInput,
  fullPath,
  QUESTION_FOLDER_NAME_MAX,
  QUESTION_FOLDERS_MAX,
} from '@cairn/contract';
import { QuestionType } from '@cairn/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questionFolders as foldersTable } from '../src/db/schema/index.ts';
import { designSession, newSurvey } from './support/design.ts';
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
beforeAll(async () => {
  t = await createTestApp();
  ({ token } = await registerAndLogin(t, 'quinn', 'quinn-pass-1'));
});
afterAll(() => t.close());

const rename = (body: CallInput<typeof api.renameFolder>) => t.api(api.renameFolder, body, { token });
const change = (body: CallInput<typeof api.moveQuestions>) => t.api(api.moveQuestions, body, { token });
const removeFolder = (id: number) => t.api(api.removeFolder, { id }, { token });

/** Two questions saved from a fresh survey, unclassified: their ids. */
async function twoSaved() {
  const code = await newSurvey(t, token);
  const s = await designSession(t, token, code);
  const ids = [await s.add(QuestionType.SingleChoice), await s.add(QuestionType.OpenText)];
  const saved = await Promise.all(
    ids.map((nodeId) => saveToLibrary(t, token, { surveyCode: code, nodeId, folderId: 0 })),
  );
  return saved.map((question) => Number(question.id));
}

describe('GET library/category', () => {
  it('starts every library with its default folder, named in the caller’s language', async () => {
    const [zh] = await questionFolders(t, token);
    expect(zh).toMatchObject({ name: '默认文件夹', isDefault: true, dataType: 0, position: 0 });
    const en = await must(t, api.folders, {}, token, { headers: { 'accept-language': 'en' } });
    expect(en.map((f) => [f.id, f.name])).toEqual([[zh!.id, 'Default folder']]);
    expect(await questionFolders(t, token)).toHaveLength(1);
  });

  it('refuses a data type that is neither 0 nor 1', async () => {
    const res = await t.call('GET', fullPath(api.folders), { token, query: { dataType: '2' } });
    expect(res.body.code).toBe('A0400');
  });
});

describe('POST library/category', () => {
  it('adds folders at the end of the list', async () => {
    const a = await createQuestionFolder(t, token, 'Brand tracking');
    const b = await createQuestionFolder(t, token, '客户满意度');
    const list = await questionFolders(t, token);
    expect(list.slice(-2).map((f) => [f.id, f.name, f.isDefault])).toEqual([
      [a.id, 'Brand tracking', false],
      [b.id, '客户满意度', false],
    ]);
    expect(b.position).toBeGreaterThan(a.position);
  });

  it('refuses a name the library has, ignoring case, and the default folder’s names (A0216)', async () => {
    await createQuestionFolder(t, token, 'Employees');
    for (const name of ['Employees', 'EMPLOYEES', ' employees ', '默认文件夹', 'default folder']) {
      const res = await t.api(api.createFolder, { name, dataType: 0 }, { token });
      expect(res.body.code, name).toBe('A0216');
    }
    const en = await t.api(
      api.createFolder,
      { name: 'employees', dataType: 0 },
      { token, headers: { 'accept-language': 'en' } },
    );
    expect(en.body.message).toBe('A folder with this name already exists: employees');
  });

  it('takes names of 1 to 30 characters', async () => {
    const longest = 'x'.repeat(QUESTION_FOLDER_NAME_MAX);
    expect((await createQuestionFolder(t, token, longest)).name).toBe(longest);
    for (const name of ['', '   ', `${longest}y`]) {
      const res = await t.api(api.createFolder, { name, dataType: 0 }, { token });
      expect(res.body.code, JSON.stringify(name)).toBe('A0400');
      expect(res.body.message).toContain('name');
    }
  });

  it(`holds at most ${QUESTION_FOLDERS_MAX} folders besides the default one`, async () => {
    const { token: full } = await registerAndLogin(t, 'folders', 'folders-pass-1');
    const ownerId = await userIdOf(t, full);
    await questionFolders(t, full);
    await t.database.db.insert(foldersTable).values(
      Array.from({ length: QUESTION_FOLDERS_MAX }, (_, i) => ({
        ownerId,
        dataType: 0,
        name: `f${i}`,
        position: i + 1,
      })),
    );
    const res = await t.api(api.createFolder, { name: 'one more', dataType: 0 }, { token: full });
    expect(res.body.code).toBe('A0400');
    expect(res.body.message).toContain(String(QUESTION_FOLDERS_MAX));
  });
});

describe('POST library/category/rename', () => {
  it('renames a folder, and refuses a taken name, the default folder and unknown ids', async () => {
    const folder = await createQuestionFolder(t, token, 'Old name');
    await createQuestionFolder(t, token, 'Taken');
    const renamed = await must(t, api.renameFolder, { id: folder.id, name: 'New name' }, token);
    expect(renamed).toMatchObject({ id: folder.id, name: 'New name' });
    // Its own name in another case is fine: only other folders clash.
    expect((await rename({ id: folder.id, name: 'NEW NAME' })).body.code).toBe('00000');
    expect((await rename({ id: folder.id, name: 'taken' })).body.code).toBe('A0216');
    const [defaultFolder] = await questionFolders(t, token);
    expect((await rename({ id: defaultFolder!.id, name: 'Mine' })).body.code).toBe('A0403');
    expect((await rename({ id: 987654, name: 'x' })).body.code).toBe('A0404');
    expect((await rename({ id: folder.id, name: 'y'.repeat(31) })).body.code).toBe('A0400');
  });
});

describe('POST library/category/change', () => {
  it('moves questions to a folder and back to unclassified', async () => {
    const [a, b] = await twoSaved();
    const folder = await createQuestionFolder(t, token, 'Moved here');
    const ids = [a!, b!];
    expect((await change({ ids, folderId: folder.id })).body.code).toBe('00000');
    expect((await libraryIds(t, token, { folderId: folder.id })).sort()).toEqual([...ids].sort());
    expect((await change({ ids: [a!], folderId: 0 })).body.code).toBe('00000');
    expect(await libraryIds(t, token, { folderId: folder.id })).toEqual([b!]);
    expect(await libraryIds(t, token, { folderId: 0 })).toContain(a!);
  });

  it('refuses unknown questions and folders (A0404), and changes nothing', async () => {
    const [a] = await twoSaved();
    const folder = await createQuestionFolder(t, token, 'Nothing moves');
    expect((await change({ ids: [a!, 987654], folderId: folder.id })).body.code).toBe('A0404');
    expect((await change({ ids: [a!], folderId: 987654 })).body.code).toBe('A0404');
    expect((await change({ ids: [], folderId: 0 })).body.code).toBe('A0400');
    expect(await libraryIds(t, token, { folderId: folder.id })).toEqual([]);
  });
});

describe('POST library/category/remove/{id}', () => {
  it('removes a folder and leaves its questions unclassified', async () => {
    const [a] = await twoSaved();
    const folder = await createQuestionFolder(t, token, 'Short-lived');
    await change({ ids: [a!], folderId: folder.id });
    expect((await removeFolder(folder.id)).body.code).toBe('00000');
    expect((await questionFolders(t, token)).map((f) => f.id)).not.toContain(folder.id);
    expect(await libraryIds(t, token, { folderId: 0 })).toContain(a!);
    expect((await removeFolder(folder.id)).body.code).toBe('A0404');
  });

  it('keeps the default folder (A5204)', async () => {
    const [defaultFolder] = await questionFolders(t, token);
    const res = await removeFolder(defaultFolder!.id);
    expect(res.body.code).toBe('A5204');
    expect((await questionFolders(t, token))[0]!.id).toBe(defaultFolder!.id);
  });
});
