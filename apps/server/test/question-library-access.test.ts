import {
  questionLibraryApi as api,
  type LibraryQuestion,
  nodesApi,
  OWN_PROJECT_CODES,
  type QuestionFolder,
} from '@cairn/contract';
import { QuestionType } from '@cairn/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberships, organizations, projectShares, surveys, users } from '../src/db/schema/index.ts';
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
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Everything a user can see of a library, to prove a refused call changed nothing. */
async function snapshot(token: string, dataType: 0 | 1 = 0) {
  return {
    folders: await questionFolders(t, token, dataType),
    questions: await libraryIds(t, token, { dataType }),
  };
}

async function surveyWithQuestion(token: string): Promise<{ s: DesignSession; nodeId: number }> {
  const s = await designSession(t, token, await newSurvey(t, token));
  return { s, nodeId: await s.add(QuestionType.SingleChoice) };
}

describe('another user', () => {
  let alice: string;
  let bob: string;
  let folder: QuestionFolder;
  let saved: LibraryQuestion;
  let aliceSurvey: DesignSession;
  let aliceNode: number;
  beforeAll(async () => {
    ({ token: alice } = await registerAndLogin(t, 'alice', 'alice-pass-1'));
    ({ token: bob } = await registerAndLogin(t, 'bob', 'bob-pass-1'));
    ({ s: aliceSurvey, nodeId: aliceNode } = await surveyWithQuestion(alice));
    folder = await createQuestionFolder(t, alice, 'Private');
    saved = await saveToLibrary(t, alice, {
      surveyCode: aliceSurvey.code,
      nodeId: aliceNode,
      folderId: folder.id,
    });
  });

  it('never sees someone’s folders or questions in their own lists', async () => {
    expect((await questionFolders(t, bob)).map((f) => f.name)).toEqual(['默认文件夹']);
    expect(await libraryIds(t, bob)).toEqual([]);
    expect((await t.api(api.total, {}, { token: bob })).body.data).toMatchObject({ total: 0 });
  });

  it('is answered A0404 on every call naming someone’s ids, and nothing changes', async () => {
    const before = await snapshot(alice);
    const { s: bobSurvey, nodeId: bobNode } = await surveyWithQuestion(bob);
    const bobSaved = await saveToLibrary(t, bob, { surveyCode: bobSurvey.code, nodeId: bobNode });
    const as = { token: bob };
    const ids = { saved: Number(saved.id), bobSaved: Number(bobSaved.id) };
    const calls: [string, () => Promise<{ body: { code: string } }>][] = [
      ['get', () => t.api(api.get, { id: saved.id }, as)],
      ['list', () => t.api(api.list, { folderId: folder.id }, as)],
      ['renameFolder', () => t.api(api.renameFolder, { id: folder.id, name: 'pwned' }, as)],
      ['removeFolder', () => t.api(api.removeFolder, { id: folder.id }, as)],
      ['move hers', () => t.api(api.moveQuestions, { ids: [ids.saved], folderId: 0 }, as)],
      [
        'move into her folder',
        () => t.api(api.moveQuestions, { ids: [ids.bobSaved], folderId: folder.id }, as),
      ],
      ['remove hers', () => t.api(api.remove, { ids: [ids.saved] }, as)],
      ['remove with hers', () => t.api(api.remove, { ids: [ids.bobSaved, ids.saved] }, as)],
      [
        'save into her folder',
        () => t.api(api.save, { surveyCode: bobSurvey.code, nodeId: bobNode, folderId: folder.id }, as),
      ],
    ];
    for (const [name, call] of calls) expect((await call()).body.code, name).toBe('A0404');
    const insert = await bobSurvey.edit(nodesApi.insertFromLibrary, { ids: [saved.id] });
    expect(insert.code).toBe('A0404');
    expect(await snapshot(alice)).toEqual(before);
    expect(await libraryIds(t, bob)).toEqual([bobSaved.id]);
  });

  it('answers the same for ids that do not exist, so ids reveal nothing', async () => {
    const missing = await t.api(api.get, { id: 987654 }, { token: bob });
    const theirs = await t.api(api.get, { id: saved.id }, { token: bob });
    expect(missing.body).toEqual(theirs.body);
  });

  it('cannot save from a survey they may not read (A0403), nor insert into one they may not edit (A5211)', async () => {
    const read = await t.api(api.save, { surveyCode: aliceSurvey.code, nodeId: aliceNode }, { token: bob });
    expect(read.body.code).toBe('A0403');
    const bobsOwn = await designSession(t, bob, await newSurvey(t, bob));
    const mine = await saveToLibrary(t, bob, {
      surveyCode: bobsOwn.code,
      nodeId: await bobsOwn.add(QuestionType.Rate),
    });
    const into = await t.api(
      nodesApi.insertFromLibrary,
      { surveyCode: aliceSurvey.code, ids: [Number(mine.id), 'gender'] },
      { token: bob },
    );
    expect(into.body.code).toBe('A5211');
    // Shared to read: saving from it works, inserting into it still does not.
    const [survey] = await t.database.db.select().from(surveys).where(eq(surveys.code, aliceSurvey.code));
    await t.database.db
      .insert(projectShares)
      .values({ surveyId: survey!.id, userId: await userIdOf(t, bob) });
    const copied = await saveToLibrary(t, bob, { surveyCode: aliceSurvey.code, nodeId: aliceNode });
    expect(copied).toMatchObject({ dataType: 0, type: QuestionType.SingleChoice });
    const denied = await t.api(
      nodesApi.insertFromLibrary,
      { surveyCode: aliceSurvey.code, ids: [Number(mine.id)] },
      { token: bob },
    );
    expect(denied.body.code).toBe('A5211');
  });
});

