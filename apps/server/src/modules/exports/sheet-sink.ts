import type { Writable } from 'node:stream';
import type { CellValue } from '@cairn/core';
import { csvEncoder } from './csv-encoder.ts';
import { UTF8_BOM } from './csv-line.ts';
import { drained } from './drained.ts';
import { createXlsxWriter } from './xlsx-writer.ts';

/** sav is written by sav/export-sav.ts, not through a sheet sink. */
export type FileType = 'xlsx' | 'csv' | 'sav';

export const CONTENT_TYPES: Record<FileType, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
  sav: 'application/x-spss-sav',
};

/**
 * The sheet XML's deflate level. Level 1 against 6 on the 100k-response bench sheet,
 * bench/README.md (raw export): 1.1 s of CPU against 4.5 s, for a file about a third larger.
 */
export const XLSX_LEVEL = 1;

/** Rows in, file bytes out into a stream as they are made: nothing grows with the row count. */
export interface SheetSink {
  /** Undefined when the row is taken at once; a promise to await before the next row otherwise. */
  addRow(values: readonly CellValue[]): Promise<void> | undefined;
  /** Writes what is left; the file is complete in the stream once this resolves (the stream stays open). */
  finish(): Promise<void>;
  /** CSV only: records already encoded (csv-chunk.ts), after every row added before. */
  addBytes?(buffers: readonly Buffer[]): Promise<void>;
}

async function csvSink(out: Writable): Promise<SheetSink> {
  const send = async (chunk: Buffer) => {
    if (!out.write(chunk)) await drained(out);
  };
  const { put, putText, flush } = csvEncoder(send);
  await putText(UTF8_BOM);
  return {
    addRow: put,
    finish: flush,
    async addBytes(buffers) {
      await flush();
      for (const buffer of buffers) await send(buffer);
    },
  };
}

export async function createSheetSink(
  fileType: FileType,
  out: Writable,
  options: { sheetName?: string; date?: Date; level?: number } = {},
): Promise<SheetSink> {
  if (fileType === 'csv') return csvSink(out);
  if (fileType === 'sav') throw new Error('a .sav is written by exportSav, not a sheet sink');
  return createXlsxWriter(out, {
    sheetName: options.sheetName ?? 'data',
    level: options.level ?? XLSX_LEVEL,
    date: options.date ?? new Date(),
  });
}
