import {
  type CallInput,
  discussionRollApi,
  type Endpoint,
  fullPath,
  projectsApi,
  type RollImportReport,
} from '@cairn/contract';
import { postMultipart } from './multipart.ts';
import type { Envelope, TestApp } from './test-app.ts';
import { workbookOf } from './xlsx.ts';

/** Helpers of the interviewee roll's tests (discussion-roll*.test.ts). */

export async function newInterviewProject(t: TestApp, token: string): Promise<string> {
  const res = await t.api(projectsApi.init, { projectType: 1, title: '门店访谈' }, { token });
  if (res.body.code !== '00000') throw new Error(`project init failed: ${res.body.code}`);
  return res.body.data.code;
}

export async function call<E extends Endpoint>(t: TestApp, token: string, endpoint: E, input: CallInput<E>) {
  return (await t.api(endpoint, input, { token })).body;
}

/** POSTs a roll file as the designer does (multipart, surveyCode in the signed query). */
export async function importFile(
  t: TestApp,
  token: string,
  surveyCode: string,
  content: Uint8Array | string,
  fileName = 'roll.xlsx',
): Promise<Envelope<RollImportReport>> {
  const res = await postMultipart<RollImportReport>(t, fullPath(discussionRollApi.importRoll), {
    token,
    query: { surveyCode },
    parts: [{ name: 'file', fileName, content }],
  });
  return res.body;
}

/** An xlsx of these rows (row 1 the headers) imported into the roll. */
export async function importRows(
  t: TestApp,
  token: string,
  surveyCode: string,
  rows: (string | number | null)[][],
): Promise<Envelope<RollImportReport>> {
  return importFile(t, token, surveyCode, await workbookOf(rows));
}
