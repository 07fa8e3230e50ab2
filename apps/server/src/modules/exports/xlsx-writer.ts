import type { Writable } from 'node:stream';
import type { CellValue } from '@cairn/core';
import { columnName } from './column-name.ts';
import { utf8Batcher } from './utf8-batcher.ts';
import { xmlAttribute, xmlText } from './xml-text.ts';
import { type ZipEntryStream, ZipWriter } from './zip-writer.ts';

/**
 * A one-sheet xlsx workbook written row by row into a stream: the smallest package Excel, LibreOffice
 * and exceljs's reader open (content types, relationships, workbook, a plain style sheet, the
 * sheet). Text cells are inline strings (`t="inlineStr"`): a shared-string table would grow with
 * every distinct answer and has to be complete before the sheet can refer to it. Numbers are
 * numbers; empty cells are left out. A cell is never a formula: nothing here writes `<f>`.
 */
export interface XlsxWriterOptions {
  sheetName: string;
  /** zlib level of the sheet (bench/README.md: level 1 against 6). */
  level: number;
  date: Date;
}

export interface XlsxWriter {
  /** Undefined when the row is taken at once; a promise to await before the next row otherwise. */
  addRow(values: readonly CellValue[]): Promise<void> | undefined;
  /** Closes the sheet and the archive; the workbook is complete in the stream once this resolves. */
  finish(): Promise<void>;
}

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';
const HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

const CONTENT_TYPES_XML = `${HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`;

const ROOT_RELS = `${HEAD}<Relationships xmlns="${PACKAGE_REL}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;

const WORKBOOK_RELS = `${HEAD}<Relationships xmlns="${PACKAGE_REL}"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${REL}/styles" Target="styles.xml"/></Relationships>`;

const STYLES = `${HEAD}<styleSheet xmlns="${MAIN}"><fonts count="1"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`;

const workbookXml = (sheetName: string) =>
  `${HEAD}<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets><sheet name="${xmlAttribute(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`;

const SHEET_START = `${HEAD}<worksheet xmlns="${MAIN}" xmlns:r="${REL}"><sheetData>`;
const SHEET_END = '</sheetData></worksheet>';

/** Leading or trailing white space survives only with xml:space="preserve". */
function textOpen(text: string): string {
  return text.charCodeAt(0) <= 32 || text.charCodeAt(text.length - 1) <= 32
    ? '<is><t xml:space="preserve">'
    : '<is><t>';
}

export async function createXlsxWriter(out: Writable, options: XlsxWriterOptions): Promise<XlsxWriter> {
  const zip = new ZipWriter(out, { level: options.level, date: options.date });
  await zip.addFile('[Content_Types].xml', CONTENT_TYPES_XML);
  await zip.addFile('_rels/.rels', ROOT_RELS);
  await zip.addFile('xl/workbook.xml', workbookXml(options.sheetName));
  await zip.addFile('xl/_rels/workbook.xml.rels', WORKBOOK_RELS);
  await zip.addFile('xl/styles.xml', STYLES);
  const sheet: ZipEntryStream = await zip.addStream('xl/worksheets/sheet1.xml');

  // `<c r="AB` per column, made once: only the row number differs from row to row.
  const cellStart: string[] = [];
  const startOf = (index: number) => {
    let start = cellStart[index];
    if (start === undefined) {
      start = `<c r="${columnName(index)}`;
      cellStart[index] = start;
    }
    return start;
  };
  let rowNumber = 0;
  // Row by row into 1 MB buffers, each handed to the sheet's deflate when full.
  const { put, flush } = utf8Batcher((chunk) => sheet.write(chunk));
  await put(SHEET_START);

  return {
    addRow(values) {
      rowNumber++;
      // The row number as text once per row, not once per cell.
      const row = String(rowNumber);
      let xml = `<row r="${row}">`;
      for (let i = 0; i < values.length; i++) {
        const value = values[i];
        if (typeof value === 'number') {
          if (Number.isFinite(value)) xml += `${startOf(i)}${row}"><v>${value}</v></c>`;
        } else if (typeof value === 'string' && value !== '') {
          xml += `${startOf(i)}${row}" t="inlineStr">${textOpen(value)}${xmlText(value)}</t></is></c>`;
        }
      }
      return put(`${xml}</row>`);
    },
    async finish() {
      await put(SHEET_END);
      await flush();
      await sheet.end();
      await zip.finish();
    },
  };
}
