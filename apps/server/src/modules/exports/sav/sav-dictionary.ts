import { ByteWriter, utf8, utf8Prefix } from './sav-bytes.ts';
import { shortNames } from './sav-names.ts';
import { segmentWidths, unitsOfWidth } from './sav-segments.ts';

/**
 * The dictionary of an SPSS system file (PSPP's "System File Format"): everything before the
 * cases, as one byte array. Pure, so it can be tested and moved without the server.
 *
 * Written: the header (bytecode compression, the weight's dictionary index, the case count or -1
 * when a stream does not know it yet), a variable record per variable (and continuation records
 * for strings over 8 bytes), value labels (records 3 and 4), then the extension records in
 * ascending subtype — 7/3 integer info (character code 65001), 7/4 floating point info, 7/7
 * multiple response sets, 7/11 measurement level, display width and alignment, 7/13 long names,
 * 7/20 the encoding "UTF-8" — and the termination record 999.
 */

export type SavMeasure = 'nominal' | 'ordinal' | 'scale';

export interface SavVariable {
  /** A valid, unique name (savNames). */
  name: string;
  /** Variable label; cut to MAX_LABEL_BYTES. */
  label?: string;
  /**
   * 0: numeric; else a string of that many bytes, up to 32767 (longer values are cut at a
   * character); over 255 a very long string of several segments (sav-segments.ts).
   */
  width: number;
  /** Numeric display: F with these decimals (default 0), or DATETIME (seconds since 1582-10-14). */
  format?: 'F' | 'DATETIME';
  decimals?: number;
  measure: SavMeasure;
  /** Numeric only; each label cut to MAX_VALUE_LABEL_BYTES. */
  valueLabels?: readonly { value: number; label: string }[];
  /** Numeric only: up to three discrete user-missing values. */
  missing?: readonly number[];
}

/** A multiple dichotomy set: the variables are 1 where the option was chosen. */
export interface SavDichotomySet {
  /** Without the `$`; made valid like a variable name. */
  name: string;
  label: string;
  countedValue: number;
  /** Names of numeric variables of the dictionary. */
  variables: readonly string[];
}

export interface SavDictionary {
  variables: readonly SavVariable[];
  dichotomySets?: readonly SavDichotomySet[];
  /** Name of a numeric variable: the file opens weighted by it (WEIGHT BY is in place). */
  weight?: string;
  fileLabel?: string;
  created: Date;
  /** -1 (the default) when unknown: the cases are streamed after the dictionary. */
  cases?: number;
}

export const MAX_STRING_WIDTH = 32767;
/** SPSS documents up to 255 bytes of variable label; longer ones are cut at a character. */
export const MAX_LABEL_BYTES = 255;
/** SPSS's limit for a value label. */
export const MAX_VALUE_LABEL_BYTES = 120;
/** The compression bias: integers from -99 to 151 are one byte in compressed data. */
export const BIAS = 100;
export const SYSMIS = -Number.MAX_VALUE;

const FORMAT_A = 1;
const FORMAT_F = 5;
const FORMAT_DATETIME = 22;
const MEASURE: Record<SavMeasure, number> = { nominal: 1, ordinal: 2, scale: 3 };
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 8-byte units a variable takes in a case. */
export function unitsOf(variable: Pick<SavVariable, 'width'>): number {
  return unitsOfWidth(variable.width);
}

function formatOf(variable: SavVariable, segmentWidth = variable.width): number {
  if (variable.width > 0) return (FORMAT_A << 16) | (segmentWidth << 8);
  if (variable.format === 'DATETIME') return (FORMAT_DATETIME << 16) | (20 << 8);
  const decimals = variable.decimals ?? 0;
  // Wide enough for the number missing codes (-999999999.00) with their decimals.
  return (FORMAT_F << 16) | ((decimals > 0 ? Math.min(40, 13 + decimals) : 8) << 8) | decimals;
}

function check(dictionary: SavDictionary): void {
  const names = new Set<string>();
  for (const v of dictionary.variables) {
    if (names.has(v.name.toUpperCase())) throw new Error(`duplicate SPSS variable name ${v.name}`);
    names.add(v.name.toUpperCase());
    if (!Number.isInteger(v.width) || v.width < 0 || v.width > MAX_STRING_WIDTH)
      throw new Error(`${v.name}: string width ${v.width} is not 1–${MAX_STRING_WIDTH}`);
    if (v.width > 0 && (v.valueLabels?.length || v.missing?.length))
      throw new Error(`${v.name}: value labels and missing values are for numeric variables`);
    if ((v.missing?.length ?? 0) > 3) throw new Error(`${v.name}: at most three missing values`);
  }
  const numeric = (name: string) =>
    dictionary.variables.find((v) => v.name === name && v.width === 0) !== undefined;
  if (dictionary.weight !== undefined && !numeric(dictionary.weight))
    throw new Error(`the weight ${dictionary.weight} is not a numeric variable`);
  for (const set of dictionary.dichotomySets ?? [])
    for (const name of set.variables)
      if (!numeric(name)) throw new Error(`set ${set.name}: ${name} is not a numeric variable`);
}

/** A label on one line: SPSS shows labels in one cell, and the MRSETS record is line based. */
function oneLine(text: string): string {
  return text.replace(/[\r\n\t]+/g, ' ');
}

/** The length-prefixed text of the MRSETS record: `<bytes> <text>`. */
function counted(text: string): string {
  return `${utf8(text).length} ${text}`;
}

