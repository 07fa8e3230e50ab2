import { randomUUID } from 'node:crypto';
import { reportBoardApi } from '@cairn/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadBytes, exportTask, readSheet } from './support/exports.ts';
import { png } from './support/images.ts';
import { answersFor, respondent, submission } from './support/respond.ts';
import { type FileSurvey, fileBytes, fileSurvey, uploadAs } from './support/respond-files.ts';
import { createTestApp, registerAndLogin, type TestApp } from './support/test-app.ts';

/** Issue 18 item 11: uploaded files are named and linked on the board and in exports, not keys. */
let t: TestApp;
let token: string;
let p: FileSurvey;
let planKey: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ token } = await registerAndLogin(t, 'fiona', 'fiona-pass-1'));
  p = await fileSurvey(t, token);
  const responseId = randomUUID();
  const upload = async (nodeId: number, fileName: string, content: Uint8Array) => {
    const res = await uploadAs(t, { code: p.code, responseId, nodeId, fileName, content });
    if (res.code !== '00000') throw new Error(JSON.stringify(res));
    return res.data.file;
  };
  const plan = await upload(p.upload, 'Floor plan.pdf', fileBytes('pdf'));
  const sign = await upload(p.signature, 'signature.png', png(40, 20));
  const voice = await upload(p.recorder, 'recording.webm', fileBytes('webm', 500));
  planKey = plan.url;
  const answers = {
    ...answersFor(p),
    [p.upload]: [plan],
    [p.signature]: { url: sign.url },
    [p.recorder]: { url: voice.url, duration: 3 },
  };
  const res = await respondent(t).submit(submission(p, answers, responseId));
  if (res.code !== '00000') throw new Error(JSON.stringify(res));
});
afterAll(() => t.close());

const stableLink = (key: string) => `https://cairn.test/designer/files/${p.code}/${key}`;

describe('file answers', () => {
  it('are named and signed-linked on the data board', async () => {
    const { body } = await t.api(reportBoardApi.board, { surveyCode: p.code }, { token });
    expect(body.code).toBe('00000');
    const question = body.data.questions.find((q) => q.nodeId === p.upload)!;
    const part = question.parts.find((each) => each.type === 'file');
    if (part?.type !== 'file') throw new Error('no file part');
    expect(part.items[0]!.links).toEqual([
      {
        key: planKey,
        name: 'Floor plan.pdf',
        url: expect.stringMatching(/^\/api\/files\/.+\?exp=\d+&sig=[0-9a-f]{64}$/),
      },
    ]);
    const link = part.items[0]!.links![0]!.url!;
    const res = await t.app.inject({ method: 'GET', url: link });
    expect(res.statusCode).toBe(200);
  });

  it('are written into xlsx and CSV exports as the name and a stable designer link', async () => {
    const task = await exportTask(t, token, { surveyCode: p.code });
    const rows = await readSheet(await downloadBytes(t, token, task.id));
    const cell = (rows[2] as unknown[]).find((value) => String(value).includes('Floor plan'));
    expect(cell).toBe(`Floor plan.pdf (${stableLink(planKey)})`);
    const csv = await exportTask(t, token, { surveyCode: p.code, fileType: 'csv' });
    const text = (await downloadBytes(t, token, csv.id)).toString('utf8');
    expect(text).toContain(`Floor plan.pdf (${stableLink(planKey)})`);
    expect(text).toContain('signature.png (https://cairn.test/designer/files/');
    expect(text).not.toMatch(new RegExp(`,${planKey}[,\\r]`));
  });
});
