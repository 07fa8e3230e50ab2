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

/** Bytes a record can take at most, as `tryWrite` counts them. */
function bound(values: readonly (string | number | null)[]): number {
  let bytes = 2;
  for (let i = 0; i < values.length; i++) {
    const value = values[i];
    bytes += typeof value === 'string' ? value.length * 3 + 3 : 26;
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

  /**
   * Writes a record when it fits in the buffer; false, with nothing written, when it may not.
   * The room is checked field by field (3 bytes per UTF-16 unit of a text, quotes doubled take 2;
   * 26 for a number and its comma) rather than by a pass over the record first. One function
   * with the buffer and the position in locals: its loops run for every byte of the file.
   */
  const tryWrite = (values: readonly (string | number | null)[]): boolean => {
    const out = buffer;
    // Room for the CR LF after the last field.
    const limit = out.length - 2;
    let at = used;
    for (let i = 0; i < values.length; i++) {
      const value = values[i];
      if (at + (typeof value === 'string' ? value.length * 3 + 3 : 26) > limit) return false;
      if (i > 0) out[at++] = COMMA;
      if (typeof value === 'string') {
        const start = at;
        for (let k = 0; k < value.length; k++) {
          const c = value.charCodeAt(k);
          if (c >= 128 || c === QUOTE || c === COMMA || c === CR || c === LF) {
            // Not plain ASCII: the same text through the encoder, quoted when it needs to be.
            const field = needsQuotes(value) ? `"${value.replace(/"/g, '""')}"` : value;
            at = start + out.write(field, start, 'utf8');
            break;
          }
          out[at++] = c;
        }
      } else if (typeof value === 'number') {
        // As `String(number)` writes it: integers of up to nine digits by hand, one digit (most
        // cells: codes, 0/1 flags, scores) at once.
        let n = value;
        if (n >= 0 && n < 10 && (n | 0) === n) {
          out[at++] = 48 + n;
          continue;
        }
        if (n < 0 && n > -1e9 && Number.isInteger(n)) {
          out[at++] = 45; // '-'
          n = -n;
        }
        if (n >= 0 && n < 1e9 && Number.isInteger(n)) {
          let end = at + 1;
          for (let rest = n; rest >= 10; rest = Math.floor(rest / 10)) end++;
          for (let d = end - 1; d >= at; d--) {
            out[d] = 48 + (n % 10);
            n = Math.floor(n / 10);
          }
          at = end;
        } else at += out.write(String(value), at, 'latin1');
      }
    }
    out[at++] = CR;
    out[at++] = LF;
    used = at;
    return true;
  };

  const putAfterFlush = async (values: readonly (string | number | null)[]) => {
    await flush();
    if (tryWrite(values)) return;
    // A record larger than a buffer gets one of its own.
    buffer = Buffer.allocUnsafe(bound(values));
    tryWrite(values);
    await flush();
  };

  return {
    put(values) {
      return tryWrite(values) ? undefined : putAfterFlush(values);
    },
    async putText(text) {
      if (used + text.length * 3 > buffer.length) await flush();
      if (text.length * 3 > buffer.length) await send(Buffer.from(text, 'utf8'));
      else used += buffer.write(text, used, 'utf8');
    },
    flush,
  };
}
