import { BIAS, type SavVariable, unitsOf } from './sav-dictionary.ts';
import { type Segment, segmentsOf } from './sav-segments.ts';

/**
 * The cases of a system file in bytecode compression, written into a buffer handed out in
 * pieces, so a million cases never sit in memory. Each 8-byte unit of a case becomes one code in
 * a block of eight: 1–251 an integer (code − 100), 254 a string unit of spaces, 255
 * system-missing, 253 "the 8 bytes follow" (after the block's codes). Blocks run on across
 * cases; the last is padded with code 0.
 */

export type SavValue = number | string | null | undefined;

const CODE_RAW = 253;
const CODE_SPACES = 254;
const CODE_SYSMIS = 255;
const SPACE = 0x20;
const encoder = new TextEncoder();

export interface SavCaseWriter {
  /** Adds one case, values in dictionary order: a number (null: system-missing) or a string. */
  add(values: readonly SavValue[]): void;
  /** The bytes of whole blocks written so far, when there are at least `min`; else null. */
  take(min: number): Uint8Array | null;
  /** The rest, the last block padded: call once, after the last case. */
  end(): Uint8Array;
}

export function savCaseWriter(variables: readonly SavVariable[]): SavCaseWriter {
  const widths = variables.map((v) => v.width);
  const segments: (Segment[] | null)[] = variables.map((v) => (v.width === 0 ? null : segmentsOf(v.width)));
  const caseUnits = variables.reduce((sum, v) => sum + unitsOf(v), 0);
  // Worst case of one case: every unit raw, plus a code byte each.
  const caseMax = caseUnits * 9 + 8;
  const maxWidth = Math.max(8, ...widths);
  const text = new Uint8Array(Math.ceil(maxWidth / 8) * 8);
  // One segment's units, blank-padded (a very long string's segments hold 255 bytes of 256).
  const slot = new Uint8Array(256);
  let buffer = new Uint8Array(Math.max(1 << 20, caseMax * 2));
  let view = new DataView(buffer.buffer);
  let length = 0;
  /** Where the open block's codes are, and how many it holds (8: none open). */
  let block = 0;
  let codes = 8;

  const code = (value: number) => {
    if (codes === 8) {
      block = length;
      buffer.fill(0, length, length + 8);
      length += 8;
      codes = 0;
    }
    buffer[block + codes++] = value;
  };

  const room = (n: number) => {
    if (length + n <= buffer.length) return;
    const next = new Uint8Array(Math.max(buffer.length * 2, length + n));
    next.set(buffer.subarray(0, length));
    buffer = next;
    view = new DataView(next.buffer);
  };

  const number = (value: SavValue) => {
    const n = typeof value === 'number' ? value : value == null || value === '' ? Number.NaN : Number(value);
    if (Number.isNaN(n)) return code(CODE_SYSMIS);
    if (Number.isInteger(n) && n >= 1 - BIAS && n <= 251 - BIAS) return code(n + BIAS);
    code(CODE_RAW);
    view.setFloat64(length, n, true);
    length += 8;
  };

  const blanks = (units: number) => {
    for (let u = 0; u < units; u++) code(CODE_SPACES);
  };

  const string = (value: SavValue, width: number, parts: readonly Segment[]) => {
    if (value === null || value === undefined || value === '') {
      for (const part of parts) blanks(part.units);
      return;
    }
    // encodeInto writes whole characters only: a longer text is cut before the one that overflows.
    const { written } = encoder.encodeInto(String(value), text.subarray(0, width));
    for (const part of parts) {
      // Units past the text are blank without looking; the ones holding text are checked.
      const filled = Math.min(part.length, Math.max(0, written - part.from));
      const used = Math.ceil(filled / 8);
      if (used > 0) {
        slot.fill(SPACE, 0, used * 8);
        slot.set(text.subarray(part.from, part.from + filled));
      }
      for (let u = 0; u < used; u++) {
        let blank = true;
        for (let b = u * 8; b < u * 8 + 8; b++)
          if (slot[b] !== SPACE) {
            blank = false;
            break;
          }
        if (blank) code(CODE_SPACES);
        else {
          code(CODE_RAW);
          buffer.set(slot.subarray(u * 8, u * 8 + 8), length);
          length += 8;
        }
      }
      blanks(part.units - used);
    }
  };

  return {
    add(values) {
      room(caseMax);
      for (let i = 0; i < widths.length; i++) {
        const width = widths[i]!;
        if (width === 0) number(values[i]);
        else string(values[i], width, segments[i]!);
      }
    },
    take(min) {
      const whole = codes === 8 ? length : block;
      if (whole < min || whole === 0) return null;
      const out = buffer.slice(0, whole);
      const rest = buffer.slice(whole, length);
      buffer = new Uint8Array(buffer.length);
      buffer.set(rest);
      view = new DataView(buffer.buffer);
      length = rest.length;
      block -= whole;
      return out;
    },
    end() {
      const out = buffer.slice(0, length);
      length = 0;
      codes = 8;
      return out;
    },
  };
}
