import type { Dataset } from '../dataset/dataset.ts';
import type { DictionaryColumn } from '../dataset/dictionary.ts';
import { keptOnes } from '../frequency/flag-words.ts';
import { LITTLE_ENDIAN } from '../frequency/value-histogram.ts';
import { evaluateCondition } from './conditions.ts';
import type { Filter, FilterNode, RowMask } from './types.ts';

/** A node's mask over rows [start, length): index i is row start + i. */
function evaluateNode(dataset: Dataset, node: FilterNode, start: number): Uint8Array {
  const n = dataset.length - start;
  if ('column' in node) {
    const out = new Uint8Array(n);
    evaluateCondition(dataset, node, out, start);
    return out;
  }
  if ('not' in node) {
    const out = evaluateNode(dataset, node.not, start);
    for (let i = 0; i < n; i++) out[i] = out[i]! ^ 1;
    return out;
  }
  const isAll = 'all' in node;
  const children = isAll ? node.all : node.any;
  // An empty `all` keeps every row, an empty `any` none (the identities of and / or).
  const out = new Uint8Array(n).fill(isAll ? 1 : 0);
  for (const child of children) {
    const part = evaluateNode(dataset, child, start);
    if (isAll) for (let i = 0; i < n; i++) out[i] = out[i]! & part[i]!;
    else for (let i = 0; i < n; i++) out[i] = out[i]! | part[i]!;
  }
  return out;
}

/**
 * Drops the rows whose code is not kept: a table of 0/1 by code (codes are small, -1 is "none")
 * ANDed into the mask, which tests no set and takes no branch per row.
 */
function keepCodes(mask: Uint8Array, codes: ArrayLike<number>, kept: Iterable<number>, size: number): void {
  const table = new Uint8Array(size + 1);
  for (const code of kept) if (code >= -1 && code < size) table[code + 1] = 1;
  for (let i = 0; i < mask.length; i++) mask[i] = mask[i]! & table[codes[i]! + 1]!;
}

function keepDictionary(
  mask: Uint8Array,
  column: DictionaryColumn,
  values: readonly string[],
  start: number,
): void {
  const codes = values.map((value) => column.codeOf(value)).filter((code) => code !== undefined);
  const view = column.view().subarray(start);
  keepCodes(mask, view, codes, column.size);
}

/**
 * Drops the rows whose one-byte code is not kept, four rows a word when both arrays start on one
 * (status codes do): each byte's 0/1 from a table of 256, put back in its lane. `fresh`: the mask
 * keeps every row so far, so the word is written, not ANDed (no pass to fill it with ones first).
 */
function keepByteCodes(mask: Uint8Array, codes: Uint8Array, kept: Iterable<number>, fresh: boolean): void {
  const table = new Int32Array(256);
  for (const code of kept) if (code >= 0 && code < 256) table[code] = 1;
  const aligned = LITTLE_ENDIAN && mask.byteOffset % 4 === 0 && codes.byteOffset % 4 === 0;
  const length = Math.min(mask.length, codes.length);
  const words = aligned ? length >>> 2 : 0;
  // An unaligned view (codes from a row past the start) cannot be made, even empty.
  const out = aligned ? new Uint32Array(mask.buffer, mask.byteOffset, words) : new Uint32Array(0);
  const x = aligned ? new Uint32Array(codes.buffer, codes.byteOffset, words) : new Uint32Array(0);
  for (let w = 0; w < words; w++) {
    const c = x[w]!;
    const keep =
      table[c & 255]! |
      (table[(c >>> 8) & 255]! << 8) |
      (table[(c >>> 16) & 255]! << 16) |
      (table[c >>> 24]! << 24);
    out[w] = fresh ? keep : out[w]! & keep;
  }
  for (let i = words << 2; i < length; i++) mask[i] = (fresh ? 1 : mask[i]!) & table[codes[i]!]!;
}

/**
 * Compiles a filter to a row mask over the dataset as it is now (rows appended later are not in
 * it). `start`: only rows [start, length), index i being row start + i — every row's membership
 * depends on that row alone, so the rows appended since a mask was made are compiled apart.
 */
export function compileFilter(dataset: Dataset, filter: Filter, start = 0): RowMask {
  const n = dataset.length - start;
  const { where, statuses } = filter;
  // With statuses and no conditions (every report's default), the status pass writes the mask.
  const mask = where
    ? evaluateNode(dataset, where, start)
    : statuses
      ? new Uint8Array(n)
      : new Uint8Array(n).fill(1);
  if (statuses) keepByteCodes(mask, dataset.status().subarray(start), statuses, !where);
  if (filter.from !== undefined || filter.to !== undefined) {
    const from = filter.from ?? Number.NEGATIVE_INFINITY;
    const to = filter.to ?? Number.POSITIVE_INFINITY;
    const times = dataset.submittedAt();
    // No branch per row (times need not come in order, so one would be mispredicted often); a
    // NaN time fails both tests, as it did. The mask's bytes are 0 or 1.
    for (let i = 0; i < n; i++) {
      const t = times[start + i]!;
      mask[i] = mask[i]! & +(t >= from) & +(t < to);
    }
  }
  if (filter.sources) keepDictionary(mask, dataset.source, filter.sources, start);
  if (filter.devices) keepDictionary(mask, dataset.device, filter.devices, start);
  return mask;
}

/** How many rows a mask keeps (four mask bytes a word). */
export function countMask(mask: RowMask | null, length: number): number {
  return mask ? keptOnes(mask) : length;
}
