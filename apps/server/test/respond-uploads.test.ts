import { randomUUID } from 'node:crypto';
import {
  fullPath,
  RESPOND_FILES_PER_RESPONSE,
  RESPOND_UPLOAD_BYTES_PER_IP,
  RESPOND_UPLOAD_WINDOW_MS,
  RESPOND_UPLOADS_PER_IP,
  respondApi,
  respondentFileApi,
} from '@cairn/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { respondentFiles, responses, surveys } from '../src/db/schema/index.ts';
import { foreignFileAnswers } from '../src/modules/respond/file-answers.ts';
import { compiledVersion } from '../src/modules/respond/survey-target.ts';
import { png } from './support/images.ts';
import { answersFor, publishedSurvey, respondent, submission } from './support/respond.ts';
import { type FileSurvey, fileBytes, fileSurvey, uploadAs } from './support/respond-files.ts';
import { createTestApp, login, registerAndLogin, type TestApp } from './support/test-app.ts';

let t: TestApp;
let token: string;
let strangerToken: string;
let p: FileSurvey;
beforeAll(async () => {
  t = await createTestApp();
  ({ token } = await registerAndLogin(t, 'uma', 'uma-pass-1'));
  ({ token: strangerToken } = await registerAndLogin(t, 'stan', 'stan-pass-1'));
  p = await fileSurvey(t, token);
});
afterAll(() => t.close());

const signLink = (key: string, as = token, code = p.code) =>
  t.api(respondentFileApi.sign, { surveyCode: code, key }, { token: as });

/** Uploads the three files of one response and answers them with a full answer set. */
async function answeredWithFiles(responseId: string): Promise<Record<string, unknown>> {
  const doc = await uploadAs(t, {
    code: p.code,
    responseId,
    nodeId: p.upload,
    fileName: 'Plan.pdf',
    content: fileBytes('pdf'),
  });
  const sign = await uploadAs(t, {
    code: p.code,
    responseId,
    nodeId: p.signature,
    fileName: 'signature.png',
    content: png(40, 20),
  });
  const voice = await uploadAs(t, {
    code: p.code,
    responseId,
    nodeId: p.recorder,
    fileName: 'recording.webm',
    content: fileBytes('webm', 500),
  });
  for (const r of [doc, sign, voice]) expect(r.code, r.message).toBe('00000');
  return {
    ...answersFor(p),
    [p.upload]: [doc.data.file],
    [p.signature]: { url: sign.data.file.url },
    [p.recorder]: { url: voice.data.file.url, duration: 3 },
  };
}

