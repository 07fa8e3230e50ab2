import type { LibraryQuestion, QuestionFolder } from '@cairn/contract';
import { V1 } from './design.ts';
import type { TestApp } from './test-app.ts';

export const QL = `${V1}/library`;

/** A call that must succeed: its data, or an error naming the code and message. */
export async function must<T>(
  t: TestApp,
  method: 'GET' | 'POST',
  url: string,
  token: string,
  options: { body?: unknown; query?: Record<string, string>; headers?: Record<string, string> } = {},
): Promise<T> {
  const res = await t.call<T>(method, url, { token, ...options });
  if (res.body.code !== '00000')
    throw new Error(`${method} ${url} failed: ${res.body.code} ${res.body.message}`);
  return res.body.data;
}

export const questionFolders = (t: TestApp, token: string, dataType = 0) =>
  must<QuestionFolder[]>(t, 'GET', `${QL}/category`, token, { query: { dataType: String(dataType) } });

export const createQuestionFolder = (t: TestApp, token: string, name: string, dataType = 0) =>
  must<QuestionFolder>(t, 'POST', `${QL}/category`, token, { body: { name, dataType } });

/** Saves a survey's question to a library and answers the library row. */
export const saveToLibrary = (
  t: TestApp,
  token: string,
  body: { surveyCode: string; nodeId: number; dataType?: number; folderId?: number },
) => must<LibraryQuestion>(t, 'POST', QL, token, { body });

/** The library page as ids, for quick comparisons. */
export async function libraryIds(t: TestApp, token: string, query: Record<string, string> = {}) {
  const page = await must<{ total: number; records: LibraryQuestion[] }>(t, 'GET', QL, token, {
    query: { pageSize: '200', ...query },
  });
  return page.records.map((r) => r.id);
}
