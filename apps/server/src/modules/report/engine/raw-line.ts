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
  const id = cursor.string();
  if (id === undefined || !cursor.skip(JSON_CODES.COMMA)) return false;
  const seq = cursor.number();
  if (seq === undefined || !cursor.skip(JSON_CODES.COMMA)) return false;
  const version = cursor.number();
  if (version === undefined || !cursor.skip(JSON_CODES.COMMA)) return false;
  const status = cursor.string();
  if (status === undefined || !cursor.skip(JSON_CODES.COMMA)) return false;
  const weight = cursor.number();
  if (weight === undefined || !cursor.skip(JSON_CODES.COMMA)) return false;
  const time = cursor.number();
  if (time === undefined || !cursor.skip(JSON_CODES.COMMA)) return false;
  const source = cursor.string();
  if (source === undefined || !cursor.skip(JSON_CODES.COMMA)) return false;
  const device = cursor.scalar();
  if ((device !== null && typeof device !== 'string') || !cursor.skip(JSON_CODES.COMMA)) return false;
  const cellsKey = cursor.scalar();
  if ((cellsKey !== null && typeof cellsKey !== 'number') || !cursor.skip(JSON_CODES.COMMA)) return false;
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