export function savDictionaryBytes(dictionary: SavDictionary): Uint8Array {
  check(dictionary);
  const { variables } = dictionary;
  const shorts = shortNames(variables.map((v) => v.name));
  // 1-based dictionary index of each variable, counting continuation records.
  const index: number[] = [];
  let units = 0;
  for (const v of variables) {
    index.push(units + 1);
    units += unitsOf(v);
  }
  const weightAt =
    dictionary.weight === undefined ? -1 : variables.findIndex((v) => v.name === dictionary.weight);
  const w = new ByteWriter();

  const d = dictionary.created;
  const two = (n: number) => String(n).padStart(2, '0');
  w.fixed('$FL2', 4)
    .fixed('@(#) SPSS DATA FILE Cairn survey export', 60)
    .int32(2)
    .int32(units)
    .int32(1)
    .int32(weightAt < 0 ? 0 : index[weightAt]!)
    .int32(dictionary.cases ?? -1)
    .float64(BIAS)
    .fixed(`${two(d.getUTCDate())} ${MONTHS[d.getUTCMonth()]} ${two(d.getUTCFullYear() % 100)}`, 9)
    .fixed(`${two(d.getUTCHours())}:${two(d.getUTCMinutes())}:${two(d.getUTCSeconds())}`, 8)
    .fixed(dictionary.fileLabel ?? '', 64)
    .fixed('', 3, 0);

  const segmentNames = segmentShortNames(variables, shorts);
  variables.forEach((v, i) => {
    const label = v.label ? utf8Prefix(utf8(oneLine(v.label)), MAX_LABEL_BYTES) : null;
    const missing = v.missing ?? [];
    segmentWidths(v.width).forEach((width, k) => {
      const format = formatOf(v, width);
      const first = k === 0;
      w.int32(2)
        .int32(width)
        .int32(first && label ? 1 : 0)
        .int32(first ? missing.length : 0);
      w.int32(format)
        .int32(format)
        .fixed(first ? shorts[i]! : segmentNames.get(i)![k - 1]!, 8);
      if (first && label) w.int32(label.length).fixed(label, Math.ceil(label.length / 4) * 4);
      if (first) for (const value of missing) w.float64(value);
      for (let u = 1; u < Math.ceil(Math.max(width, 1) / 8); u++)
        w.int32(2).int32(-1).int32(0).int32(0).int32(format).int32(format).fixed('', 8);
    });
  });

  variables.forEach((v, i) => {
    if (!v.valueLabels?.length) return;
    w.int32(3).int32(v.valueLabels.length);
    for (const { value, label } of v.valueLabels) {
      const bytes = utf8Prefix(utf8(oneLine(label)), MAX_VALUE_LABEL_BYTES);
      // The length byte and the label together fill a multiple of 8 bytes.
      w.float64(value)
        .fixed(new Uint8Array([bytes.length]), 1)
        .fixed(bytes, Math.ceil((bytes.length + 1) / 8) * 8 - 1);
    }
    w.int32(4).int32(1).int32(index[i]!);
  });

  const integerInfo = new ByteWriter();
  for (const value of [1, 0, 0, -1, 1, 1, 2, 65001]) integerInfo.int32(value);
  w.extension(3, 4, 8, integerInfo.result());
  const floatInfo = new ByteWriter().float64(SYSMIS).float64(Number.MAX_VALUE).float64(SYSMIS);
  w.extension(4, 8, 3, floatInfo.result());

  const sets = dictionary.dichotomySets ?? [];
  if (sets.length > 0) {
    const shortOf = new Map(variables.map((v, i) => [v.name, shorts[i]!.toLowerCase()]));
    const text = sets
      .map(
        (set) =>
          `$${set.name}=D${counted(String(set.countedValue))} ${counted(oneLine(set.label))}` +
          set.variables.map((name) => ` ${shortOf.get(name)}`).join(''),
      )
      .join('\n');
    const bytes = utf8(`${text}\n`);
    w.extension(7, 1, bytes.length, bytes);
  }

  // One set of display parameters per segment, as PSPP writes them.
  const display = new ByteWriter();
  let segments = 0;
  for (const v of variables)
    for (const _ of segmentWidths(v.width)) {
      display
        .int32(MEASURE[v.measure])
        .int32(v.width === 0 ? 8 : Math.min(v.width, 40))
        .int32(v.width === 0 ? 1 : 0);
      segments++;
    }
  w.extension(11, 4, segments * 3, display.result());

  const longNames = utf8(variables.map((v, i) => `${shorts[i]}=${v.name}`).join('\t'));
  w.extension(13, 1, longNames.length, longNames);
  const veryLong = variables
    .map((v, i) => (v.width > 255 ? `${shorts[i]}=${String(v.width).padStart(5, '0')}\0\t` : ''))
    .join('');
  if (veryLong) {
    const bytes = utf8(veryLong);
    w.extension(14, 1, bytes.length, bytes);
  }
  const encoding = utf8('UTF-8');
  w.extension(20, 1, encoding.length, encoding);
  w.int32(999).int32(0);
  return w.result();
}

/**
 * Short names of the second and later segments of very long strings: the first segment's name
 * cut to 5 characters and a number, not used by any other variable's short or long name.
 */
function segmentShortNames(
  variables: readonly SavVariable[],
  shorts: readonly string[],
): Map<number, string[]> {
  const taken = new Set([...shorts, ...variables.map((v) => v.name.toUpperCase())]);
  const out = new Map<number, string[]>();
  let n = 0;
  variables.forEach((v, i) => {
    const count = segmentWidths(v.width).length - 1;
    if (count === 0) return;
    const names: string[] = [];
    for (let k = 0; k < count; k++) {
      let name: string;
      do name = `${shorts[i]!.slice(0, 3)}${++n}`.slice(0, 8);
      while (taken.has(name));
      taken.add(name);
      names.push(name);
    }
    out.set(i, names);
  });
  return out;
}
