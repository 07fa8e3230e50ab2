import { utf8, utf8Prefix } from './sav-bytes.ts';

/**
 * Variable names SPSS and PSPP accept, made from question codes. A name holds letters (any
 * script: the file is UTF-8), digits and `_ . @ # $`, starts with a letter, is at most 64 bytes,
 * does not end with `.` or `_` (a `.` reads as the end of a command), is not one of syntax's
 * reserved words, and is unique ignoring case. Anything else is replaced by `_`, a name not
 * starting with a letter gets a `V` before it, and a repeat gets `_2`, `_3` … after it.
 */

export const MAX_NAME_BYTES = 64;
const RESERVED = new Set(['ALL', 'AND', 'BY', 'EQ', 'GE', 'GT', 'LE', 'LT', 'NE', 'NOT', 'OR', 'TO', 'WITH']);

function cut(text: string, bytes: number): string {
  return new TextDecoder().decode(utf8Prefix(utf8(text), bytes));
}

export function savName(wanted: string): string {
  let name = wanted.normalize('NFC').replace(/[^\p{L}\p{N}_.@#$]/gu, '_');
  if (!/^\p{L}/u.test(name)) name = `V${name}`;
  name = cut(name, MAX_NAME_BYTES).replace(/[._]+$/, '');
  if (RESERVED.has(name.toUpperCase())) name = `${name}_V`;
  return name || 'V';
}

/** One valid name per wanted name, in order, unique ignoring case (the first keeps its name). */
export function savNames(wanted: readonly string[]): string[] {
  const taken = new Set<string>();
  return wanted.map((w) => {
    const base = savName(w);
    let name = base;
    for (let n = 2; taken.has(name.toUpperCase()); n++) {
      const suffix = `_${n}`;
      name = cut(base, MAX_NAME_BYTES - suffix.length) + suffix;
    }
    taken.add(name.toUpperCase());
    return name;
  });
}

/**
 * The 8-byte names of the variable records (the long names live in record 7/13): the long name
 * in capitals when it is ASCII, fits and is free, else `V1`, `V2` … by position.
 */
export function shortNames(names: readonly string[]): string[] {
  const taken = new Set<string>();
  const out: string[] = [];
  names.forEach((name, i) => {
    let short = name.toUpperCase();
    if (!/^[A-Z@][A-Z0-9_.@#$]{0,7}$/.test(short) || taken.has(short)) {
      for (let n = i + 1; ; n++) {
        short = `V${n}`;
        if (!taken.has(short) && !names.some((other) => other.toUpperCase() === short)) break;
      }
    }
    taken.add(short);
    out.push(short);
  });
  return out;
}
