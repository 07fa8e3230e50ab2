import { FLAG_EMPTY } from '../dataset/types.ts';
import { percentOf } from '../frequency/common.ts';
import { LITTLE_ENDIAN } from '../frequency/value-histogram.ts';
import type { BannerLayout } from './banner.ts';
import { codeLookup, rowCategoryCodes } from './category-codes.ts';
import { chiSquare } from './chi-square.ts';
import { type CodeHistogram, codeHistogram, type Selection } from './histogram.ts';
import { pairwiseFamily, proportionTest } from './pairwise.ts';
import { addSlice, baseRowsPerCode, emptySums, overlappingPairs, type Sums } from './tally.ts';
import type {
  CategoricalBlock,
  ChiSquare,
  CrossBase,
  CrossCell,
  CrossTestOptions,
  CrossVariable,
} from './types.ts';

type Choice = Extract<CrossVariable, { kind: 'single' | 'multi' }>;

/** Kish's effective base of a set of rows: (Σw)² / Σw², the row count unweighted. */
export const effective = (w: number, w2: number, n: number, weighted: boolean) =>
  weighted ? (w2 > 0 ? (w * w) / w2 : 0) : n;

/** Per-row sums of one stub per column and its base, from one pass per banner group. */
function tallyStub(stub: Choice, layout: BannerLayout, selection: Selection, overlaps: Set<string>) {
  const columns = layout.columns.length;
  const rows = stub.categories.map(() => emptySums(columns));
  const base = emptySums(columns);
  // Made once per stub, whatever the number of banner groups.
  let singleCodes: [Uint8Array | Uint16Array, Uint16Array, number] | undefined;
  let bitmasks: Uint8Array | undefined;
  layout.groups.forEach((group, gi) => {
    let pass = 0;
    const histogram = (
      codes: Uint8Array | Uint16Array,
      lookup: Uint16Array,
      stubCodes: number,
      span: number,
    ): CodeHistogram => {
      const hist = codeHistogram(codes, lookup, stubCodes, group, selection, span);
      return selection.memo ? selection.memo(`${gi}/${pass++}`, hist) : hist;
    };
    const first = gi === 0;
    if (stub.kind === 'single') {
      const count = stub.categories.length;
      singleCodes ??= stub.coded
        ? [stub.coded.codes, codeLookup(stub.categories, stub.coded), stub.coded.values.length]
        : [rowCategoryCodes(stub.values, stub.categories), identity(count + 1), count + 1];
      const hist = histogram(singleCodes[0], singleCodes[1], count + 1, singleCodes[2]);
      rows.forEach((sums, r) => {
        addSlice(hist, r + 1, group, first, sums);
      });
      const all = rows.map((_, r) => r + 1);
      for (const code of all) addSlice(hist, code, group, first, base);
      overlappingPairs(group, baseRowsPerCode(hist, all, group.size), overlaps);
      return;
    }
    const combined =
      stub.flags.length <= MAX_COMBINED_FLAGS && ((1 << stub.flags.length) + 1) * group.size <= MAX_CELLS;
    if (combined) {
      // One pass: each row's code is 1 + the bitmask of its choices (0 unanswered).
      bitmasks ??= choiceCodes(stub.flags, group.length);
      const codes = bitmasks;
      const stubCodes = (1 << stub.flags.length) + 1;
      const hist = histogram(codes, identity(stubCodes), stubCodes, stubCodes);
      const all = Array.from({ length: stubCodes - 1 }, (_, c) => c + 1);
      for (const code of all) {
        const sums = emptySums(columns);
        addSlice(hist, code, group, first, sums);
        addSums(base, sums);
        rows.forEach((row, r) => {
          if ((code - 1) & (1 << r)) addSums(row, sums);
        });
      }
      overlappingPairs(group, baseRowsPerCode(hist, all, group.size), overlaps);
      return;
    }
    const answeredHist = histogram(answered(stub.flags, group.length), CHOSEN, 2, 2);
    addSlice(answeredHist, 1, group, first, base);
    overlappingPairs(group, baseRowsPerCode(answeredHist, [1], group.size), overlaps);
    stub.flags.forEach((flags, r) => {
      addSlice(histogram(flags, CHOSEN, 2, 256), 1, group, first, rows[r]!);
    });
  });
  return { rows, base };
}

/** Code 1 (chosen, or answered) counts; 0 and FLAG_EMPTY do not. */
const CHOSEN = (() => {
  const lookup = new Uint16Array(256);
  lookup[1] = 1;
  return lookup;
})();

const identity = (size: number) =>
  Uint16Array.from({ length: Math.max(size, 256) }, (_, i) => (i < size ? i : 0));

/** A multiple-choice stub of up to this many options is counted in one pass per banner group. */
const MAX_COMBINED_FLAGS = 7;
/** …when its codes × the group's codes stay within this many cells (in cache). */
const MAX_CELLS = 1 << 16;

function addSums(into: Sums, sums: Sums): void {
  for (let j = 0; j < into.w.length; j++) {
    into.w[j]! += sums.w[j]!;
    into.n[j]! += sums.n[j]!;
    into.w2[j]! += sums.w2[j]!;
  }
}

/**
 * Per row: 0 unanswered (every flag FLAG_EMPTY), else 1 + the bitmask of the options chosen.
 * Four rows a step as 32-bit words when every array starts on a word (dataset columns do): flag
 * bytes are 0, 1 or 255, so a byte's bit 0 without its bit 1 is "chosen", bit 1 clear "answered".
 */
