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

function keepDictionary(mask: Uint8Array, column: DictionaryColumn, values: readonly string[]): void {
  const codes = new Set(values.map((value) => column.codeOf(value)).filter((code) => code !== undefined));
  const view = column.view();
  for (let i = 0; i < mask.length; i++) if (mask[i] && !codes.has(view[i]!)) mask[i] = 0;
}

/** Compiles a filter to a row mask over the dataset as it is now (rows appended later are not in it). */
export function compileFilter(dataset: Dataset, filter: Filter): RowMask {
  const n = dataset.length;
  const mask = filter.where ? evaluateNode(dataset, filter.where) : new Uint8Array(n).fill(1);
  if (filter.statuses) {
    const keep = new Set(filter.statuses);
    const status = dataset.status();
    for (let i = 0; i < n; i++) if (mask[i] && !keep.has(status[i]!)) mask[i] = 0;
  }
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
