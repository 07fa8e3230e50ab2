import { type CallInput, type Endpoint, questionLibraryApi } from '@cairn/contract';
import type { ApiCallOptions } from './inject-call.ts';
import type { TestApp } from './test-app.ts';

const api = questionLibraryApi;

/** A described call that must succeed: its data, or an error naming the call, code and message. */
export async function must<E extends Endpoint>(
  t: TestApp,
  endpoint: E,
  input: CallInput<E>,
  token: string,
  options: ApiCallOptions = {},
) {
  const res = await t.api(endpoint, input, { token, ...options });
  if (res.body.code !== '00000')
    throw new Error(`${endpoint.method} ${endpoint.path} failed: ${res.body.code} ${res.body.message}`);
  return res.body.data;
}

export const questionFolders = (t: TestApp, token: string, dataType: 0 | 1 = 0) =>
  must(t, api.folders, { dataType }, token);

export const createQuestionFolder = (t: TestApp, token: string, name: string, dataType: 0 | 1 = 0) =>
  must(t, api.createFolder, { name, dataType }, token);

/** Saves a survey's question to a library and answers the library row. */
export const saveToLibrary = (t: TestApp, token: string, body: CallInput<typeof api.save>) =>
  must(t, api.save, body, token);

/** The library page as ids, for quick comparisons. */
export async function libraryIds(t: TestApp, token: string, query: CallInput<typeof api.list> = {}) {
  const page = await must(t, api.list, { pageSize: 200, ...query }, token);
  return page.records.map((r) => r.id);
}
