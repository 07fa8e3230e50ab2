import { Growable } from './growable.ts';

/** The code of an empty cell (NaN). */
export const CODE_EMPTY = 0;
/** Codes 1..255 name values; a column with more distinct values keeps no codes. */
const MAX_CODES = 255;
/** Integers in [SMALL_MIN, SMALL_MIN + SMALL_SPAN) find their code in a table, not a map. */
const SMALL_MIN = -128;
const SMALL_SPAN = 1152;

/**
 * A number column's values as one byte per row: the column's distinct values numbered in the
 * order first seen (1..255), 0 for an empty cell. Category codes, ratings, NPS, ranks, sliders
 * and ages have a few distinct values, and counting bytes four to a word is several times cheaper
 * than reading eight-byte floats (frequency/coded-histogram.ts).
 */
export interface CodedValues {
  /** One code per row, CODE_EMPTY when the cell is empty; starts on a 4-byte boundary. */
  codes: Uint8Array;
  /** The value of each code (index 0, the empty code, is NaN). */
  values: readonly number[];
}

/**
 * Keeps a column's codes beside its float values. The codes are given up for good (`view` null)
 * once the column holds more than 255 distinct values, or −0 (the frequencies count it with 0 in a
 * way one code cannot reproduce exactly; a dataset never hands it one, since cells.ts holds a typed
 * −0 as 0).
 */
export class ValueCodes {
  private data: Growable<Uint8Array> | null = new Growable(Uint8Array);
  private readonly values: number[] = [Number.NaN];
  private readonly small = new Uint8Array(SMALL_SPAN);
  private readonly others = new Map<number, number>();
  /** `pushAll`'s codes before they are appended. */
  private scratch = new Uint8Array(0);

  push(value: number): void {
    const code = this.encode(value);
    this.data?.push(code);
  }

  /** `push` of each value in turn. */
  pushAll(values: Float64Array): void {
    if (this.data === null) return;
    if (this.scratch.length < values.length) this.scratch = new Uint8Array(values.length);
    const codes = this.scratch;
    for (let i = 0; i < values.length; i++) codes[i] = this.encode(values[i]!);
    // Encoding may have given the codes up part way.
    this.data?.pushAll(values.length === codes.length ? codes : codes.subarray(0, values.length));
  }

  /** Overwrites the code of a filled row. */
  set(index: number, value: number): void {
    const code = this.encode(value);
    this.data?.set(index, code);
  }

  reserve(extra: number): void {
    this.data?.reserve(extra);
  }

  /** The codes of every row, or null when the column has given them up (a view: take it again after appending). */
  view(): CodedValues | null {
    return this.data === null ? null : { codes: this.data.view(), values: this.values };
  }

  private encode(value: number): number {
    if (this.data === null || Number.isNaN(value)) return CODE_EMPTY;
    const slot = value - SMALL_MIN;
    if ((slot | 0) === slot && slot >= 0 && slot < SMALL_SPAN) {
      if (value === 0 && 1 / value < 0) return this.giveUp();
      const code = this.small[slot]!;
      if (code !== 0) return code;
      const added = this.add(value);
      this.small[slot] = added;
      return added;
    }
    const code = this.others.get(value);
    if (code !== undefined) return code;
    const added = this.add(value);
    if (added !== CODE_EMPTY) this.others.set(value, added);
    return added;
  }

  private add(value: number): number {
    if (this.values.length > MAX_CODES) return this.giveUp();
    this.values.push(value);
    return this.values.length - 1;
  }

  private giveUp(): number {
    this.data = null;
    return CODE_EMPTY;
  }
}
