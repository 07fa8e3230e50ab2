import { PassThrough, type Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { SheetSink } from '../exports/sheet-sink.ts';

/** Excel's rules for a sheet name: 31 characters, none of []:*?/\, unique ignoring case. */
export function sheetNames(titles: readonly string[]): string[] {
  const used = new Set<string>();
  return titles.map((title, i) => {
    const base = (title.replace(/[[\]:*?/\\]/g, '_').trim() || `Sheet${i + 1}`).slice(0, 31);
    let name = base;
    for (let n = 2; used.has(name.toLowerCase()); n++) name = `${base.slice(0, 31 - `_${n}`.length)}_${n}`;
    used.add(name.toLowerCase());
    return name;
  });
}

/**
 * A workbook of several sheets written into `out` as rows come (exceljs's streaming writer:
 * our own xlsx writer holds one sheet). Each sheet is a SheetSink, so the raw export's row
 * writer fills it as it fills its own file; a sheet's rows are committed as they are added.
 */
export function streamingWorkbook(out: Writable) {
  // exceljs ends the stream it writes: the file's stream is ended by its owner (storage commit).
  const pass = new PassThrough();
  pass.pipe(out, { end: false });
  const flushed = new Promise<void>((resolve, reject) => {
    pass.on('end', resolve);
    pass.on('error', reject);
  });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: pass,
    useSharedStrings: false,
    useStyles: false,
  });
  return {
    sheet(name: string): SheetSink {
      const sheet = workbook.addWorksheet(name);
      return {
        // The row writer reuses its values array: exceljs gets a copy.
        addRow: (values) => {
          sheet.addRow([...values]).commit();
          return undefined;
        },
        finish: async () => sheet.commit(),
      };
    },
    finish: async () => {
      await workbook.commit();
      await flushed;
    },
  };
}