describe('company library (dataType 1)', () => {
  const tokens: Record<string, string> = {};
  let orgId: number;

  async function member(username: string, role: number, codes: string[], org = orgId, thirdType?: number) {
    const { token } = await registerAndLogin(t, username, `${username}-pass-1`);
    const userId = await userIdOf(t, token);
    await t.deps.db
      .insert(memberships)
      .values({ userId, organizationId: org, role, permissionCodes: [...OWN_PROJECT_CODES, ...codes] });
    if (thirdType !== undefined) await t.deps.db.update(users).set({ thirdType }).where(eq(users.id, userId));
    tokens[username] = token;
  }

  beforeAll(async () => {
    const [org] = await t.deps.db.insert(organizations).values({ name: 'Acme' }).returning();
    const [otherOrg] = await t.deps.db.insert(organizations).values({ name: 'Globex' }).returning();
    orgId = org!.id;
    await member('admin', 1, []);
    await member('viewer', 3, ['COMPANY_LIBRARY_VIEW']);
    await member('editor', 3, ['COMPANY_LIBRARY_EDIT']);
    await member('plain', 3, ['ORG_PROJECT_VIEW']);
    await member('partner', 3, ['COMPANY_LIBRARY_VIEW', 'COMPANY_LIBRARY_EDIT'], orgId, 1);
    await member('outsider', 1, [], otherOrg!.id);
    ({ token: tokens.loner } = await registerAndLogin(t, 'loner', 'loner-pass-1'));
  });

  it('is shared by the organisation: what the admin saves, readers see and insert', async () => {
    const { s, nodeId } = await surveyWithQuestion(tokens.admin!);
    const folder = await createQuestionFolder(t, tokens.admin!, 'House style', 1);
    const saved = await saveToLibrary(t, tokens.admin!, {
      surveyCode: s.code,
      nodeId,
      dataType: 1,
      folderId: folder.id,
    });
    expect(saved.dataType).toBe(1);
    // Not in the admin's own library.
    expect(await libraryIds(t, tokens.admin!)).toEqual([]);
    for (const reader of ['admin', 'viewer', 'editor']) {
      const folders = await questionFolders(t, tokens[reader]!, 1);
      expect(
        folders.map((f) => f.name),
        reader,
      ).toEqual(['默认文件夹', 'House style']);
      expect(await libraryIds(t, tokens[reader]!, { dataType: 1 }), reader).toEqual([saved.id]);
      const shown = await must(t, api.get, { id: saved.id }, tokens[reader]!);
      expect(shown.question.options).toHaveLength(3);
    }
    const viewerSurvey = await designSession(t, tokens.viewer!, await newSurvey(t, tokens.viewer!));
    const inserted = await viewerSurvey.edit(nodesApi.insertFromLibrary, { ids: [saved.id] });
    expect(inserted.code).toBe('00000');
    expect(inserted.data.change.nodes.inserted[0]).toMatchObject({
      code: 'Q1',
      type: QuestionType.SingleChoice,
    });
  });

  it('is changed by the admin and COMPANY_LIBRARY_EDIT holders only; readers get A0403', async () => {
    const { s, nodeId } = await surveyWithQuestion(tokens.editor!);
    const editorFolder = await createQuestionFolder(t, tokens.editor!, 'Editor’s', 1);
    const saved = await saveToLibrary(t, tokens.editor!, { surveyCode: s.code, nodeId, dataType: 1 });
    const before = await snapshot(tokens.admin!, 1);
    const viewerSurvey = await surveyWithQuestion(tokens.viewer!);
    const as = { token: tokens.viewer! };
    const id = Number(saved.id);
    const surveyCode = viewerSurvey.s.code;
    const viewerNode = viewerSurvey.nodeId;
    const refused: [string, () => Promise<{ body: { code: string } }>][] = [
      ['createFolder', () => t.api(api.createFolder, { name: 'Viewer’s', dataType: 1 }, as)],
      ['renameFolder', () => t.api(api.renameFolder, { id: editorFolder.id, name: 'renamed' }, as)],
      ['removeFolder', () => t.api(api.removeFolder, { id: editorFolder.id }, as)],
      ['moveQuestions', () => t.api(api.moveQuestions, { ids: [id], folderId: editorFolder.id }, as)],
      ['remove', () => t.api(api.remove, { ids: [id] }, as)],
      ['save', () => t.api(api.save, { surveyCode, nodeId: viewerNode, dataType: 1 }, as)],
      ['saveMany', () => t.api(api.saveMany, { surveyCode, nodeIds: [viewerNode], dataType: 1 }, as)],
    ];
    for (const [name, call] of refused) expect((await call()).body.code, name).toBe('A0403');
    expect(await snapshot(tokens.admin!, 1)).toEqual(before);
    // The admin may change what the editor made.
    const admin = { token: tokens.admin! };
    const moved = await t.api(api.moveQuestions, { ids: [id], folderId: editorFolder.id }, admin);
    expect(moved.body.code).toBe('00000');
    const renamed = await t.api(api.renameFolder, { id: editorFolder.id, name: 'Shared' }, admin);
    expect(renamed.body.code).toBe('00000');
    expect((await t.api(api.remove, { ids: [id] }, admin)).body.code).toBe('00000');
  });

  it('keeps names unique within the organisation’s library, not across libraries', async () => {
    await createQuestionFolder(t, tokens.admin!, 'Quarterly', 1);
    const clash = await t.api(
      api.createFolder,
      { name: 'quarterly', dataType: 1 },
      { token: tokens.editor! },
    );
    expect(clash.body.code).toBe('A0216');
    expect((await createQuestionFolder(t, tokens.editor!, 'Quarterly', 0)).dataType).toBe(0);
    expect((await createQuestionFolder(t, tokens.outsider!, 'Quarterly', 1)).dataType).toBe(1);
  });

  it('is closed to members without library codes, other organisations, loners and partners', async () => {
    const { s, nodeId } = await surveyWithQuestion(tokens.admin!);
    const saved = await saveToLibrary(t, tokens.admin!, { surveyCode: s.code, nodeId, dataType: 1 });
    // Another organisation's admin reads their own company library, which does not hold it.
    expect(await libraryIds(t, tokens.outsider!, { dataType: 1 })).not.toContain(saved.id);
    for (const who of ['plain', 'loner', 'partner']) {
      const token = tokens[who]!;
      const list = await t.api(api.list, { dataType: 1 }, { token });
      expect(list.body.code, who).toBe('A0403');
      expect((await t.api(api.folders, { dataType: 1 }, { token })).body.code, who).toBe('A0403');
      expect((await t.api(api.total, { dataType: 1 }, { token })).body.code, who).toBe('A0403');
    }
    for (const who of ['plain', 'outsider', 'loner', 'partner']) {
      const token = tokens[who]!;
      expect((await t.api(api.get, { id: saved.id }, { token })).body.code, who).toBe('A0404');
      const own = await designSession(t, token, await newSurvey(t, token));
      expect((await own.edit(nodesApi.insertFromLibrary, { ids: [saved.id] })).code, who).toBe('A0404');
      // Their own library still works, and the system folder is everyone's.
      expect((await questionFolders(t, token)).length, who).toBeGreaterThan(0);
      expect((await own.edit(nodesApi.insertFromLibrary, { ids: ['gender'] })).code, who).toBe('00000');
    }
  });
});