describe('respondent upload', () => {
  it('stores a file typed by its bytes under a random key, records it, and answers a FileRef and a preview link', async () => {
    const responseId = randomUUID();
    const res = await uploadAs(t, {
      code: p.code,
      responseId,
      nodeId: p.upload,
      fileName: 'Plan.pdf',
      content: fileBytes('pdf', 300),
    });
    expect(res.code).toBe('00000');
    expect(res.data.file).toEqual({
      url: expect.stringMatching(/^[0-9a-f]{32}$/),
      name: 'Plan.pdf',
      size: 300,
    });
    const [row] = await t.database.db
      .select()
      .from(respondentFiles)
      .where(eq(respondentFiles.storageKey, res.data.file.url));
    expect(row).toMatchObject({
      surveyId: p.surveyId,
      responseId,
      nodeId: p.upload,
      contentType: 'application/pdf',
      size: 300,
    });
    const preview = await t.app.inject({ method: 'GET', url: res.data.preview });
    expect(preview.statusCode).toBe(200);
    expect(preview.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const sign = await uploadAs(t, {
      code: p.code,
      responseId,
      nodeId: p.signature,
      fileName: 'x.png',
      content: png(10, 10),
    });
    expect(sign.code).toBe('00000');
    const voice = await uploadAs(t, {
      code: p.code,
      responseId,
      nodeId: p.recorder,
      fileName: 'r.webm',
      content: fileBytes('webm'),
    });
    expect(voice.code).toBe('00000');
    const [audio] = await t.database.db
      .select()
      .from(respondentFiles)
      .where(eq(respondentFiles.storageKey, voice.data.file.url));
    expect(audio!.contentType).toBe('audio/webm');
  });

  it('refuses a file over the question’s size limit with A0312, storing nothing', async () => {
    const before = (await t.database.db.select().from(respondentFiles)).length;
    const res = await uploadAs(t, {
      code: p.code,
      nodeId: p.upload,
      fileName: 'big.pdf',
      content: fileBytes('pdf', 1024 * 1024 + 1),
    });
    expect(res.code).toBe('A0312');
    expect(res.message).toContain('1 MB');
    expect(await t.database.db.select().from(respondentFiles)).toHaveLength(before);
  });

  it('answers over a real connection when the file is too big or refused before it is read', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const post = async (fields: Record<string, string>, size: number) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      form.append('file', new Blob([png(8, 8), new Uint8Array(size)]), 'signature.png');
      const res = await fetch(`${address}${fullPath(respondApi.upload)}`, {
        method: respondApi.upload.method,
        body: form,
      });
      return ((await res.json()) as { code: string }).code;
    };
    const fields = { surveyCode: p.code, responseId: randomUUID(), nodeId: String(p.signature) };
    expect(await post(fields, 3 * 1024 * 1024)).toBe('A0312');
    expect(await post({ ...fields, nodeId: String(p.q[0]) }, 1024 * 1024)).toBe('A0400');
  });

  it('refuses types the question does not take, judged by the bytes (A0106) and an empty file (A0108)', async () => {
    const up = (nodeId: number, fileName: string, content: Uint8Array) =>
      uploadAs(t, { code: p.code, nodeId, fileName, content });
    expect((await up(p.upload, 'notes.txt', fileBytes('text'))).code).toBe('A0106'); // suffix not allowed
    expect((await up(p.upload, 'fake.pdf', png(4, 4))).code).toBe('A0106'); // name and bytes disagree
    expect((await up(p.upload, 'fake.png', fileBytes('text'))).code).toBe('A0106'); // a .png that is not one
    expect((await up(p.signature, 'signature.png', fileBytes('jpeg'))).code).toBe('A0106');
    expect((await up(p.recorder, 'recording.webm', fileBytes('pdf'))).code).toBe('A0106');
    expect((await up(p.upload, 'empty.pdf', new Uint8Array())).code).toBe('A0108');
  });

  it('refuses a node that is not a file question of the published version, and fields after the file', async () => {
    const res = await uploadAs(t, {
      code: p.code,
      nodeId: p.q[0]!,
      fileName: 'a.pdf',
      content: fileBytes('pdf'),
    });
    expect(res.code).toBe('A0400');
    expect(res.message).toContain('nodeId');
    expect(
      (await uploadAs(t, { code: p.code, nodeId: 999_999, fileName: 'a.pdf', content: fileBytes('pdf') }))
        .code,
    ).toBe('A0400');
    const late = await uploadAs(t, {
      code: p.code,
      nodeId: p.upload,
      fileName: 'a.pdf',
      content: fileBytes('pdf'),
      fileFirst: true,
    });
    expect(late.code).toBe('A0400');
  });

  it('applies the gate: a closed survey and a missing password are A0310 with the state', async () => {
    const closed = await fileSurvey(t, token);
    await t.database.db.update(surveys).set({ status: 2 }).where(eq(surveys.id, closed.surveyId));
    const res = await uploadAs(t, {
      code: closed.code,
      nodeId: closed.upload,
      fileName: 'a.pdf',
      content: fileBytes('pdf'),
    });
    expect(res.code).toBe('A0310');
    expect(res.data).toMatchObject({ state: 'closed' });

    const locked = await fileSurvey(t, token, { password: 'pw-1' });
    const input = { code: locked.code, nodeId: locked.upload, fileName: 'a.pdf', content: fileBytes('pdf') };
    expect((await uploadAs(t, input)).data).toMatchObject({ state: 'password' });
    expect((await uploadAs(t, { ...input, extra: { password: 'pw-1' } })).code).toBe('00000');
  });

  it('caps the files of one response (A0313) and the uploads of one address (A2032 until the window passes)', async () => {
    const responseId = randomUUID();
    await t.database.db.insert(respondentFiles).values(
      Array.from({ length: RESPOND_FILES_PER_RESPONSE }, (_, i) => ({
        storageKey: `${'c'.repeat(24)}${String(i).padStart(8, '0')}`,
        surveyId: p.surveyId,
        responseId,
        nodeId: p.upload,
        originalName: 'x.pdf',
        contentType: 'application/pdf',
        size: 1,
      })),
    );
    const full = await uploadAs(t, {
      code: p.code,
      responseId,
      nodeId: p.upload,
      fileName: 'a.pdf',
      content: fileBytes('pdf'),
    });
    expect(full.code).toBe('A0313');

    // The budget is read from the stored files, so files any server process stored count.
    const storedFrom = (ip: string, files: number, size: number) =>
      t.database.db.insert(respondentFiles).values(
        Array.from({ length: files }, () => ({
          storageKey: randomUUID().replaceAll('-', ''),
          surveyId: p.surveyId,
          responseId: randomUUID(),
          nodeId: p.upload,
          originalName: 'x.pdf',
          contentType: 'application/pdf',
          size,
          ip,
          createdAt: new Date(t.deps.now()),
        })),
      );
    const ip = '198.51.100.99';
    await storedFrom(ip, RESPOND_UPLOADS_PER_IP - 1, 10);
    const input = { code: p.code, nodeId: p.upload, fileName: 'a.pdf', content: fileBytes('pdf'), ip };
    expect((await uploadAs(t, input)).code).toBe('00000');
    expect((await uploadAs(t, input)).code).toBe('A2032');
    const heavy = { ...input, ip: '198.51.100.98' };
    await storedFrom(heavy.ip, 1, RESPOND_UPLOAD_BYTES_PER_IP);
    expect((await uploadAs(t, heavy)).code).toBe('A2032');
    expect((await uploadAs(t, { ...input, ip: '198.51.100.97' })).code).toBe('00000');
    t.advance(RESPOND_UPLOAD_WINDOW_MS);
    expect((await uploadAs(t, input)).code).toBe('00000');
    expect((await uploadAs(t, heavy)).code).toBe('00000');
    // An hour on, the designers' access tokens have expired.
    ({ token } = await login(t, 'uma', 'uma-pass-1'));
    ({ token: strangerToken } = await login(t, 'stan', 'stan-pass-1'));
  });
});

