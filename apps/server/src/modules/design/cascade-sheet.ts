import type { Lang } from '@cairn/contract';
import ExcelJS from 'exceljs';
import { AppError } from '../../http/app-error.ts';
import { loadFirstSheet, standardXlsxRefusal } from './xlsx-upload.ts';

/**
 * The cascade upload's file (spec doc 1 §5): the template's first worksheet, row 1 headers, then
 * one row per leaf path, one column per level from A. This file only turns the file into paths;
 * core's replaceCascadeOptions decides what makes valid levels.
 */

export interface CascadeSheet {
  /** One path per non-blank row, cells trimmed, trailing blanks dropped (inner blanks kept for core to refuse). */
  paths: string[][];
  /** The worksheet row number of each path, to name the row in a refusal. */
  rows: number[];
}

/**
 * Reads an uploaded file: A0112 for an .xls, A0109 for anything that is not an xlsx following the
 * template, A0111 for an xlsx that cannot be read (damaged, or expanding past the guard's limits).
 */
export async function readCascadeSheet(bytes: Buffer, fileName: string): Promise<CascadeSheet> {
  const sheet = await loadFirstSheet(bytes, (problem) => {
    // The cascade upload words "not an xlsx" and a missing sheet as A0109, the rest as the others do.
    if (problem === 'not-xlsx') return new AppError('A0109', 'not an xlsx file');
    if (problem === 'no-sheet') return new AppError('A0109', 'the workbook has no worksheet');
    if (problem === 'ole')
      return /\.xls$/i.test(fileName)
        ? new AppError('A0112')
        : new AppError('A0111', 'encrypted or not an xlsx');
    return standardXlsxRefusal(fileName)(problem);
  });
  const paths: string[][] = [];
  const rows: number[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    if (number === 1) return; // headers
    const cells: string[] = [];
    for (let column = 1; column <= row.cellCount; column++) cells.push(textOf(row.getCell(column)));
    while (cells.length > 0 && cells[cells.length - 1] === '') cells.pop();
    if (cells.length === 0) return;
    paths.push(cells);
    rows.push(number);
  });
  if (paths.length === 0) throw new AppError('A0109', 'no options below the header row');
  return { paths, rows };
}

/**
 * A cell as the author sees it: rich text joined, a formula's result, a date as yyyy-mm-dd, and a
 * cell inside a merged range the range's text (authors merge a parent level over its rows).
 */
function textOf(cell: ExcelJS.Cell): string {
  if (cell.isMerged && cell.master !== cell) return textOf(cell.master);
  const value = cell.value;
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  try {
    return cell.text.trim();
  } catch {
    return '';
  }
}

const TEMPLATE: Record<Lang, { sheet: string; file: string; headers: string[]; rows: string[][] }> = {
  zh: {
    sheet: '级联选项',
    file: '级联选项模板.xlsx',
    headers: ['一级选项', '二级选项', '三级选项'],
    rows: [
      ['广东省', '广州市', '天河区'],
      ['广东省', '广州市', '越秀区'],
      ['广东省', '深圳市', '南山区'],
      ['浙江省', '杭州市', '西湖区'],
    ],
  },
  en: {
    sheet: 'Cascade options',
    file: 'cascade-template.xlsx',
    headers: ['Level 1', 'Level 2', 'Level 3'],
    rows: [
      ['Europe', 'France', 'Paris'],
      ['Europe', 'France', 'Lyon'],
      ['Europe', 'Germany', 'Berlin'],
      ['Asia', 'Japan', 'Tokyo'],
    ],
  },
};

const built = new Map<Lang, Promise<Buffer>>();

/**
 * The downloadable template in the caller's language: headers and example rows showing that a
 * shared prefix is repeated on every row. Built once per language.
 */
export function cascadeTemplate(lang: Lang): { fileName: string; bytes: Promise<Buffer> } {
  const spec = TEMPLATE[lang];
  let bytes = built.get(lang);
  if (!bytes) {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet(spec.sheet);
    sheet.columns = spec.headers.map((header) => ({ header, width: 20 }));
    sheet.getRow(1).font = { bold: true };
    sheet.addRows(spec.rows);
    bytes = workbook.xlsx.writeBuffer().then(
      (written) => Buffer.from(written as ArrayBuffer),
      (error: unknown) => {
        built.delete(lang); // the next download tries again
        throw error;
      },
    );
    built.set(lang, bytes);
  }
  return { fileName: spec.file, bytes };
}