function choiceCodes(flags: readonly Uint8Array[], length: number): Uint8Array {
  const out = new Uint8Array(length);
  const words = LITTLE_ENDIAN && flags.every((column) => column.byteOffset % 4 === 0) ? length >>> 2 : 0;
  const outWords = new Uint32Array(out.buffer, 0, words);
  for (let bit = 0; bit < flags.length; bit++) {
    const column = flags[bit]!;
    // Unaligned (a slice of the rows, slice.ts) there are no words: no view to make (it would throw).
    const flagWords = words > 0 ? new Uint32Array(column.buffer, column.byteOffset, words) : outWords;
    for (let k = 0; k < words; k++) {
      const x = flagWords[k]!;
      const high = (x >>> 1) & 0x01010101;
      outWords[k]! |= ((x & 0x01010101 & ~high) << bit) | ((~high & 0x01010101) << 7);
    }
    for (let i = words << 2; i < length; i++) {
      const flag = column[i]!;
      out[i]! |= (+(flag === 1) << bit) | (+(flag !== FLAG_EMPTY) << 7);
    }
  }
  // Bit 7 marks an answer: the code is the choices + 1 where it is set, else 0 (bytewise: the
  // choices are below 0x80, so adding 1 never carries into the next byte).
  for (let k = 0; k < words; k++) {
    const x = outWords[k]!;
    const answered = ((x >>> 7) & 0x01010101) * 0xff;
    outWords[k] = ((x & 0x7f7f7f7f) + 0x01010101) & answered;
  }
  for (let i = words << 2; i < length; i++) {
    const code = out[i]!;
    out[i] = ((code & 0x7f) + 1) * (code >>> 7);
  }
  return out;
}

/** 1 for each row that answered the multiple choice (any flag not FLAG_EMPTY), else 0. */
function answered(flags: readonly Uint8Array[], length: number): Uint8Array {
  const out = new Uint8Array(length);
  for (let c = 0; c < flags.length; c++) {
    const column = flags[c]!;
    for (let i = 0; i < length; i++) out[i]! |= +(column[i] !== FLAG_EMPTY);
  }
  return out;
}

export function categoricalBlock(
  stub: Choice,
  layout: BannerLayout,
  selection: Selection,
  options: CrossTestOptions,
): CategoricalBlock {
  const weighted = selection.weights !== null;
  const overlaps = new Set<string>();
  const { rows, base } = tallyStub(stub, layout, selection, overlaps);
  const columns = layout.columns.length;
  const bases: CrossBase[] = Array.from({ length: columns }, (_, j) => ({
    base: base.w[j]!,
    unweightedBase: base.n[j]!,
    effectiveBase: effective(base.w[j]!, base.w2[j]!, base.n[j]!, weighted),
  }));
  const crossRows = rows.map((sums, r) => ({
    label: stub.categories[r]!.label,
    value: stub.kind === 'single' ? stub.categories[r]!.value : null,
    cells: cellsOf(sums, bases, layout, options, overlaps),
  }));
  const mentions =
    stub.kind === 'multi' ? bases.map((_, j) => rows.reduce((sum, s) => sum + s.w[j]!, 0)) : null;
  const chi: ChiSquare[] = layout.variables.map((variable, group) => {
    if (stub.kind === 'multi' || variable.multiple) return { group, skipped: 'multiple-response' };
    const counts = rows.map((sums) => variable.columns.map((j) => sums.w[j]!));
    let w = 0;
    let w2 = 0;
    for (const j of variable.columns) [w, w2] = [w + base.w[j]!, w2 + base.w2[j]!];
    return chiSquare(group, counts, weighted ? (w2 > 0 ? (w * w) / w2 : 0) : null);
  });
  return {
    key: stub.key,
    label: stub.label,
    kind: 'categorical',
    multiple: stub.kind === 'multi',
    bases,
    rows: crossRows,
    mentions,
    chiSquare: chi,
  };
}

function cellsOf(
  sums: Sums,
  bases: readonly CrossBase[],
  layout: BannerLayout,
  options: CrossTestOptions,
  overlaps: Set<string>,
): CrossCell[] {
  const cells: CrossCell[] = bases.map((base, j) => ({
    count: sums.w[j]!,
    unweightedCount: sums.n[j]!,
    colPercent: percentOf(sums.w[j]!, base.base),
    rowPercent: percentOf(sums.w[j]!, sums.w[0]!),
    totalPercent: percentOf(sums.w[j]!, bases[0]!.base),
    letters: '',
    tests: [],
  }));
  for (const variable of layout.variables) {
    const letters = variable.columns.map((j) => layout.columns[j]!.letter!);
    const first = variable.columns[0] ?? 0;
    const family = pairwiseFamily(
      variable.columns,
      letters,
      (a, b) => {
        if (variable.multiple && (!variable.sameDim(a - first, b - first) || overlaps.has(`${a},${b}`)))
          return { skipped: 'overlap' };
        const [x, y] = [bases[a]!, bases[b]!];
        if (!(x.base > 0 && y.base > 0)) return { skipped: 'empty' };
        return proportionTest(sums.w[a]! / x.base, x.effectiveBase, sums.w[b]! / y.base, y.effectiveBase);
      },
      options,
    );
    variable.columns.forEach((j, k) => {
      cells[j]!.letters = family[k]!.letters;
      cells[j]!.tests = family[k]!.tests;
    });
  }
  return cells;
}
