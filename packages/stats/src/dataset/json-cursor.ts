const QUOTE = 34;
const BACKSLASH = 92;
const MINUS = 45;
const ZERO = 48;
const NINE = 57;
const OPEN = 91;
const COMMA = 44;
const CLOSE = 93;
const N = 110;

/**
 * V8 makes a slice of 13 characters or more a view that keeps the whole text alive: a 2 MB chunk
 * for each 36-character id a dataset keeps. Longer strings are copied out (`JSON.parse` of the
 * quoted slice makes a fresh one).
 */
const SLICE_COPIED_BELOW = 13;
/** Integers of up to 15 digits are exact when accumulated in a double; longer ones go to `JSON.parse`. */
export const EXACT_DIGITS = 15;

/**
 * A cursor over JSON text whose shape the caller knows: flat arrays of numbers, strings and
 * nulls without white space, as PostgreSQL's `to_json` and `JSON.stringify` write them. It reads
 * one value at a time with no object per row, so a report build of a million rows makes no
 * garbage but the strings it keeps. It covers that shape only: every read says whether the text
 * held what was asked for, and the caller parses the row with `JSON.parse` when it did not.
 */
export class JsonCursor {
  text = '';
  pos = 0;

  at(text: string, pos: number): void {
    this.text = text;
    this.pos = pos;
  }

  /** Consumes the character `code` when it comes next. */
  skip(code: number): boolean {
    if (this.text.charCodeAt(this.pos) !== code) return false;
    this.pos++;
    return true;
  }

  /** The next character's code (NaN at the end). */
  peek(): number {
    return this.text.charCodeAt(this.pos);
  }

  /** A number, a string or null; undefined when the next value is none of those (nothing consumed). */
  scalar(): number | string | null | undefined {
    const first = this.text.charCodeAt(this.pos);
    if (first === QUOTE) return this.string();
    if (first === N) {
      if (!this.text.startsWith('null', this.pos)) return undefined;
      this.pos += 4;
      return null;
    }
    return this.number();
  }

  /** A number; undefined when the next value is not one (nothing consumed). */
  number(): number | undefined {
    const { text } = this;
    const start = this.pos;
    let i = start;
    if (text.charCodeAt(i) === MINUS) i++;
    let value = 0;
    let code = text.charCodeAt(i);
    while (code >= ZERO && code <= NINE) {
      value = value * 10 + (code - ZERO);
      code = text.charCodeAt(++i);
    }
    const digits = i - start - (text.charCodeAt(start) === MINUS ? 1 : 0);
    if (digits > 0 && digits <= EXACT_DIGITS && (code === COMMA || code === CLOSE)) {
      this.pos = i;
      return text.charCodeAt(start) === MINUS ? -value : value;
    }
    // A fraction, an exponent or many digits: the text up to the value's end, as JSON reads it.
    while (i < text.length && code !== COMMA && code !== CLOSE) code = text.charCodeAt(++i);
    if (i === start) return undefined;
    let parsed: unknown;
    try {
      parsed = JSON.parse(text.slice(start, i));
    } catch {
      return undefined;
    }
    if (typeof parsed !== 'number') return undefined;
    this.pos = i;
    return parsed;
  }

  /** A string (fresh, not a view of the text); undefined when the next value is not one. */
  string(): string | undefined {
    const { text } = this;
    const start = this.pos;
    if (text.charCodeAt(start) !== QUOTE) return undefined;
    let escaped = false;
    let i = start + 1;
    for (;;) {
      if (i >= text.length) return undefined;
      const code = text.charCodeAt(i);
      if (code === QUOTE) break;
      if (code === BACKSLASH) {
        escaped = true;
        i += 2;
      } else i++;
    }
    this.pos = i + 1;
    if (!escaped && i - start - 1 < SLICE_COPIED_BELOW) return text.slice(start + 1, i);
    try {
      return JSON.parse(text.slice(start, i + 1)) as string;
    } catch {
      this.pos = start;
      return undefined;
    }
  }
}

/** The character codes a reader of such text meets (typed-rows.ts reads whole numbers inline with them). */
export const JSON_CODES = { OPEN, COMMA, CLOSE, ZERO, NINE } as const;
