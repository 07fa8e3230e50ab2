/**
 * Text encoded piece by piece (a row of sheet XML) into a 1 MB buffer that is handed on when
 * full. Each piece is small and dies young; one long string of many rows instead (two bytes a
 * character as soon as an answer is Chinese) is flattened in the old generation at every flush
 * and cost about 1.3 s more CPU per 100k-row xlsx export (bench/README.md).
 */
const BUFFER_BYTES = 1 << 20;

export interface Utf8Batcher {
  /**
   * Undefined when the text went into the buffer; a promise when it had to be handed on first
   * (await it before the next put). Most puts fit: a row need not wait for a promise.
   */
  put(text: string): Promise<void> | undefined;
  /** Hands on what is buffered. */
  flush(): Promise<void>;
}

export function utf8Batcher(send: (chunk: Buffer) => Promise<void>): Utf8Batcher {
  let buffer = Buffer.allocUnsafe(BUFFER_BYTES);
  let used = 0;
  const flush = async () => {
    if (used === 0) return;
    // The filled buffer goes on as it is (the receiver may keep it); the next text goes into a new one.
    const chunk = buffer.subarray(0, used);
    buffer = Buffer.allocUnsafe(BUFFER_BYTES);
    used = 0;
    await send(chunk);
  };
  const putAfterFlush = async (text: string) => {
    await flush();
    if (text.length * 3 > buffer.length) await send(Buffer.from(text, 'utf8'));
    else used += buffer.write(text, used, 'utf8');
  };
  return {
    put(text) {
      // UTF-8 takes at most 3 bytes per UTF-16 unit: room is checked before encoding.
      if (used + text.length * 3 > buffer.length) return putAfterFlush(text);
      used += buffer.write(text, used, 'utf8');
      return undefined;
    },
    flush,
  };
}
