import { combinedDirect, type DirectCodes } from './banner-direct.ts';
import { codeLookup, rowCategoryCodes } from './category-codes.ts';
import { columnLetter } from './letters.ts';
import type { CrossColumn, CrossVariable } from './types.ts';

/** Group codes stay below this, so a stub × group histogram stays in cache. */
const MAX_GROUP = 4096;
/** A multiple-response banner variable of up to this many categories is one bitmask dimension. */
const MAX_BITS = 12;

/**
 * One dimension of a group code: a single banner variable (code = category index + 1, 0 outside
 * the table) or up to MAX_BITS categories of a multiple one (code = bitmask of categories chosen).
 */
interface Dim {
  bits: boolean;
  size: number;
  stride: number;
  /** Index (in `columns`) of the dimension's first column. */
  first: number;
  count: number;
}

/**
 * Several banner dimensions folded into one code per row (Σ code × stride), so one pass per stub
 * counts every column of the group at once.
 */
export interface BannerGroup {
  /** Each row's group code (made on first use). */
  codes: () => Uint32Array;
  /**
   * A group of one coded single variable reads its codes through a lookup instead: no array of
   * group codes to make and read (the 5 × 2 table's whole cost at 1M rows is a couple of passes).
   */
  direct: DirectCodes | null;
  length: number;
  size: number;
  dims: Dim[];
  /** Columns each group code belongs to (CSR: `members.slice(start[g], start[g + 1])`). */
  start: Int32Array;
  members: Int32Array;
}

export interface BannerVariableLayout {
  /** Column indices (Total is 0). */
  columns: number[];
  multiple: boolean;
  /** Multiple only: whether two of its columns (by position) fall in one bitmask, so overlap can be counted. */
  sameDim: (a: number, b: number) => boolean;
}

export interface BannerLayout {
  columns: CrossColumn[];
  groups: BannerGroup[];
  variables: BannerVariableLayout[];
}

interface PendingDim extends Omit<Dim, 'stride'> {
  fill: (out: Uint32Array, stride: number) => void;
  direct: BannerGroup['direct'];
}

export function bannerLayout(banner: readonly CrossVariable[], length: number): BannerLayout {
  const columns: CrossColumn[] = [
    { variableKey: null, variableLabel: null, label: 'Total', letter: null, group: null },
  ];
  const pending: PendingDim[] = [];
  const variables: BannerVariableLayout[] = [];
  banner.forEach((variable, group) => {
    if (variable.kind === 'numeric') throw new Error(`banner variable ${variable.key} is numeric`);
    const first = columns.length;
    for (const category of variable.categories)
      columns.push({
        variableKey: variable.key,
        variableLabel: variable.label,
        label: category.label,
        letter: columnLetter(columns.length - 1),
        group,
      });
    const count = variable.categories.length;
    const own = Array.from({ length: count }, (_, i) => first + i);
    if (variable.kind === 'single') {
      const direct = variable.coded
        ? {
            codes: variable.coded.codes,
            lookup: codeLookup(variable.categories, variable.coded),
            span: variable.coded.values.length,
          }
        : null;
      pending.push({
        bits: false,
        size: count + 1,
        first,
        count,
        fill: singleFill(variable, length),
        direct,
      });
      variables.push({ columns: own, multiple: false, sameDim: () => true });
      return;
    }
    for (let from = 0; from < count; from += MAX_BITS) {
      const flags = variable.flags.slice(from, from + MAX_BITS);
      pending.push({
        bits: true,
        size: 1 << flags.length,
        first: first + from,
        count: flags.length,
        fill: bitsFill(flags),
        direct: null,
      });
    }
    variables.push({
      columns: own,
      multiple: true,
      sameDim: (a, b) => Math.floor(a / MAX_BITS) === Math.floor(b / MAX_BITS),
    });
  });
  return { columns, groups: packGroups(pending, length), variables };
}

function singleFill(variable: Extract<CrossVariable, { kind: 'single' }>, length: number) {
  return (out: Uint32Array, stride: number) => {
    if (variable.coded) {
      const lookup = codeLookup(variable.categories, variable.coded);
      const codes = variable.coded.codes;
      for (let i = 0; i < length; i++) out[i]! += lookup[codes[i]!]! * stride;
      return;
    }
    const codes = rowCategoryCodes(variable.values, variable.categories);
    for (let i = 0; i < length; i++) out[i]! += codes[i]! * stride;
  };
}

function bitsFill(flags: readonly Uint8Array[]) {
  return (out: Uint32Array, stride: number) => {
    flags.forEach((flag, bit) => {
      const add = stride << bit;
      for (let i = 0; i < out.length; i++) if (flag[i] === 1) out[i]! += add;
    });
  };
}

/** Folds dimensions in order into groups whose code count stays within MAX_GROUP. */
function packGroups(pending: PendingDim[], length: number): BannerGroup[] {
  const groups: BannerGroup[] = [];
  let current: PendingDim[] = [];
  let size = 1;
  const close = () => {
    groups.push(buildGroup(current, size, length));
    current = [];
    size = 1;
  };
  for (const dim of pending) {
    if (current.length > 0 && size * dim.size > MAX_GROUP) close();
    current.push(dim);
    size *= dim.size;
  }
  // A table without banner variables still counts its Total from one group of one code.
  if (current.length > 0 || groups.length === 0) close();
  return groups;
}

function buildGroup(pending: PendingDim[], size: number, length: number): BannerGroup {
  const dims: Dim[] = [];
  let stride = 1;
  for (const { fill: _, direct: __, ...dim } of pending) {
    dims.push({ ...dim, stride });
    stride *= dim.size;
  }
  let codes: Uint32Array | null = null;
  const make = () => {
    if (codes !== null) return codes;
    codes = new Uint32Array(length);
    pending.forEach((dim, d) => {
      dim.fill(codes!, dims[d]!.stride);
    });
    return codes;
  };
  const start = new Int32Array(size + 1);
  const members: number[] = [];
  for (let g = 0; g < size; g++) {
    for (const dim of dims) {
      const code = Math.floor(g / dim.stride) % dim.size;
      if (dim.bits) {
        for (let bit = 0; bit < dim.count; bit++) if (code & (1 << bit)) members.push(dim.first + bit);
      } else if (code > 0) members.push(dim.first + code - 1);
    }
    start[g + 1] = members.length;
  }
  // No banner variable (a frequency, a dashboard tally): every row's group code is 0, read
  // through a lookup of zeros instead of an array of group codes made and read per table (one
  // zero-filled byte array shared by every such table, never written), so the four-rows-a-word
  // pass applies.
  // Several coded single variables (a question × device banner) whose codes fit a byte
  // together: one byte per row read the same way (banner-direct.ts), no group codes filled.
  const direct =
    pending.length === 1
      ? pending[0]!.direct
      : pending.length === 0
        ? { codes: zeros(length), lookup: new Uint16Array(256), span: 1 }
        : pending.every((dim) => dim.direct !== null)
          ? combinedDirect(
              pending.map((dim, d) => ({ ...dim.direct!, stride: dims[d]!.stride })),
              length,
            )
          : null;
  return { codes: make, direct, length, size, dims, start, members: Int32Array.from(members) };
}

let zeroBytes = new Uint8Array(0);

/** `length` zero bytes, from one array kept for every table without banner (grown when too short). */
function zeros(length: number): Uint8Array {
  if (zeroBytes.length < length) zeroBytes = new Uint8Array(Math.max(length, zeroBytes.length * 2));
  return zeroBytes.subarray(0, length);
}
