import { randomUUID } from 'node:crypto';
import {
  discussionOfflineApi,
  fullPath,
  interviewApi,
  OFFLINE_INLINE_ID,
  type OfflinePack,
  respondApi,
} from '@cairn/contract';
import { AnswerFrequency } from '@cairn/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discussionUsers, respondentFiles, surveys } from '../src/db/schema/index.ts';
import { acceptedManager, addInterviewees, intervieweeRow, newDiscussion } from './support/discussion.ts';
import { getFile } from './support/exports.ts';
import { png } from './support/images.ts';
import { multipartBody } from './support/multipart.ts';
import { answersFor, publishedSurvey, respondent, submission } from './support/respond.ts';
import { type FileSurvey, fileBytes, fileSurvey, uploadAs } from './support/respond-files.ts';
import { createTestApp, envelopeCaller, registerAndLogin, type TestApp } from './support/test-app.ts';

/**
 * Interviews at the edges of the answer settings (issue 24 follow-up): a checked ticket stands in
 * for the password and is not held to the per-device and per-address limits; a host uploads files
 * for an interviewee (idempotently by upload id); the owner withdraws every offline file.
 */
let t: TestApp;
let owner: string;
let host: { id: number; token: string };
let p: FileSurvey;
const as = envelopeCaller(() => t);
/** One host's tablet: the same address and device for every interview. */
const tablet = () => respondent(t, '198.51.100.44', '3b0a4e7c-5d1f-4c2e-8a9b-0c1d2e3f4a5b');

