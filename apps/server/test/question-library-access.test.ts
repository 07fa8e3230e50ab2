import type { LibraryQuestion, LibraryQuestionDetail, QuestionFolder } from '@cairn/contract';
import { QuestionType } from '@cairn/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberships, organizations, projectShares, surveys, users } from '../src/db/schema/index.ts';
import { type DesignSession, designSession, newSurvey, V1 } from './support/design.ts';
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
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Everything a user can see of a library, to prove a refused call changed nothing. */
async function snapshot(token: string, dataType = 0) {
  return {
    folders: await questionFolders(t, token, dataType),
    questions: await libraryIds(t, token, { dataType: String(dataType) }),
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
    expect((await t.call('GET', `${QL}/total`, { token: bob })).body.data).toMatchObject({ total: 0 });
  });

  it('is answered A0404 on every call naming someone’s ids, and nothing changes', async () => {
    const before = await snapshot(alice);
    const { s: bobSurvey, nodeId: bobNode } = await surveyWithQuestion(bob);
    const bobSaved = await saveToLibrary(t, bob, { surveyCode: bobSurvey.code, nodeId: bobNode });
    const calls: ['GET' | 'POST', string, unknown?, Record<string, string>?][] = [
      ['GET', `${QL}/${saved.id}`],
      ['GET', QL, undefined, { folderId: String(folder.id) }],
      ['POST', `${QL}/category/rename`, { id: folder.id, name: 'pwned' }],
      ['POST', `${QL}/category/remove/${folder.id}`],
      ['POST', `${QL}/category/change`, { ids: [saved.id], folderId: 0 }],
      ['POST', `${QL}/category/change`, { ids: [bobSaved.id], folderId: folder.id }],
      ['POST', `${QL}/remove`, { ids: [saved.id] }],
      ['POST', `${QL}/remove`, { ids: [bobSaved.id, saved.id] }],
      ['POST', QL, { surveyCode: bobSurvey.code, nodeId: bobNode, folderId: folder.id }],
    ];
    for (const [method, url, body, query] of calls) {
      const res = await t.call(method, url, { token: bob, body, query });
      expect(res.body.code, `${url} ${JSON.stringify(body ?? query)}`).toBe('A0404');
    }
    const insert = await bobSurvey.edit('/nodes/library', { ids: [saved.id] });
    expect(insert.code).toBe('A0404');
    expect(await snapshot(alice)).toEqual(before);
    expect(await libraryIds(t, bob)).toEqual([bobSaved.id]);
  });

  it('answers the same for ids that do not exist, so ids reveal nothing', async () => {
    const missing = await t.call('GET', `${QL}/987654`, { token: bob });
    const theirs = await t.call('GET', `${QL}/${saved.id}`, { token: bob });
    expect(missing.body).toEqual(theirs.body);
  });

  it('cannot save from a survey they may not read (A0403), nor insert into one they may not edit (A5211)', async () => {
    const read = await t.call('POST', QL, {
      token: bob,
      body: { surveyCode: aliceSurvey.code, nodeId: aliceNode },
    });
    expect(read.body.code).toBe('A0403');
    const bobsOwn = await designSession(t, bob, await newSurvey(t, bob));
    const mine = await saveToLibrary(t, bob, {
      surveyCode: bobsOwn.code,
      nodeId: await bobsOwn.add(QuestionType.Rate),
    });
    const into = await t.call('POST', `${V1}/nodes/library`, {
      token: bob,
      body: { surveyCode: aliceSurvey.code, ids: [mine.id, 'gender'] },
    });
    expect(into.body.code).toBe('A5211');
    // Shared to read: saving from it works, inserting into it still does not.
    const [survey] = await t.database.db.select().from(surveys).where(eq(surveys.code, aliceSurvey.code));
    await t.database.db
      .insert(projectShares)
      .values({ surveyId: survey!.id, userId: await userIdOf(t, bob) });
    const copied = await saveToLibrary(t, bob, { surveyCode: aliceSurvey.code, nodeId: aliceNode });
    expect(copied).toMatchObject({ dataType: 0, type: QuestionType.SingleChoice });
    const denied = await t.call('POST', `${V1}/nodes/library`, {
      token: bob,
      body: { surveyCode: aliceSurvey.code, ids: [mine.id] },
    });
    expect(denied.body.code).toBe('A5211');
  });
});

