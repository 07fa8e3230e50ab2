import { inflateRawSync } from 'node:zlib';

/**
 * Looks inside an uploaded xlsx (a zip) before exceljs does, because exceljs trusts the archive:
 * a few megabytes can inflate to gigabytes, or to millions of cells it would hold in memory.
 * Every entry is really inflated here (declared sizes can lie) against one budget for the whole
 * archive, and the worksheets' cells are counted. What passes is small enough to load.
 */

export type XlsxCheck = 'ok' | 'ole' | 'not-xlsx' | 'too-large' | 'corrupt';

export interface XlsxLimits {
  maxEntries: number;
  maxInflatedBytes: number;
  maxCells: number;
}

/** Far above any cascade template: at most 5,000 options of 10 levels are 50,000 cells. */
export const XLSX_LIMITS: XlsxLimits = {
  maxEntries: 1000,
  maxInflatedBytes: 32 * 1024 * 1024,
  maxCells: 100_000,
};

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_DIRECTORY = 0x06054b50;
/** OLE compound files: .xls, and also password-protected .xlsx. */
const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const WORKSHEET = /^xl\/worksheets\/[^/]+\.xml$/;
/** A cell element, with or without a namespace prefix (<c r="A1">, <x:c ...>), not <col> or <cfRule>. */
const CELL = /<(?:\w+:)?c[\s>/]/g;

export function checkXlsx(bytes: Buffer, limits: XlsxLimits = XLSX_LIMITS): XlsxCheck {
  if (OLE_MAGIC.every((byte, i) => bytes[i] === byte)) return 'ole';
  if (bytes.length < 22 || bytes.readUInt32LE(0) !== LOCAL_HEADER) return 'not-xlsx';
  const end = findEndOfDirectory(bytes);
  if (end < 0) return 'corrupt';
  const entries = bytes.readUInt16LE(end + 10);
  if (entries > limits.maxEntries) return 'too-large';
  let at = bytes.readUInt32LE(end + 16);
  let inflatedTotal = 0;
  let cells = 0;
  let hasWorkbook = false;
  for (let i = 0; i < entries; i++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== CENTRAL_HEADER) return 'corrupt';
    const flags = bytes.readUInt16LE(at + 8);
    const method = bytes.readUInt16LE(at + 10);
    const compressedSize = bytes.readUInt32LE(at + 20);
    const nameLength = bytes.readUInt16LE(at + 28);
    const localOffset = bytes.readUInt32LE(at + 42);
    const name = bytes.toString('utf8', at + 46, Math.min(at + 46 + nameLength, bytes.length));
    at += 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
    if (flags & 1) return 'corrupt'; // encrypted entries: exceljs cannot read them either
    const data = entryData(bytes, localOffset, compressedSize);
    if (!data) return 'corrupt';
    const budget = limits.maxInflatedBytes - inflatedTotal;
    const inflated = inflate(data, method, budget);
    if (typeof inflated === 'string') return inflated;
    inflatedTotal += inflated.length;
    if (inflatedTotal > limits.maxInflatedBytes) return 'too-large';
    if (WORKSHEET.test(name)) {
      cells += countCells(inflated.toString('utf8'), limits.maxCells - cells);
      if (cells > limits.maxCells) return 'too-large';
    }
    if (name === 'xl/workbook.xml') hasWorkbook = true;
  }
  return hasWorkbook ? 'ok' : 'not-xlsx';
}

/** The end-of-central-directory record, searched from the end (it may be followed by a comment). */
function findEndOfDirectory(bytes: Buffer): number {
  const earliest = Math.max(0, bytes.length - 22 - 0xffff);
  for (let at = bytes.length - 22; at >= earliest; at--) {
    if (bytes.readUInt32LE(at) === END_OF_DIRECTORY) return at;
  }
  return -1;
}

function entryData(bytes: Buffer, offset: number, size: number): Buffer | null {
  if (offset + 30 > bytes.length || bytes.readUInt32LE(offset) !== LOCAL_HEADER) return null;
  const start = offset + 30 + bytes.readUInt16LE(offset + 26) + bytes.readUInt16LE(offset + 28);
  return start + size <= bytes.length ? bytes.subarray(start, start + size) : null;
}

/** Stored or deflated data, never more than `budget` bytes of output. */
function inflate(data: Buffer, method: number, budget: number): Buffer | 'too-large' | 'corrupt' {
  if (method === 0) return data.length > budget ? 'too-large' : data;
  if (method !== 8) return 'corrupt';
  try {
    return inflateRawSync(data, { maxOutputLength: Math.max(1, budget) });
  } catch (error) {
    return (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' ? 'too-large' : 'corrupt';
  }
}

/** Cells in a worksheet's XML, counting no further than just past `room`. */
function countCells(xml: string, room: number): number {
  let count = 0;
  CELL.lastIndex = 0;
  while (CELL.exec(xml) !== null) if (++count > room) break;
  return count;
}
