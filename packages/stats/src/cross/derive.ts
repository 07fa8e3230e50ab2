import { FLAG_EMPTY } from '../dataset/types.ts';
import type { CodedValues } from '../dataset/value-codes.ts';
import { rowCategoryCodes } from './category-codes.ts';
import type { CrossVariable } from './types.ts';

/**
 * Variables made from others, so the engine crosses bands of a number, NPS groups, response
 * metadata and tag lists like any question. Each is made once per table, as typed arrays.
 */

type Single = Extract<CrossVariable, { kind: 'single' }>;
type Multi = Extract<CrossVariable, { kind: 'multi' }>;

export interface Band {
  label: string;
  /** Inclusive; absent: no lower bound. */
  min?: number;
  /** Inclusive; absent: no upper bound. */
  max?: number;
}

/** The band (index + 1) a value falls in first, or NaN when none holds it. */
function bandOf(x: number, bands: readonly Band[]): number {
  for (let b = 0; b < bands.length; b++) {
    const { min = -Infinity, max = Infinity } = bands[b]!;
    if (x >= min && x <= max) return b + 1;
  }
  return Number.NaN;
}

/**
 * Bands of a number (value = band index + 1); a value falls in the first band that holds it, else
 * is left out. Given the column's one-byte codes (of the same rows), the bands are worked out per
 * code, not per row: the variable shares the codes, each code's value being its band's, and its
 * float values are made only if something reads them (the engine reads the codes).
 */
export function bandVariable(
  key: string,
  label: string,
  values: Float64Array,
  bands: readonly Band[],
  coded?: CodedValues | null,
): Single {
  const categories = bands.map((band, b) => ({ value: b + 1, label: band.label }));
  if (coded && coded.codes.length === values.length)
    return codedSingle(key, label, categories, {
      codes: coded.codes,
      values: coded.values.map((value) => bandOf(value, bands)),
    });
  const out = new Float64Array(values.length);
  for (let i = 0; i < values.length; i++) out[i] = bandOf(values[i]!, bands);
  return { kind: 'single', key, label, categories, values: out };
}

/**
 * A single variable known by its codes, whose float values (each row's code's value) are made on
 * first read and kept: only the paths without a coded pass (nesting, a non-coded fallback) read
 * them.
 */
function codedSingle(
  key: string,
  label: string,
  categories: Single['categories'],
  coded: CodedValues,
): Single {
  let values: Float64Array | null = null;
  return {
    kind: 'single',
    key,
    label,
    categories,
    coded,
    get values() {
      if (values === null) {
        const table = Float64Array.from(coded.values);
        values = new Float64Array(coded.codes.length);
        for (let i = 0; i < values.length; i++) values[i] = table[coded.codes[i]!]!;
      }
      return values;
    },
  };
}

const NPS_BANDS: readonly Band[] = [
  { label: 'Detractors (0–6)', min: 0, max: 6 },
  { label: 'Passives (7–8)', min: 7, max: 8 },
  { label: 'Promoters (9–10)', min: 9, max: 10 },
];

/**
 * NPS groups of a 0–10 answer: detractors 0–6, passives 7–8, promoters 9–10 (values 1, 2, 3),
 * named by `labels` when given (English otherwise); `coded` as for `bandVariable`.
 */
export function npsGroups(
  key: string,
  label: string,
  values: Float64Array,
  coded?: CodedValues | null,
  labels?: readonly string[],
): Single {
  const bands = NPS_BANDS.map((band, b) => ({ ...band, label: labels?.[b] ?? band.label }));
  return bandVariable(key, label, values, bands, coded);
}

/**
 * A dictionary-coded column (source, device, status): code i is `labels[i]`; `missing` (default −1)
 * is empty. Made as one-byte codes (code i + 1; 0 empty or unnamed), so the engine counts it as a
 * coded column (a banner reads it through a lookup) and its floats are made only if read: no
 * 8-byte value per row and no category pass over them for each table.
 */
export function dictionaryVariable(
  key: string,
  label: string,
  codes: Int32Array | Uint8Array,
  labels: readonly string[],
  missing = -1,
): Single {
  const categories = labels.map((name, value) => ({ value, label: name }));
  const top = labels.length;
  if (top < 255) {
    const bytes = new Uint8Array(codes.length);
    let named = true;
    if (missing === -1) {
      // Empty (−1) is code 0 as it is: code + 1 for every row, no branch per row; any code
      // outside −1 … top − 1 shows as (code + 1) read unsigned above `top`.
      let outside = 0;
      for (let i = 0; i < codes.length; i++) {
        const code = codes[i]! + 1;
        bytes[i] = code;
        outside |= +(code >>> 0 > top);
      }
      named = outside === 0;
    } else
      for (let i = 0; i < codes.length && named; i++) {
        const code = codes[i]!;
        if (code === missing) continue;
        // A code no label names keeps its value (the float path below), as it always did.
        named = code >= 0 && code < top;
        bytes[i] = code + 1;
      }
    const values = [Number.NaN, ...labels.map((_, value) => value)];
    if (named) return codedSingle(key, label, categories, { codes: bytes, values });
  }
  const values = new Float64Array(codes.length);
  for (let i = 0; i < codes.length; i++) values[i] = codes[i] === missing ? Number.NaN : codes[i]!;
  return { kind: 'single', key, label, categories, values };
}

const DAY = 86_400_000;

