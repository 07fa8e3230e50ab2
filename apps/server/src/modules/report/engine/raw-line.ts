import { JSON_CODES, type JsonCursor } from '@cairn/stats';
import type { ResponseStatus } from '../../../db/schema/responses.ts';

/** A RawRow's fields before its answers (raw-rows.ts), read in place from its line. */
export interface RawHead {
  id: string;
  seq: number;
  version: number;
  status: ResponseStatus;
  weight: number;
  time: number;
  source: string;
  device: string | null;
  cellsKey: number | null;
}

/**
 * Reads a line's head up to its answers, leaving the cursor on them. False when the line is not
 * in the shape rows-reader.ts's SQL writes; the caller then parses the whole line with JSON.parse,
 * which also says what is wrong with it.
 */
export function readRawHead(cursor: JsonCursor, head: RawHead): boolean {
  if (!cursor.skip(JSON_CODES.OPEN)) return false;
  // Read on after a field that failed: the line is refused below, and what comes back meanwhile
  // (undefined, or a value from the wrong place) is never used.
  const id = field(cursor, cursor.string());
  const seq = field(cursor, cursor.number());
  const version = field(cursor, cursor.number());
  const status = field(cursor, cursor.string());
  const weight = field(cursor, cursor.number());
  const time = field(cursor, cursor.number());
  const source = field(cursor, cursor.string());
  const device = field(cursor, cursor.scalar());
  const cellsKey = field(cursor, cursor.scalar());
  if (
    id === undefined ||
    seq === undefined ||
    version === undefined ||
    status === undefined ||
    weight === undefined ||
    time === undefined ||
    source === undefined ||
    (device !== null && typeof device !== 'string') ||
    (cellsKey !== null && typeof cellsKey !== 'number')
  )
    return false;
  head.id = id;
  head.seq = seq;
  head.version = version;
  head.status = status as ResponseStatus;
  head.weight = weight;
  head.time = time;
  head.source = source;
  head.device = device;
  head.cellsKey = cellsKey;
  return true;
}

/** A field's value when the comma after it follows, else undefined. */
function field<T>(cursor: JsonCursor, value: T | undefined): T | undefined {
  return value !== undefined && cursor.skip(JSON_CODES.COMMA) ? value : undefined;
}

export function emptyRawHead(): RawHead {
  return {
    id: '',
    seq: 0,
    version: 0,
    status: 'complete',
    weight: 1,
    time: 0,
    source: '',
    device: null,
    cellsKey: null,
  };
}