beforeAll(async () => {
  t = await createTestApp();
  owner = (await registerAndLogin(t, 'owner', 'owner-pass-1')).token;
  p = await fileSurvey(t, owner, {
    password: 'secret-pw',
    deviceFrequency: AnswerFrequency.OnlyOnce,
    ipFrequency: AnswerFrequency.OnlyOnce,
  });
  // Flipped to an interview project after publishing, as discussion-offline.test.ts does.
  await t.database.db.update(surveys).set({ projectType: 1 }).where(eq(surveys.id, p.surveyId));
  await addInterviewees(t, p.surveyId, ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H']);
  host = await acceptedManager(t, owner, p.code, 'host', 'Hosty');
});
afterAll(() => t.close());

function packOf(html: string): OfflinePack {
  const m = new RegExp(`<script type="application/json" id="${OFFLINE_INLINE_ID}">(.*?)</script>`, 's').exec(
    html,
  );
  if (!m) throw new Error('no pack in the file');
  return JSON.parse(m[1]!) as OfflinePack;
}
const offlineTicket = async (token = owner) =>
  packOf((await getFile(t, discussionOfflineApi.download, { id: p.code }, { token })).body).ticket;

/** Every question answered; the file questions with the given uploads. */
function fullAnswers(files: { doc: unknown; sign: string; voice: string }): Record<string, unknown> {
  return {
    ...answersFor(p),
    [p.upload]: [files.doc],
    [p.signature]: { url: files.sign },
    [p.recorder]: { url: files.voice, duration: 2 },
  };
}

async function uploadAll(responseId: string, interview: Record<string, string>) {
  const one = async (nodeId: number, fileName: string, content: Uint8Array) => {
    const res = await uploadAs(t, { code: p.code, responseId, nodeId, fileName, content, extra: interview });
    expect(res.code, res.message).toBe('00000');
    return res.data.file;
  };
  return {
    doc: await one(p.upload, 'plan.pdf', fileBytes('pdf')),
    sign: (await one(p.signature, 'signature.png', png(20, 10))).url,
    voice: (await one(p.recorder, 'recording.webm', fileBytes('webm', 300))).url,
  };
}

describe('a password-protected interview project with answer limits', () => {
  it('opens, saves and submits with a checked ticket and no password', async () => {
    const interview = { intervieweeCode: 'U1', ticket: await offlineTicket() };
    const page = tablet();
    expect((await page.open(p.code, { interview })).data).toMatchObject({ state: 'open' });
    const responseId = randomUUID();
    const files = await uploadAll(responseId, { intervieweeCode: 'U1', ticket: interview.ticket });
    const body = { ...submission(p, fullAnswers(files), responseId), interview };
    expect((await page.save(body)).code).toBe('00000');
    const receipt = await page.submit(body);
    expect(receipt.code, receipt.message).toBe('00000');
    expect(await intervieweeRow(t, p.surveyId, 'U1')).toMatchObject({ state: 2, responseId });
  });

  it('does not hold interviews from one tablet to the per-device and per-address limits', async () => {
    const ticket = await offlineTicket();
    const page = tablet();
    for (const code of ['U2', 'U3']) {
      const responseId = randomUUID();
      const files = await uploadAll(responseId, { intervieweeCode: code, ticket });
      const res = await page.submit({
        ...submission(p, fullAnswers(files), responseId),
        interview: { intervieweeCode: code, ticket },
      });
      expect(res.code, res.message).toBe('00000');
    }
  });

  it('still refuses a forged ticket (A5530) and a call without one (the project is unknown)', async () => {
    const ticket = await offlineTicket();
    const forged = `${ticket.slice(0, -1)}${ticket.endsWith('0') ? '1' : '0'}`;
    const upload = (extra: Record<string, string>) =>
      uploadAs(t, { code: p.code, nodeId: p.upload, fileName: 'plan.pdf', content: fileBytes('pdf'), extra });
    expect((await upload({ intervieweeCode: 'U4', ticket: forged })).code).toBe('A5530');
    const bare = await upload({ password: 'secret-pw' });
    expect(bare.code).toBe('A0310');
    expect((bare.data as unknown as { state: string }).state).toBe('not_found');
    expect(
      (await tablet().submit({ ...submission(p), interview: { intervieweeCode: 'U4', ticket: forged } }))
        .code,
    ).toBe('A5530');
  });

  it('refuses an upload for an interviewee another response finished (A5531)', async () => {
    const ticket = await offlineTicket();
    const res = await uploadAs(t, {
      code: p.code,
      nodeId: p.upload,
      fileName: 'plan.pdf',
      content: fileBytes('pdf'),
      extra: { intervieweeCode: 'U1', ticket },
    });
    expect(res.code).toBe('A5531');
  });

  it('keeps a survey’s own password and limits for its respondents', async () => {
    const survey = await publishedSurvey(t, owner, {
      settings: { password: 'pw-1', ipFrequency: AnswerFrequency.OnlyOnce },
    });
    const page = respondent(t, '198.51.100.45');
    expect((await page.open(survey.code)).data).toMatchObject({ state: 'password' });
    expect((await page.submit({ ...submission(survey), password: 'pw-1' })).code).toBe('00000');
    const again = await respondent(t, '198.51.100.45').submit({ ...submission(survey), password: 'pw-1' });
    expect((again.data as unknown as { state: string }).state).toBe('completed');
  });
});

describe('an upload from another origin (the offline file)', () => {
  const crossUpload = async (extra: Record<string, string>) => {
    const { payload, contentType } = multipartBody([
      ...Object.entries({
        surveyCode: p.code,
        responseId: randomUUID(),
        nodeId: String(p.upload),
        ...extra,
      }).map(([name, value]) => ({ name, value })),
      { name: 'file', fileName: 'plan.pdf', content: fileBytes('pdf') },
    ]);
    return t.app.inject({
      method: 'POST',
      url: fullPath(respondApi.upload),
      headers: { origin: 'null', 'content-type': contentType },
      payload,
    });
  };

  it('answers CORS and takes a host’s file; refuses one without a ticket (A0403)', async () => {
    const ok = await crossUpload({ intervieweeCode: 'U4', ticket: await offlineTicket() });
    expect(ok.json().code, ok.json().message).toBe('00000');
    expect(ok.headers['access-control-allow-origin']).toBe('*');
    expect((await crossUpload({ password: 'secret-pw' })).json().code).toBe('A0403');
  });
});

describe('an upload sent again with its upload id', () => {
  it('answers the stored file instead of storing a copy; another id stores another', async () => {
    const ticket = await offlineTicket();
    const responseId = randomUUID();
    const uploadId = randomUUID();
    const send = (id: string) =>
      uploadAs(t, {
        code: p.code,
        responseId,
        nodeId: p.upload,
        fileName: 'plan.pdf',
        content: fileBytes('pdf', 200),
        extra: { intervieweeCode: 'U5', ticket, uploadId: id },
      });
    const first = await send(uploadId);
    const retry = await send(uploadId);
    expect(first.code).toBe('00000');
    expect(retry.data.file).toEqual(first.data.file);
    const rows = () =>
      t.database.db
        .select()
        .from(respondentFiles)
        .where(and(eq(respondentFiles.surveyId, p.surveyId), eq(respondentFiles.responseId, responseId)));
    expect(await rows()).toHaveLength(1);
    const other = await send(randomUUID());
    expect(other.data.file.url).not.toBe(first.data.file.url);
    expect(await rows()).toHaveLength(2);
  });
});

describe('withdrawing the offline files', () => {
  const withdraw = (token: string, surveyCode = p.code) =>
    as(token, discussionOfflineApi.withdraw, { surveyCode });

  it('refuses every offline file issued before, keeps console tickets, and a new file works', async () => {
    const editorFile = await offlineTicket(owner);
    const hostFile = await offlineTicket(host.token);
    const [u6] = await t.database.db
      .select()
      .from(discussionUsers)
      .where(and(eq(discussionUsers.surveyId, p.surveyId), eq(discussionUsers.code, 'U6')));
    const opened = await as(host.token, interviewApi.open, { surveyCode: p.code, intervieweeId: u6!.id });
    expect(opened.code).toBe('00000');
    const before = await withdraw(owner);
    expect(before).toMatchObject({ code: '00000', data: { generation: 1 } });
    const page = tablet();
    for (const [code, ticket] of [
      ['U7', editorFile],
      ['U7', hostFile],
    ] as const) {
      const res = await page.submit({ ...submission(p), interview: { intervieweeCode: code, ticket } });
      expect(res.code).toBe('A5530');
      const up = await uploadAs(t, {
        code: p.code,
        nodeId: p.upload,
        fileName: 'plan.pdf',
        content: fileBytes('pdf'),
        extra: { intervieweeCode: code, ticket },
      });
      expect(up.code).toBe('A5530');
    }
    // The host's console session goes on.
    const consoleOpen = await page.open(p.code, {
      interview: { intervieweeCode: 'U6', ticket: opened.data.ticket },
    });
    expect(consoleOpen.data).toMatchObject({ state: 'open' });
    // A file downloaded now carries the new generation and syncs.
    const fresh = await offlineTicket(owner);
    const responseId = randomUUID();
    const files = await uploadAll(responseId, { intervieweeCode: 'U7', ticket: fresh });
    const res = await page.submit({
      ...submission(p, fullAnswers(files), responseId),
      interview: { intervieweeCode: 'U7', ticket: fresh },
    });
    expect(res.code, res.message).toBe('00000');
    expect((await withdraw(owner)).data).toEqual({ generation: 2 });
    expect((await page.open(p.code, { interview: { intervieweeCode: 'U8', ticket: fresh } })).code).toBe(
      'A5530',
    );
  });

  it('is for editors only: a host (A5211), a survey project (A0400)', async () => {
    expect((await withdraw(host.token)).code).toBe('A5211');
    const survey = await newDiscussion(t, owner);
    await t.database.db.update(surveys).set({ projectType: 0 }).where(eq(surveys.id, survey.surveyId));
    expect((await withdraw(owner, survey.code)).code).toBe('A0400');
  });
});
