import type { Writable } from 'node:stream';
import { crc32, createDeflateRaw, deflateRawSync } from 'node:zlib';
import { drained } from './drained.ts';

/**
 * A zip archive written front to back into a stream (APPNOTE 6.3): small entries whole, one large
 * entry streamed through a deflate stream with its sizes and CRC in a data descriptor after it.
 * Nothing is held beyond the current chunk and one central-directory record per entry, so memory
 * does not grow with the content. The deflate work runs on libuv's thread pool, beside the
 * JavaScript that makes the next chunk. ZIP64 records are added only when a size or offset passes
 * 4 GiB, so ordinary files stay readable by every unzipper.
 */
export interface ZipWriterOptions {
  /** zlib level: 1 is several times faster than 6 on sheet XML for a slightly larger file. */
  level: number;
  /** Modification time written into every entry. */
  date: Date;
}

/** A streamed entry: write its bytes in order, then end it before the next entry starts. */
export interface ZipEntryStream {
  write(chunk: Buffer): Promise<void>;
  end(): Promise<void>;
}

interface CentralRecord {
  name: Buffer;
  crc: number;
  compressed: number;
  size: number;
  offset: number;
  streamed: boolean;
}

const U32 = 0xffffffff;
const UTF8_NAMES = 1 << 11;
const DATA_DESCRIPTOR = 1 << 3;
const DEFLATE = 8;

function dosDateTime(date: Date): { time: number; day: number } {
  const year = Math.min(Math.max(date.getUTCFullYear(), 1980), 2107);
  return {
    time: (date.getUTCHours() << 11) | (date.getUTCMinutes() << 5) | (date.getUTCSeconds() >> 1),
    day: ((year - 1980) << 9) | ((date.getUTCMonth() + 1) << 5) | date.getUTCDate(),
  };
}

export class ZipWriter {
  private offset = 0;
  private readonly records: CentralRecord[] = [];
  private readonly stamp: { time: number; day: number };
  private open = false;

  constructor(
    private readonly out: Writable,
    private readonly options: ZipWriterOptions,
  ) {
    this.stamp = dosDateTime(options.date);
  }

  private async emit(bytes: Buffer): Promise<void> {
    this.offset += bytes.length;
    if (!this.out.write(bytes)) await drained(this.out);
  }

  private localHeader(name: Buffer, flags: number, crc: number, compressed: number, size: number): Buffer {
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(flags, 6);
    header.writeUInt16LE(DEFLATE, 8);
    header.writeUInt16LE(this.stamp.time, 10);
    header.writeUInt16LE(this.stamp.day, 12);
    header.writeUInt32LE(crc, 14);
    header.writeUInt32LE(compressed, 18);
    header.writeUInt32LE(size, 22);
    header.writeUInt16LE(name.length, 26);
    header.writeUInt16LE(0, 28);
    return Buffer.concat([header, name]);
  }

  /** A small entry, compressed in one go (its sizes are known, so no data descriptor). */
  async addFile(name: string, content: string | Buffer): Promise<void> {
    if (this.open) throw new Error('a streamed entry is still open');
    const bytes = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
    const packed = deflateRawSync(bytes, { level: this.options.level });
    const nameBytes = Buffer.from(name, 'utf8');
    const record: CentralRecord = {
      name: nameBytes,
      crc: crc32(bytes) >>> 0,
      compressed: packed.length,
      size: bytes.length,
      offset: this.offset,
      streamed: false,
    };
    this.records.push(record);
    await this.emit(this.localHeader(nameBytes, UTF8_NAMES, record.crc, record.compressed, record.size));
    await this.emit(packed);
  }

  /** An entry whose bytes come in chunks; the archive waits for each chunk's room downstream. */
  async addStream(name: string): Promise<ZipEntryStream> {
    if (this.open) throw new Error('a streamed entry is still open');
    this.open = true;
    const nameBytes = Buffer.from(name, 'utf8');
    const record: CentralRecord = {
      name: nameBytes,
      crc: 0,
      compressed: 0,
      size: 0,
      offset: this.offset,
      streamed: true,
    };
    this.records.push(record);
    await this.emit(this.localHeader(nameBytes, UTF8_NAMES | DATA_DESCRIPTOR, 0, 0, 0));

    // A large output buffer: each buffer filled is one round trip between the thread pool and
    // the main thread, and with zlib's 16 KB default those trips cost the main thread about a
    // quarter of the deflate time (measured with a CPU profile; 256 KB: a few percent).
    const deflate = createDeflateRaw({ level: this.options.level, chunkSize: 1 << 18 });
    let failure: Error | null = null;
    deflate.on('error', (error) => {
      failure = error;
    });
    // Compressed bytes go straight out; when the output is full, deflate pauses, its buffer
    // fills and `write` below starts waiting: backpressure from the file back to the rows.
    let paused = false;
    deflate.on('data', (chunk: Buffer) => {
      record.compressed += chunk.length;
      this.offset += chunk.length;
      if (!this.out.write(chunk) && !paused) {
        paused = true;
        deflate.pause();
        this.out.once('drain', () => {
          paused = false;
          deflate.resume();
        });
      }
    });
    // An output that fails or closes mid-entry stops the deflate too, so no write waits on it.
    const outFailed = () => deflate.destroy(this.out.errored ?? new Error('the output closed'));
    this.out.once('error', outFailed);
    this.out.once('close', outFailed);
    const ended = new Promise<void>((resolve, reject) => {
      deflate.once('end', resolve);
      deflate.once('error', reject);
    });
    // Its failure reaches the caller through `write`; `end` may never be called then.
    ended.catch(() => {});

    return {
      write: async (chunk) => {
        if (failure) throw failure;
        record.crc = crc32(chunk, record.crc) >>> 0;
        record.size += chunk.length;
        if (!deflate.write(chunk)) await drained(deflate);
      },
      end: async () => {
        deflate.end();
        await ended;
        this.out.off('error', outFailed);
        this.out.off('close', outFailed);
        this.open = false;
        await this.emit(this.dataDescriptor(record));
      },
    };
  }