/**
 * Collection day ('YYYY-MM-DD') or ISO week ('YYYY-Www') of each submission time (ms), in local
 * time `offsetMinutes` east of UTC. Value: the day's number since 1970-01-01 (a week's Monday);
 * categories: the days or weeks that occur, ascending.
 */
export function timeVariable(
  key: string,
  label: string,
  submittedAt: Float64Array,
  unit: 'day' | 'week',
  offsetMinutes: number,
): Single {
  const values = new Float64Array(submittedAt.length);
  const seen = new Set<number>();
  for (let i = 0; i < submittedAt.length; i++) {
    const t = submittedAt[i]!;
    if (!Number.isFinite(t)) {
      values[i] = Number.NaN;
      continue;
    }
    const day = Math.floor((t + offsetMinutes * 60_000) / DAY);
    // 1970-01-01 was a Thursday: (day + 3) mod 7 is days since Monday.
    const value = unit === 'day' ? day : day - ((((day + 3) % 7) + 7) % 7);
    values[i] = value;
    seen.add(value);
  }
  const categories = [...seen]
    .sort((a, b) => a - b)
    .map((value) => ({ value, label: unit === 'day' ? dayLabel(value) : weekLabel(value) }));
  return { kind: 'single', key, label, categories, values };
}

const dayLabel = (day: number) => new Date(day * DAY).toISOString().slice(0, 10);

/** ISO week of a Monday: the week belongs to the year of its Thursday. */
function weekLabel(monday: number): string {
  const thursday = new Date((monday + 3) * DAY);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((monday + 3 - Date.UTC(year, 0, 1) / DAY) / 7) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/**
 * A multiple-response variable from lists of tags ("a; b"): one category per distinct trimmed
 * tag, in the order first met. A null text is unanswered (FLAG_EMPTY in every category).
 */
export function listVariable(
  key: string,
  label: string,
  texts: readonly (string | null)[],
  separator: string,
): Multi {
  const index = new Map<string, number>();
  const lists = texts.map((text) => {
    if (text === null) return null;
    const tags = text
      .split(separator)
      .map((tag) => tag.trim())
      .filter((tag) => tag !== '');
    for (const tag of tags) if (!index.has(tag)) index.set(tag, index.size);
    return tags;
  });
  const flags = [...index.keys()].map(() => new Uint8Array(texts.length));
  lists.forEach((tags, i) => {
    if (tags === null) for (const column of flags) column[i] = FLAG_EMPTY;
    else for (const tag of tags) flags[index.get(tag)!]![i] = 1;
  });
  return { kind: 'multi', key, label, categories: [...index.keys()].map((tag) => ({ label: tag })), flags };
}

type Choice = Single | Multi;

/**
 * One level of nesting: a category per (outer, inner) pair, labelled 'outer / inner', holding
 * the rows in both. Two single variables give a single one; otherwise a multiple one, unanswered
 * where either is.
 */
export function nestVariables(outer: Choice, inner: Choice): Choice {
  const key = `${outer.key}/${inner.key}`;
  const label = `${outer.label} / ${inner.label}`;
  const categories = outer.categories.flatMap((o) => inner.categories.map((i) => `${o.label} / ${i.label}`));
  const innerCount = inner.categories.length;
  if (outer.kind === 'single' && inner.kind === 'single') {
    const a = rowCategoryCodes(outer.values, outer.categories);
    const b = rowCategoryCodes(inner.values, inner.categories);
    const values = new Float64Array(a.length);
    for (let i = 0; i < a.length; i++)
      values[i] = a[i] === 0 || b[i] === 0 ? Number.NaN : (a[i]! - 1) * innerCount + b[i]!;
    return {
      kind: 'single',
      key,
      label,
      categories: categories.map((name, c) => ({ value: c + 1, label: name })),
      values,
    };
  }
  const [outerIn, outerAnswered] = membership(outer);
  const [innerIn, innerAnswered] = membership(inner);
  const length = outerAnswered.length;
  const flags = categories.map((_, c) => {
    const o = outerIn[Math.floor(c / innerCount)]!;
    const n = innerIn[c % innerCount]!;
    const column = new Uint8Array(length);
    for (let i = 0; i < length; i++)
      column[i] = outerAnswered[i] && innerAnswered[i] ? o[i]! & n[i]! : FLAG_EMPTY;
    return column;
  });
  return { kind: 'multi', key, label, categories: categories.map((name) => ({ label: name })), flags };
}

/** Per category, 1 for each row in it; and 1 for each row that answered. */
function membership(variable: Choice): [Uint8Array[], Uint8Array] {
  if (variable.kind === 'single') {
    const codes = rowCategoryCodes(variable.values, variable.categories);
    const answered = new Uint8Array(codes.length);
    for (let i = 0; i < codes.length; i++) answered[i] = +(codes[i] !== 0);
    const member = variable.categories.map((_, c) => {
      const column = new Uint8Array(codes.length);
      for (let i = 0; i < codes.length; i++) column[i] = +(codes[i] === c + 1);
      return column;
    });
    return [member, answered];
  }
  const length = variable.flags[0]?.length ?? 0;
  const answered = new Uint8Array(length);
  for (const column of variable.flags)
    for (let i = 0; i < length; i++) answered[i]! |= +(column[i] !== FLAG_EMPTY);
  const member = variable.flags.map((column) => {
    const out = new Uint8Array(length);
    for (let i = 0; i < length; i++) out[i] = +(column[i] === 1);
    return out;
  });
  return [member, answered];
}
