/**
 * Little-endian bytes of a system file's dictionary, appended as they are made. Pure (no node:*):
 * strings are UTF-8 through TextEncoder, numbers through a DataView over a growing buffer.
 */

const encoder = new TextEncoder();

export function utf8(text: string): Uint8Array {
  return encoder.encode(text);
}

/** The longest prefix of `bytes` of at most `max` bytes that does not cut a UTF-8 sequence. */
export function utf8Prefix(bytes: Uint8Array, max: number): Uint8Array {
  if (bytes.length <= max) return bytes;
  let end = max;
  // Continuation bytes are 10xxxxxx: step back to the start of the cut character.
  while (end > 0 && (bytes[end]! & 0xc0) === 0x80) end--;
  return bytes.subarray(0, end);
}

export class ByteWriter {
  private buffer = new Uint8Array(4096);
  private view = new DataView(this.buffer.buffer);
  private length = 0;

  private room(n: number): void {
    if (this.length + n <= this.buffer.length) return;
    let size = this.buffer.length * 2;
    while (size < this.length + n) size *= 2;
    const next = new Uint8Array(size);
    next.set(this.buffer.subarray(0, this.length));
    this.buffer = next;
    this.view = new DataView(next.buffer);
  }

  int32(value: number): this {
    this.room(4);
    this.view.setInt32(this.length, value, true);
    this.length += 4;
    return this;
  }

  float64(value: number): this {
    this.room(8);
    this.view.setFloat64(this.length, value, true);
    this.length += 8;
    return this;
  }

  bytes(value: Uint8Array): this {
    this.room(value.length);
    this.buffer.set(value, this.length);
    this.length += value.length;
    return this;
  }

  /** `value` cut or padded with `pad` to exactly `width` bytes (fixed-width header fields). */
  fixed(value: Uint8Array | string, width: number, pad = 0x20): this {
    const bytes = utf8Prefix(typeof value === 'string' ? utf8(value) : value, width);
    this.bytes(bytes);
    this.room(width - bytes.length);
    this.buffer.fill(pad, this.length, this.length + width - bytes.length);
    this.length += width - bytes.length;
    return this;
  }

  /** An extension record (type 7) around `data` of `count` items of `size` bytes. */
  extension(subtype: number, size: number, count: number, data: Uint8Array): this {
    return this.int32(7).int32(subtype).int32(size).int32(count).bytes(data);
  }

  result(): Uint8Array {
    return this.buffer.slice(0, this.length);
  }
}
