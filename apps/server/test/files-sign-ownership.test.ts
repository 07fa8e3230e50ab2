import { filesApi, fullPath, nodesApi, type SurveyImage, sharesApi, surveyImageApi } from '@cairn/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadTasks, users } from '../src/db/schema/index.ts';
import { exportTask } from './support/exports.ts';
import { upload, uploaded } from './support/image-library.ts';
import { png } from './support/images.ts';
import { fileBytes, fileSurvey, uploadAs } from './support/respond-files.ts';
import { createTestApp, registerAndLogin, type TestApp } from './support/test-app.ts';

/**
 * `files/sign` (issue 18 item 5): holding a key is not the right to a link. Every kind of key —
 * image library, survey image, an image in a survey's title, a respondent's file, an export — is
 * signed for whoever owns it by its kind, and refused (A0403) to another user, a collaborator
 * whose share was removed and a respondent who holds the key.
 */
let t: TestApp;
let owner: string;
let stranger: string;
let removed: string;
let respondentUser: string;
let code: string;
const keys = {} as Record<'library' | 'survey' | 'title' | 'respondent' | 'export', string>;

const sign = (token: string, list: string[], surveyCode?: string) =>
  t.api(filesApi.sign, { keys: list, ...(surveyCode ? { surveyCode } : {}) }, { token });

beforeAll(async () => {
  t = await createTestApp();
  ({ token: owner } = await registerAndLogin(t, 'olga', 'olga-pass-1'));
  ({ token: stranger } = await registerAndLogin(t, 'sven', 'sven-pass-1'));
  ({ token: removed } = await registerAndLogin(t, 'rita', 'rita-pass-1'));
  ({ token: respondentUser } = await registerAndLogin(t, 'remy', 'remy-pass-1'));
  await t.database.db.update(users).set({ email: 'rita@example.com' }).where(eq(users.username, 'rita'));

  const [library, shownInTitle] = await uploaded(t, owner, {
    files: [
      { fileName: 'a.png', content: png(1, 1) },
      { fileName: 'b.png', content: png(2, 1) },
    ],
  });
  keys.library = library!.key;
  keys.title = shownInTitle!.key;

  const p = await fileSurvey(t, owner);
  code = p.code;
  const title = await p.s.edit(nodesApi.update, { id: p.q[1]!, title: `Look <img src="${keys.title}">` });
  if (title.code !== '00000') throw new Error(`title edit failed: ${title.code}`);
  const own = await upload<SurveyImage[]>(t, owner, {
    url: fullPath(surveyImageApi.upload),
    query: { surveyCode: code },
  });
  keys.survey = own.body.data[0]!.key;

  // The respondent uploads a file to the survey and so holds its key.
  const up = await uploadAs(t, { code, nodeId: p.upload, fileName: 'cv.pdf', content: fileBytes('pdf') });
  if (up.code !== '00000') throw new Error(`respondent upload failed: ${up.code}`);
  keys.respondent = up.data.file.url;

  const task = await exportTask(t, owner, { surveyCode: code, fileType: 'csv' });
  const [row] = await t.database.db.select().from(downloadTasks).where(eq(downloadTasks.id, task.id));
  keys.export = row!.fileKey!;

  // A collaborator with every right, who saw all of it, then lost the share.
  const shared = await t.api(
    sharesApi.save,
    { code, target: 'rita@example.com', edit: true, report: true, launch: true },
    { token: owner },
  );
  const ritaId = shared.body.data.userId;
  const whileShared = await sign(removed, [keys.title, keys.survey, keys.respondent], code);
  expect(whileShared.body.code).toBe('00000');
  expect((await t.api(sharesApi.remove, { code, userId: ritaId }, { token: owner })).body.code).toBe('00000');
});
afterAll(() => t.close());

describe('POST files/sign', () => {
  it('signs every kind of key for its owner, and the links serve the files', async () => {
    const all = Object.values(keys);
    const res = await sign(owner, all);
    expect(res.body.code).toBe('00000');
    expect(Object.keys(res.body.data).sort()).toEqual([...all].sort());
    for (const key of all)
      expect((await t.app.inject({ method: 'GET', url: res.body.data[key]! })).statusCode).toBe(200);
    expect((await sign(owner, all, code)).body.code).toBe('00000');
  });

  for (const who of ['stranger', 'removed collaborator', 'respondent'] as const) {
    it(`refuses each kind of key to a ${who}, with or without the survey named`, async () => {
      const token = { stranger, 'removed collaborator': removed, respondent: respondentUser }[who];
      for (const [kind, key] of Object.entries(keys)) {
        expect((await sign(token, [key])).body.code, kind).toBe('A0403');
        expect((await sign(token, [key], code)).body.code, `${kind} in the survey`).toBe('A0403');
      }
    });
  }

  it('refuses the whole call when one key is not the caller’s, and unknown keys', async () => {
    const res = await sign(owner, [keys.library, '0123456789abcdef0123456789abcdef']);
    expect(res.body).toMatchObject({ code: 'A0403', data: null });
  });

  it('signs what a survey shows for a reader of it: title images from the owner’s library, its own images', async () => {
    const { token: reader } = await registerAndLogin(t, 'rhea', 'rhea-pass-1');
    await t.database.db.update(users).set({ email: 'rhea@example.com' }).where(eq(users.username, 'rhea'));
    await t.api(
      sharesApi.save,
      { code, target: 'rhea@example.com', edit: false, report: false, launch: false },
      { token: owner },
    );
    expect((await sign(reader, [keys.title, keys.survey], code)).body.code).toBe('00000');
    expect((await sign(reader, [keys.survey])).body.code).toBe('00000');
    // Not the owner's other library images, nor (without the report right) respondents' files.
    expect((await sign(reader, [keys.library], code)).body.code).toBe('A0403');
    expect((await sign(reader, [keys.title])).body.code).toBe('A0403');
    expect((await sign(reader, [keys.respondent], code)).body.code).toBe('A0403');
    expect((await sign(reader, [keys.export], code)).body.code).toBe('A0403');
  });
});
