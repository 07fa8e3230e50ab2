import type { Dataset } from '../dataset/dataset.ts';
import type { DictionaryColumn } from '../dataset/dictionary.ts';
import { evaluateCondition } from './conditions.ts';
import type { Filter, FilterNode, RowMask } from './types.ts';

function evaluateNode(dataset: Dataset, node: FilterNode): Uint8Array {
  const n = dataset.length;
  if ('column' in node) {
    const out = new Uint8Array(n);
    evaluateCondition(dataset, node, out);
    return out;
  }
  if ('not' in node) {
    const out = evaluateNode(dataset, node.not);
    for (let i = 0; i < n; i++) out[i] = out[i]! ^ 1;
    return out;
  }
  const isAll = 'all' in node;
  const children = isAll ? node.all : node.any;
  // An empty `all` keeps every row, an empty `any` none (the identities of and / or).
  const out = new Uint8Array(n).fill(isAll ? 1 : 0);
  for (const child of children) {
    const part = evaluateNode(dataset, child);
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

function keepDictionary(mask: Uint8Array, column: DictionaryColumn, values: readonly string[]): void {
  const codes = values.map((value) => column.codeOf(value)).filter((code) => code !== undefined);
  const view = column.view();
  keepCodes(mask, view, codes, column.size);
}

/** Compiles a filter to a row mask over the dataset as it is now (rows appended later are not in it). */
export function compileFilter(dataset: Dataset, filter: Filter): RowMask {
  const n = dataset.length;
  const mask = filter.where ? evaluateNode(dataset, filter.where) : new Uint8Array(n).fill(1);
  // Statuses are bytes.
  if (filter.statuses) keepCodes(mask, dataset.status(), filter.statuses, 256);
  if (filter.from !== undefined || filter.to !== undefined) {
    const from = filter.from ?? Number.NEGATIVE_INFINITY;
    const to = filter.to ?? Number.POSITIVE_INFINITY;
    const times = dataset.submittedAt();
    for (let i = 0; i < n; i++) if (mask[i] && !(times[i]! >= from && times[i]! < to)) mask[i] = 0;
  }
  if (filter.sources) keepDictionary(mask, dataset.source, filter.sources);
  if (filter.devices) keepDictionary(mask, dataset.device, filter.devices);
  return mask;
}

/** How many rows a mask keeps. */
export function countMask(mask: RowMask | null, length: number): number {
  if (!mask) return length;
  let count = 0;
  for (let i = 0; i < mask.length; i++) count += mask[i]!;
  return count;
}
