import type { DownloadLink, DownloadTask } from '@cairn/contract';
import ExcelJS from 'exceljs';
import type { TestApp } from './test-app.ts';

/** Creates an export task, runs the queued job and returns the finished task. */
export async function exportTask(
  t: TestApp,
  token: string,
  body: Record<string, unknown>,
): Promise<DownloadTask> {
  const created = await t.call<DownloadTask>('POST', '/api/report/v1/data-export', { token, body });
  if (created.body.code !== '00000') throw new Error(`export failed: ${JSON.stringify(created.body)}`);
  await t.jobs.drain();
  const task = await t.call<DownloadTask>('GET', `/api/report/v1/downloads/${created.body.data.id}`, {
    token,
  });
  return task.body.data;
}

/** The bytes behind a task's signed link, fetched as a browser would (no headers). */
export async function downloadBytes(t: TestApp, token: string, id: number): Promise<Buffer> {
  const link = await t.call<DownloadLink>('GET', '/api/report/v1/downloads/download-file', {
    token,
    query: { id: String(id) },
  });
  if (link.body.code !== '00000') throw new Error(`link failed: ${JSON.stringify(link.body)}`);
  const res = await t.app.inject({ method: 'GET', url: link.body.data.url });
  if (res.statusCode !== 200) throw new Error(`download ${res.statusCode}`);
  return res.rawPayload;
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
