import { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { crc32, inflateRawSync } from 'node:zlib';
import type { CellValue } from '@cairn/core';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { columnName } from './column-name.ts';
import { createSheetSink } from './sheet-sink.ts';
import { createXlsxWriter } from './xlsx-writer.ts';
import { xmlText } from './xml-text.ts';

/** Collects a stream's bytes; `slow` answers each write on a later turn, as a disk does. */
function collector(options: { slow?: boolean } = {}) {
  const chunks: Buffer[] = [];
  const stream = new Writable({
    highWaterMark: 1024,
    write(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk);
      if (options.slow) setImmediate(callback);
      else callback();
    },
  });
  /** Ends the stream (as storage's commit does) and gives every byte written. */
  const bytes = async () => {
    stream.end();
    await finished(stream);
    return Buffer.concat(chunks);
  };
  return { stream, chunks, bytes };
}

/** A zip's entries read through its central directory, each checked against its CRC. */
function unzip(zip: Buffer): Map<string, Buffer> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50);
    const crc = zip.readUInt32LE(at + 16);
    const compressed = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const skip = nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    const local = zip.readUInt32LE(at + 42);
    expect(zip.readUInt32LE(local)).toBe(0x04034b50);
    const dataAt = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const content = inflateRawSync(zip.subarray(dataAt, dataAt + compressed));
    expect(crc32(content) >>> 0).toBe(crc);
    entries.set(name, content);
    at += 46 + skip;
  }
  return entries;
}

async function workbookOf(rows: CellValue[][], slow = false): Promise<Buffer> {
  const out = collector({ slow });
  const writer = await createXlsxWriter(out.stream, {
    sheetName: 'data',
    level: 1,
    date: new Date('2026-11-25T12:00:00Z'),
  });
  for (const row of rows) await writer.addRow(row);
  await writer.finish();
  return out.bytes();
}

/** The first sheet as exceljs reads it (our importer's reader), empty cells null. */
async function readBack(bytes: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const rows: unknown[][] = [];
  // Both counts are computed over every row on each call: read them once.
  const [rowCount, columnCount] = [sheet.rowCount, sheet.columnCount];
  for (let r = 1; r <= rowCount; r++) {
    const row = sheet.getRow(r);
    const values: unknown[] = [];
    for (let c = 1; c <= columnCount; c++) values.push(row.getCell(c).value ?? null);
    rows.push(values);
  }
  return rows;
}

