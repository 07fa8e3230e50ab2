import type { ZManualImportBody } from '@cairn/contract';
import ExcelJS from 'exceljs';
import type { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import type { Auth, CodingDeps } from './coding-state.ts';
import { frameFromRows, parseTypedFrame } from './frame-text.ts';
import { addNetList } from './net-calls.ts';

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object' && 'richText' in value) return value.richText.map((r) => r.text).join('');
  if (typeof value === 'object' && 'text' in value) return String(value.text);
  if (typeof value === 'object' && 'result' in value) return String(value.result ?? '');
  return String(value);
}

/** The first sheet's first four columns as text (a formula's cached result, never evaluated). */
export async function frameSheetRows(bytes: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new AppError('A0106', 'send an .xlsx file with columns net, subnet, sub-subnet, keywords');
  }
  const sheet = workbook.worksheets[0];
  const rows: string[][] = [];
  if (!sheet) return rows;
  for (let r = 1; r <= Math.min(sheet.rowCount, 2000); r++) {
    const row = sheet.getRow(r);
    rows.push([1, 2, 3, 4].map((c) => cellText(row.getCell(c).value)));
  }
  return rows;
}

export async function importFrameXlsx(
  deps: CodingDeps,
  auth: Auth,
  ref: { surveyCode: string; reportId: number },
  bytes: Buffer,
) {
  const nets = frameFromRows(await frameSheetRows(bytes));
  if (nets.length === 0) throw new AppError('A0108', 'no codes in the first sheet’s columns A–C');
  return addNetList(deps, auth, ref, null, nets, { type: 3 });
}

export async function importTypedFrame(
  deps: CodingDeps,
  auth: Auth,
  body: z.output<typeof ZManualImportBody>,
) {
  const nets = parseTypedFrame(body.text);
  if (nets.length === 0) throw new AppError('A0400', 'type one code per line');
  return addNetList(deps, auth, body, null, nets, { type: 3 });
}
