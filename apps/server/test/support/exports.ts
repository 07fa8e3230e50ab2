import {
  type CallInput,
  DESIGNER_CLIENT_SECRET,
  type DownloadTask,
  downloadsApi,
  type Endpoint,
  queryValuesOf,
  signRequest,
  splitInput,
} from '@cairn/contract';
import ExcelJS from 'exceljs';
import type { TestApp } from './test-app.ts';

/** Creates an export task, runs the queued job and returns the finished task. */
export async function exportTask(
  t: TestApp,
  token: string,
  input: CallInput<typeof downloadsApi.dataExport>,
): Promise<DownloadTask> {
  const created = await t.api(downloadsApi.dataExport, input, { token });
  if (created.body.code !== '00000') throw new Error(`export failed: ${JSON.stringify(created.body)}`);
  return finishedTask(t, token, created.body.data.id);
}

/** Runs the queued export jobs and answers the task as its owner reads it then. */
export async function finishedTask(t: TestApp, token: string, id: number): Promise<DownloadTask> {
  await t.jobs.drain();
  return (await t.api(downloadsApi.task, { id }, { token })).body.data;
}

/** The bytes behind a task's signed link, fetched as a browser would (no headers). */
export async function downloadBytes(t: TestApp, token: string, id: number): Promise<Buffer> {
  const link = await t.api(downloadsApi.file, { id }, { token });
  if (link.body.code !== '00000') throw new Error(`link failed: ${JSON.stringify(link.body)}`);
  const res = await t.app.inject({ method: 'GET', url: link.body.data.url });
  if (res.statusCode !== 200) throw new Error(`download ${res.statusCode}`);
  return res.rawPayload;
}

/**
 * A described GET whose answer is a file (`answer: 'file'`), signed and with the caller's token
 * like `t.api`, which reads every answer as JSON: the raw response, headers and bytes.
 */
export async function getFile<E extends Endpoint>(
  t: TestApp,
  endpoint: E,
  input: CallInput<E>,
  options: { token?: string; headers?: Record<string, string> } = {},
) {
  const { path, query, body } = splitInput(endpoint, input as Record<string, unknown>);
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== null)
      for (const one of [value].flat()) search.append(key, String(one));
  const time = t.deps.now();
  const headers: Record<string, string> = {
    time: String(time),
    sign: signRequest(queryValuesOf(search), body, time, DESIGNER_CLIENT_SECRET),
    ...options.headers,
  };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  // A POST answering a file (the insight PDF) sends its input as JSON.
  if (body !== undefined) headers['content-type'] = 'application/json';
  const qs = search.toString();
  return t.app.inject({
    method: endpoint.method,
    url: `/api${path}${qs ? `?${qs}` : ''}`,
    headers,
    ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
  });
}

/** The first sheet of an xlsx as rows of cell values (empty cells null). */
export async function readSheet(bytes: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const rows: unknown[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => {
    const values: unknown[] = [];
    for (let c = 1; c <= sheet.columnCount; c++) {
      const v = row.getCell(c).value;
      values.push(v === undefined ? null : v);
    }
    rows.push(values);
  });
  return rows;
}
