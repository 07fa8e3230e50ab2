import { crc32, deflateRawSync } from 'node:zlib';
import {
  DESIGNER_CLIENT_SECRET,
  fullPath,
  optionsApi,
  type QueryValues,
  signRequest,
  type TreeEdited,
} from '@cairn/contract';
import ExcelJS from 'exceljs';
import { type FormPart, multipartBody } from './multipart.ts';
import type { Envelope, TestApp } from './test-app.ts';

/** Files for the cascade upload tests: real workbooks, and hand-made zips exceljs would choke on. */

type Cell = string | number | ExcelJS.CellRichTextValue | null;

/** An xlsx of these rows (row 1 the headers), written by exceljs like a spreadsheet program would. */
export async function workbookOf(rows: Cell[][], edit?: (sheet: ExcelJS.Worksheet) => void): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  for (const row of rows) sheet.addRow(row);
  edit?.(sheet);
  return Buffer.from((await workbook.xlsx.writeBuffer()) as ArrayBuffer);
}

/** The rows of an xlsx's first worksheet as text, to read the template back. */
export async function rowsOf(bytes: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(
    bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length) as ArrayBuffer,
  );
  const rows: string[][] = [];
  workbook.worksheets[0]!.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1).map((value) => String(value ?? '')));
  });
  return rows;
}

/** A zip of these entries (deflated), valid enough for any reader, with whatever content. */
export function zipOf(entries: { name: string; data: Buffer }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const packed = deflateRawSync(entry.data);
    const head = Buffer.alloc(30);
    head.writeUInt32LE(0x04034b50, 0);
    head.writeUInt16LE(20, 4);
    head.writeUInt16LE(8, 8);
    head.writeUInt32LE(crc32(entry.data), 14);
    head.writeUInt32LE(packed.length, 18);
    head.writeUInt32LE(entry.data.length, 22);
    head.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc32(entry.data), 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(entry.data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(head, name, packed);
    centrals.push(central, name);
    offset += head.length + name.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/**
 * POSTs the cascade upload as the designer does: multipart body, surveyCode and nodeId in the
 * signed query, the bearer token and the session's x-node-v.
 */
export async function postCascade(
  t: TestApp,
  options: { token: string; surveyCode: string; nodeId: number; version?: number; parts: FormPart[] },
): Promise<Envelope<TreeEdited>> {
  const { payload, contentType } = multipartBody(options.parts);
  const query = { surveyCode: options.surveyCode, nodeId: String(options.nodeId) };
  const time = t.deps.now();
  const headers: Record<string, string> = {
    'content-type': contentType,
    authorization: `Bearer ${options.token}`,
    time: String(time),
    sign: signRequest(query as QueryValues, undefined, time, DESIGNER_CLIENT_SECRET),
  };
  if (options.version !== undefined) headers['x-node-v'] = String(options.version);
  const url = `${fullPath(optionsApi.cascadeUpload)}?${new URLSearchParams(query)}`;
  const response = await t.app.inject({ method: 'POST', url, headers, payload });
  return response.json() as Envelope<TreeEdited>;
}