describe('xlsx writer', () => {
  it('writes text and numbers that exceljs reads back as the same values', async () => {
    const rows: CellValue[][] = [
      ['id', 'text', 'number', 'empty'],
      ['a', 'Tom & Jerry <b>"x"</b> \'y\'', 3, null],
      ['b', '中文 ┋ emoji 😀', -1.25, ''],
      ['c', '  spaced  ', 1e21, null],
      ['d', 'line one\nline two\r\nthree', 0, null],
      ['e', '\'=HYPERLINK("http://evil")', 42, null],
      ['f', '=1+1', 7, null],
      ['g', '007', 1234567.891, null],
    ];
    expect(await readBack(await workbookOf(rows))).toEqual([
      ['id', 'text', 'number', 'empty'],
      ['a', 'Tom & Jerry <b>"x"</b> \'y\'', 3, null],
      ['b', '中文 ┋ emoji 😀', -1.25, null],
      ['c', '  spaced  ', 1e21, null],
      ['d', 'line one\nline two\r\nthree', 0, null],
      ['e', '\'=HYPERLINK("http://evil")', 42, null],
      ['f', '=1+1', 7, null],
      ['g', '007', 1234567.891, null],
    ]);
  });

  it('writes text as inline strings and numbers as numbers, never a formula, skipping empty cells', async () => {
    const bytes = await workbookOf([
      ['=SUM(A1:A9)', 5, null, '', 'x'],
      [null, Number.NaN, Number.POSITIVE_INFINITY, null, '@cmd'],
    ]);
    const sheet = unzip(bytes).get('xl/worksheets/sheet1.xml')!.toString('utf8');
    expect(sheet).toContain('<row r="1"><c r="A1" t="inlineStr"><is><t>=SUM(A1:A9)</t></is></c>');
    expect(sheet).toContain('<c r="B1"><v>5</v></c><c r="E1" t="inlineStr"><is><t>x</t></is></c></row>');
    // NaN and infinity have no cell form: left empty, like null.
    expect(sheet).toContain('<row r="2"><c r="E2" t="inlineStr"><is><t>@cmd</t></is></c></row>');
    expect(sheet).not.toMatch(/<f[ >]/);
    expect(sheet).not.toContain('sharedStrings');
    const [value] = (await readBack(bytes))[0]!;
    expect(value).toBe('=SUM(A1:A9)');
  });

  it('writes a row longer than its encoding buffer whole', async () => {
    const long = `${'长'.repeat(200_000)}&${'x'.repeat(200_000)}`;
    expect(await readBack(await workbookOf([['before'], ['a', long, 1], ['after']]))).toEqual([
      ['before', null, null],
      ['a', long, 1],
      ['after', null, null],
    ]);
  });

  it('removes characters XML 1.0 cannot hold, so one bad answer cannot break the sheet', async () => {
    const bad = 'a\u0000b\u0001c\u0008d\u000Be\u000Cf\u001Fg\uFFFEh\uFFFFi\tj';
    const rows = await readBack(await workbookOf([['x', bad]]));
    expect(rows).toEqual([['x', 'abcdefghi\tj']]);
  });

  it('is a zip every part of which inflates to its CRC, with the parts Excel needs', async () => {
    const entries = unzip(await workbookOf([['a', 1]]));
    expect([...entries.keys()]).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/workbook.xml',
      'xl/_rels/workbook.xml.rels',
      'xl/styles.xml',
      'xl/worksheets/sheet1.xml',
    ]);
    expect(entries.get('xl/workbook.xml')!.toString()).toContain(
      '<sheet name="data" sheetId="1" r:id="rId1"/>',
    );
  });

  it('streams: sheet bytes leave before the end, through a slow output, and the file stays whole', async () => {
    const out = collector({ slow: true });
    const written = () => out.chunks.reduce((n, c) => n + c.length, 0);
    const writer = await createXlsxWriter(out.stream, { sheetName: 'data', level: 1, date: new Date(0) });
    const parts = written();
    const rows = 20_000;
    const row = (r: number): CellValue[] => [`answer ${(r * 7919) % 10007} of ${r}`, r, r * 1.2345678901];
    for (let r = 0; r < rows; r++) await writer.addRow(row(r));
    // Compressed sheet data reached the output while rows were still coming.
    expect(written()).toBeGreaterThan(parts);
    await writer.finish();
    const read = await readBack(await out.bytes());
    expect(read).toHaveLength(rows);
    expect(read[0]).toEqual(row(0));
    expect(read[rows - 1]).toEqual(row(rows - 1));
  });
});

describe('a failing output', () => {
  /** A disk that fills up: fails every write after the first `limit` bytes. */
  function failingAfter(limit: number) {
    let seen = 0;
    return new Writable({
      highWaterMark: 1024,
      write(chunk: Buffer, _encoding, callback) {
        seen += chunk.length;
        setImmediate(() => callback(seen > limit ? new Error('ENOSPC: no space left') : null));
      },
    });
  }

  it('fails the xlsx writer instead of leaving it waiting', async () => {
    const writer = await createXlsxWriter(failingAfter(4096), {
      sheetName: 'data',
      level: 1,
      date: new Date(0),
    });
    const run = async () => {
      for (let r = 0; r < 100_000; r++) await writer.addRow([`answer ${(r * 7919) % 10007} of ${r}`, r]);
      await writer.finish();
    };
    await expect(run()).rejects.toThrow(/ENOSPC|closed/);
  });

  it('fails the CSV sink instead of leaving it waiting', async () => {
    const sink = await createSheetSink('csv', failingAfter(4096));
    const run = async () => {
      for (let r = 0; r < 100_000; r++) await sink.addRow([`answer ${r}`, r]);
      await sink.finish();
    };
    await expect(run()).rejects.toThrow(/ENOSPC|closed/);
  });
});

describe('xml text', () => {
  it.each([
    ['plain', 'plain'],
    ['a & b', 'a &amp; b'],
    ['<t>', '&lt;t&gt;'],
    ['cr\r\nlf', 'cr&#13;\nlf'],
    ['"quotes\' stay', '"quotes\' stay'],
    ['nul\u0000', 'nul'],
  ])('%j → %j', (text, xml) => {
    expect(xmlText(text)).toBe(xml);
  });
});

describe('column names', () => {
  it.each([
    [0, 'A'],
    [25, 'Z'],
    [26, 'AA'],
    [51, 'AZ'],
    [52, 'BA'],
    [701, 'ZZ'],
    [702, 'AAA'],
    [16383, 'XFD'],
  ])('%i → %s', (index, name) => {
    expect(columnName(index)).toBe(name);
  });
});
