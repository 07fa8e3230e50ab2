/**
 * CSV records written straight into 1 MB buffers as UTF-8, each buffer handed on when full: the
 * bytes of `csvLine` (csv-line.ts, the definition; csv-encoder.test.ts holds this to it) without
 * making the line as a string first. A 1M-row export writes about 100 million fields; as text,
 * each field was a piece of a line string that UTF-8 encoding then had to flatten and walk again
 * (two-byte as soon as one answer in the row is Chinese), about half of the export's own CPU time
 * after the cells were read (bench/README.md). Here a small integer is written as digits, a text
 * of ASCII characters that needs no quotes byte by byte while it is checked, and only texts with
 * other characters or quotes go through `Buffer.write`.
 */
const BUFFER_BYTES = 1 << 20;

const COMMA = 44;
const QUOTE = 34;
const CR = 13;
const LF = 10;

export interface CsvEncoder {
  /**
   * One record. Undefined when it went into the buffer; a promise when the buffer had to be
   * handed on first (await it before the next record).
   */
  put(values: readonly (string | number | null)[]): Promise<void> | undefined;
  /** Raw text before the records (the byte order mark). */
  putText(text: string): Promise<void>;
  /** Hands on what is buffered. */
  flush(): Promise<void>;
}

/** Bytes a record can take at most: 3 per UTF-16 unit of a text (quotes doubled take 2), 25 per number. */
function bound(values: readonly (string | number | null)[]): number {
  let bytes = 2;
  for (let i = 0; i < values.length; i++) {
    const value = values[i];
    bytes += typeof value === 'string' ? value.length * 3 + 3 : 25;
  }
  return bytes;
}

function needsQuotes(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE || c === COMMA || c === CR || c === LF) return true;
  }
  return false;
}

export function csvEncoder(send: (chunk: Buffer) => Promise<void>): CsvEncoder {
  let buffer = Buffer.allocUnsafe(BUFFER_BYTES);
  let used = 0;

  const flush = async () => {
    if (used === 0) return;
    // The filled buffer goes on as it is (the receiver may keep it); the next records go into a new one.
    const chunk = buffer.subarray(0, used);
    buffer = Buffer.allocUnsafe(BUFFER_BYTES);
    used = 0;
    await send(chunk);
  };

  /** A number as `String(number)` writes it: integers of up to nine digits by hand. */
  const writeNumber = (value: number) => {
    let n = value;
    if (n < 0 && n > -1e9 && Number.isInteger(n)) {
      buffer[used++] = 45; // '-'
      n = -n;
    }
    if (n >= 0 && n < 1e9 && Number.isInteger(n)) {
      let digits = 1;
      for (let rest = n; rest >= 10; rest = Math.floor(rest / 10)) digits++;
      for (let at = used + digits - 1; at >= used; at--) {
        buffer[at] = 48 + (n % 10);
        n = Math.floor(n / 10);
      }
      used += digits;
    } else used += buffer.write(String(value), used, 'latin1');
  };

  const writeText = (text: string) => {
    const start = used;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c >= 128 || c === QUOTE || c === COMMA || c === CR || c === LF) {
        // Not plain ASCII: the same text through the encoder, quoted when it needs to be.
        const field = needsQuotes(text) ? `"${text.replace(/"/g, '""')}"` : text;
        used = start + buffer.write(field, start, 'utf8');
        return;
      }
      buffer[start + i] = c;
    }
    used = start + text.length;
  };

  const write = (values: readonly (string | number | null)[]) => {
    for (let i = 0; i < values.length; i++) {
      if (i > 0) buffer[used++] = COMMA;
      const value = values[i];
      if (typeof value === 'number') writeNumber(value);
      else if (typeof value === 'string') writeText(value);
    }
    buffer[used++] = CR;
    buffer[used++] = LF;
  };

  const putAfterFlush = async (values: readonly (string | number | null)[], bytes: number) => {
    await flush();
    // A record larger than a buffer gets one of its own.
    if (bytes > buffer.length) buffer = Buffer.allocUnsafe(bytes);
    write(values);
    if (bytes > BUFFER_BYTES) await flush();
  };

  return {
    put(values) {
      const bytes = bound(values);
      if (used + bytes > buffer.length) return putAfterFlush(values, bytes);
      write(values);
      return undefined;
    },
    async putText(text) {
      if (used + text.length * 3 > buffer.length) await flush();
      if (text.length * 3 > buffer.length) await send(Buffer.from(text, 'utf8'));
      else used += buffer.write(text, used, 'utf8');
    },
    flush,
  };
}