describe('company library (dataType 1)', () => {
  const tokens: Record<string, string> = {};
  let orgId: number;

  async function member(username: string, role: number, codes: string[], org = orgId, thirdType?: number) {
    const { token } = await registerAndLogin(t, username, `${username}-pass-1`);
    const userId = await userIdOf(t, token);
    await t.deps.db.insert(memberships).values({ userId, organizationId: org, role, permissionCodes: codes });
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
      expect(await libraryIds(t, tokens[reader]!, { dataType: '1' }), reader).toEqual([saved.id]);
      const shown = await must<LibraryQuestionDetail>(t, 'GET', `${QL}/${saved.id}`, tokens[reader]!);
      expect(shown.question.options).toHaveLength(3);
    }
    const viewerSurvey = await designSession(t, tokens.viewer!, await newSurvey(t, tokens.viewer!));
    const inserted = await viewerSurvey.edit('/nodes/library', { ids: [saved.id] });
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
    const refused: [string, unknown][] = [
      [`${QL}/category`, { name: 'Viewer’s', dataType: 1 }],
      [`${QL}/category/rename`, { id: editorFolder.id, name: 'renamed' }],
      [`${QL}/category/remove/${editorFolder.id}`, undefined],
      [`${QL}/category/change`, { ids: [saved.id], folderId: editorFolder.id }],
      [`${QL}/remove`, { ids: [saved.id] }],
      [QL, { surveyCode: viewerSurvey.s.code, nodeId: viewerSurvey.nodeId, dataType: 1 }],
      [`${QL}/batch`, { surveyCode: viewerSurvey.s.code, nodeIds: [viewerSurvey.nodeId], dataType: 1 }],
    ];
    for (const [url, body] of refused) {
      const res = await t.call('POST', url, { token: tokens.viewer!, body });
      expect(res.body.code, url).toBe('A0403');
    }
    expect(await snapshot(tokens.admin!, 1)).toEqual(before);
    // The admin may change what the editor made.
    const admin = (url: string, body?: unknown) => t.call('POST', url, { token: tokens.admin!, body });
    expect(
      (await admin(`${QL}/category/change`, { ids: [saved.id], folderId: editorFolder.id })).body.code,
    ).toBe('00000');
    expect((await admin(`${QL}/category/rename`, { id: editorFolder.id, name: 'Shared' })).body.code).toBe(
      '00000',
    );
    expect((await admin(`${QL}/remove`, { ids: [saved.id] })).body.code).toBe('00000');
  });

  it('keeps names unique within the organisation’s library, not across libraries', async () => {
    await createQuestionFolder(t, tokens.admin!, 'Quarterly', 1);
    const clash = await t.call('POST', `${QL}/category`, {
      token: tokens.editor!,
      body: { name: 'quarterly', dataType: 1 },
    });
    expect(clash.body.code).toBe('A0216');
    expect((await createQuestionFolder(t, tokens.editor!, 'Quarterly', 0)).dataType).toBe(0);
    expect((await createQuestionFolder(t, tokens.outsider!, 'Quarterly', 1)).dataType).toBe(1);
  });

  it('is closed to members without library codes, other organisations, loners and partners', async () => {
    const { s, nodeId } = await surveyWithQuestion(tokens.admin!);
    const saved = await saveToLibrary(t, tokens.admin!, { surveyCode: s.code, nodeId, dataType: 1 });
    // Another organisation's admin reads their own company library, which does not hold it.
    expect(await libraryIds(t, tokens.outsider!, { dataType: '1' })).not.toContain(saved.id);
    for (const who of ['plain', 'loner', 'partner']) {
      const token = tokens[who]!;
      const list = await t.call('GET', QL, { token, query: { dataType: '1' } });
      expect(list.body.code, who).toBe('A0403');
      expect(
        (await t.call('GET', `${QL}/category`, { token, query: { dataType: '1' } })).body.code,
        who,
      ).toBe('A0403');
      expect((await t.call('GET', `${QL}/total`, { token, query: { dataType: '1' } })).body.code, who).toBe(
        'A0403',
      );
    }
    for (const who of ['plain', 'outsider', 'loner', 'partner']) {
      const token = tokens[who]!;
      expect((await t.call('GET', `${QL}/${saved.id}`, { token })).body.code, who).toBe('A0404');
      const own = await designSession(t, token, await newSurvey(t, token));
      expect((await own.edit('/nodes/library', { ids: [saved.id] })).code, who).toBe('A0404');
      // Their own library still works, and the system folder is everyone's.
      expect((await questionFolders(t, token)).length, who).toBeGreaterThan(0);
      expect((await own.edit('/nodes/library', { ids: ['gender'] })).code, who).toBe('00000');
    }
  });
});
