import { PassThrough } from 'node:stream';
import type { CellValue } from '@cairn/core';
import ExcelJS from 'exceljs';
import { csvLine, UTF8_BOM } from './csv-line.ts';

export type FileType = 'xlsx' | 'csv';

export const CONTENT_TYPES: Record<FileType, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

/** Rows in, file bytes out: exceljs's streaming writer (each row committed as written) or CSV lines. */
export interface SheetSink {
  addRow(values: readonly CellValue[]): Promise<void>;
  finish(): Promise<Buffer>;
}

function collect(stream: PassThrough): Promise<Buffer> {
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise((resolve, reject) => {
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });
}

export function createSheetSink(fileType: FileType, sheetName = 'data'): SheetSink {
  const stream = new PassThrough();
  const done = collect(stream);
  if (fileType === 'csv') {
    stream.write(UTF8_BOM);
    return {
      async addRow(values) {
        if (!stream.write(csvLine(values))) await new Promise((r) => stream.once('drain', r));
      },
      async finish() {
        stream.end();
        return done;
      },
    };
  }
  // Inline strings rather than a shared-string table: the table would grow with every answer.
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useSharedStrings: false,
    useStyles: false,
  });
  const sheet = workbook.addWorksheet(sheetName);
  return {
    async addRow(values) {
      // Values are plain strings and numbers: exceljs writes a formula only for { formula } objects.
      sheet.addRow(values.map((v) => (v === null ? undefined : v))).commit();
    },
    async finish() {
      sheet.commit();
      await workbook.commit();
      return done;
    },
  };
}