  private dataDescriptor(record: CentralRecord): Buffer {
    const large = record.size >= U32 || record.compressed >= U32;
    const descriptor = Buffer.alloc(large ? 24 : 16);
    descriptor.writeUInt32LE(0x08074b50, 0);
    descriptor.writeUInt32LE(record.crc, 4);
    if (large) {
      descriptor.writeBigUInt64LE(BigInt(record.compressed), 8);
      descriptor.writeBigUInt64LE(BigInt(record.size), 16);
    } else {
      descriptor.writeUInt32LE(record.compressed, 8);
      descriptor.writeUInt32LE(record.size, 12);
    }
    return descriptor;
  }

  private centralRecord(record: CentralRecord): Buffer {
    // ZIP64 extra field: only the values that do not fit, in this order (APPNOTE 4.5.3).
    const wide = [record.size, record.compressed, record.offset].filter((v) => v >= U32);
    const extra = Buffer.alloc(wide.length > 0 ? 4 + 8 * wide.length : 0);
    if (wide.length > 0) {
      extra.writeUInt16LE(0x0001, 0);
      extra.writeUInt16LE(8 * wide.length, 2);
      for (const [i, v] of wide.entries()) extra.writeBigUInt64LE(BigInt(v), 4 + 8 * i);
    }
    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(wide.length > 0 ? 45 : 20, 4);
    header.writeUInt16LE(wide.length > 0 ? 45 : 20, 6);
    header.writeUInt16LE(UTF8_NAMES | (record.streamed ? DATA_DESCRIPTOR : 0), 8);
    header.writeUInt16LE(DEFLATE, 10);
    header.writeUInt16LE(this.stamp.time, 12);
    header.writeUInt16LE(this.stamp.day, 14);
    header.writeUInt32LE(record.crc, 16);
    header.writeUInt32LE(Math.min(record.compressed, U32), 20);
    header.writeUInt32LE(Math.min(record.size, U32), 24);
    header.writeUInt16LE(record.name.length, 28);
    header.writeUInt16LE(extra.length, 30);
    // comment length, disk number, internal and external attributes stay 0
    header.writeUInt32LE(Math.min(record.offset, U32), 42);
    return Buffer.concat([header, record.name, extra]);
  }

  /** The central directory and its end records; the archive is complete once this resolves. */
  async finish(): Promise<void> {
    if (this.open) throw new Error('a streamed entry is still open');
    const start = this.offset;
    for (const record of this.records) await this.emit(this.centralRecord(record));
    const length = this.offset - start;
    const count = this.records.length;
    if (start >= U32 || length >= U32 || count >= 0xffff) {
      const zip64End = Buffer.alloc(56);
      zip64End.writeUInt32LE(0x06064b50, 0);
      zip64End.writeBigUInt64LE(44n, 4);
      zip64End.writeUInt16LE(45, 12);
      zip64End.writeUInt16LE(45, 14);
      zip64End.writeBigUInt64LE(BigInt(count), 24);
      zip64End.writeBigUInt64LE(BigInt(count), 32);
      zip64End.writeBigUInt64LE(BigInt(length), 40);
      zip64End.writeBigUInt64LE(BigInt(start), 48);
      const locator = Buffer.alloc(20);
      locator.writeUInt32LE(0x07064b50, 0);
      locator.writeBigUInt64LE(BigInt(this.offset), 8);
      locator.writeUInt32LE(1, 16);
      await this.emit(Buffer.concat([zip64End, locator]));
    }
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(Math.min(count, 0xffff), 8);
    end.writeUInt16LE(Math.min(count, 0xffff), 10);
    end.writeUInt32LE(Math.min(length, U32), 12);
    end.writeUInt32LE(Math.min(start, U32), 16);
    await this.emit(end);
  }
}