describe('answers that reference files', () => {
  it("gives a returning device fresh preview links of its partial response's files, and no one else", async () => {
    const responseId = randomUUID();
    const answers = await answeredWithFiles(responseId);
    const device = respondent(t);
    expect((await device.save(submission(p, answers, responseId))).code).toBe('00000');
    const opened = await device.open(p.code, { responseId });
    const resume = opened.data.state === 'open' ? opened.data.resume : null;
    const keys = [
      (answers[p.upload] as { url: string }[])[0]!.url,
      (answers[p.signature] as { url: string }).url,
      (answers[p.recorder] as { url: string }).url,
    ];
    expect(Object.keys(resume?.files ?? {}).sort()).toEqual([...keys].sort());
    const link = await t.app.inject({ method: 'GET', url: resume!.files[keys[0]!]! });
    expect(link.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const stranger = await respondent(t).open(p.code, { responseId });
    expect(stranger.data).toMatchObject({ state: 'open', resume: null });
  });

  it('submits its own files and stores the references and the per-question timings', async () => {
    const responseId = randomUUID();
    const answers = await answeredWithFiles(responseId);
    const timings = { [p.q[0]!]: 4200, [p.upload]: 15_000 };
    const res = await respondent(t).submit({ ...submission(p, answers, responseId), timings });
    expect(res.code, res.message).toBe('00000');
    const [row] = await t.database.db.select().from(responses).where(eq(responses.id, responseId));
    expect(row!.answers).toMatchObject({
      [p.upload]: answers[p.upload],
      [p.signature]: answers[p.signature],
    });
    expect(row!.timings).toEqual(timings);
  });

  it('refuses on save and submit a file uploaded for another response or question (A0400 naming the key)', async () => {
    const mine = randomUUID();
    const theirs = await answeredWithFiles(randomUUID());
    const answers = { ...(await answeredWithFiles(mine)), [p.upload]: theirs[p.upload] };
    const r = respondent(t);
    const submitted = await r.submit(submission(p, answers, mine));
    expect(submitted.code).toBe('A0400');
    expect(submitted.message).toContain(String(p.upload));
    expect((await r.save(submission(p, answers, mine))).code).toBe('A0400');

    const own = await answeredWithFiles(mine);
    const swapped = { ...own, [p.signature]: { url: (own[p.recorder] as { url: string }).url } };
    const wrongNode = await r.submit(submission(p, swapped, mine));
    expect(wrongNode.code).toBe('A0400');
    expect(wrongNode.message).toContain(String(p.signature));
    const renamed = { ...own, [p.upload]: [{ ...(own[p.upload] as object[])[0], name: 'other.pdf' }] };
    expect((await r.submit(submission(p, renamed, mine))).code).toBe('A0400');
    const madeUp = { ...own, [p.recorder]: { url: 'https://example.com/a.webm', duration: 3 } };
    expect((await r.submit(submission(p, madeUp, mine))).code).toBe('A0400');
  });

  it('counts files of an id the page gave up after A0311 as its own, when the page names that id', async () => {
    const first = randomUUID();
    const answers = await answeredWithFiles(first);
    const r = respondent(t);
    // Another tab finished the first id with other answers: this page sends again under a new id.
    const other = { ...answers, [p.q[0]!]: { optionId: p.o[0]![1] } };
    expect((await r.submit(submission(p, other, first))).code).toBe('00000');
    expect((await r.submit(submission(p, answers, first))).code).toBe('A0311');
    const second = randomUUID();
    expect((await r.submit(submission(p, answers, second))).code).toBe('A0400');
    const resent = await r.submit({ ...submission(p, answers, second), priorResponseIds: [first] });
    expect(resent.code, resent.message).toBe('00000');
    // A made-up prior id owns nothing.
    const third = await answeredWithFiles(randomUUID());
    const claimed = { ...answers, [p.upload]: third[p.upload] };
    const refused = await r.submit({ ...submission(p, claimed, randomUUID()), priorResponseIds: [first] });
    expect(refused.code).toBe('A0400');
  });

  it('costs no query when the survey has no file questions', async () => {
    const plain = await fileSurveyless();
    const noDb = new Proxy(
      {},
      {
        get: () => {
          throw new Error('queried');
        },
      },
    ) as Db;
    expect(await foreignFileAnswers(noDb, 1, randomUUID(), { [plain.q]: 'x' }, plain.compiled)).toEqual([]);
  });
});

/** A compiled published version without file questions. */
async function fileSurveyless() {
  const plain = await publishedSurvey(t, token);
  const version = await compiledVersion(t.database.db, plain.surveyId, plain.version);
  return { q: plain.q[0]!, compiled: version!.compiled };
}

describe('owners read respondent files', () => {
  it('signs a short-lived link for the owner; a stranger gets A4000; a key of another survey A0404', async () => {
    const answers = await answeredWithFiles(randomUUID());
    const key = (answers[p.signature] as { url: string }).url;
    const link = await signLink(key);
    expect(link.body.code).toBe('00000');
    expect(link.body.data).toMatchObject({
      name: 'signature.png',
      contentType: 'image/png',
      nodeId: p.signature,
    });
    const file = await t.app.inject({ method: 'GET', url: link.body.data.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');

    expect((await signLink(key, strangerToken)).body.code).toBe('A4000');
    const other = await fileSurvey(t, token);
    expect((await signLink(key, token, other.code)).body.code).toBe('A0404');
    expect((await signLink('0'.repeat(32))).body.code).toBe('A0404');
  });
});
