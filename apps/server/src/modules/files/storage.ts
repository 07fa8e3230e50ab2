import { randomBytes } from 'node:crypto';
import { Readable, Writable } from 'node:stream';
import { finished } from 'node:stream/promises';

/** What is kept beside the bytes and given back when they are served. */
export interface FileMeta {
  contentType: string;
  size: number;
  /** The uploader's file name, only for a download's Content-Disposition; never part of the key. */
  fileName?: string;
}

export interface StoredFile {
  stream: Readable;
  meta: FileMeta;
}

/**
 * A file being written in pieces (an export): invisible under its key until `commit`, so a
 * download never sees half a file, and dropped by `abort` when the writing fails.
 */
export interface FileWriter {
  /** Where the bytes go, in order; honours backpressure (`write` false → wait for 'drain'). */
  readonly stream: Writable;
  /** Ends the stream and makes the file visible under its key; resolves with its size in bytes. */
  commit(): Promise<number>;
  /** Drops whatever was written; safe after a failed write. */
  abort(): Promise<void>;
}

/**
 * Where uploaded bytes live (DESIGN.md §2: local disk under DATA_DIR/files now, object storage
 * later). Keys are random and made by `newFileKey`, never from user input.
 */
export interface FileStorage {
  put(key: string, bytes: Uint8Array, meta: FileMeta): Promise<void>;
  /** A file written as a stream, for files too large to hold in memory; the size comes at commit. */
  createWriter(key: string, meta: Omit<FileMeta, 'size'>): Promise<FileWriter>;
  /** null when there is no such file. */
  get(key: string): Promise<StoredFile | null>;
  /** Removing a missing file is not an error. */
  remove(key: string): Promise<void>;
  /**
   * Removes what writes left unfinished before `before` (ms since the epoch): the partial file of
   * a process killed mid-write, which neither commit nor abort will ever remove. Answers how many.
   */
  removeUnfinished(before: number): Promise<number>;
}

const KEY = /^[a-f0-9]{32}$/;

/** A fresh random key: 128 bits, lowercase hex. */
export const newFileKey = (): string => randomBytes(16).toString('hex');

export const isFileKey = (key: string): boolean => KEY.test(key);

export function assertFileKey(key: string): void {
  if (!isFileKey(key)) throw new Error('invalid file key');
}

/** Storage in memory, for tests. */
export function createMemoryStorage(): FileStorage & { readonly size: number } {
  const files = new Map<string, { bytes: Buffer; meta: FileMeta }>();
  return {
    get size() {
      return files.size;
    },
    async put(key, bytes, meta) {
      assertFileKey(key);
      files.set(key, { bytes: Buffer.from(bytes), meta: { ...meta } });
    },
    async createWriter(key, meta) {
      assertFileKey(key);
      const chunks: Buffer[] = [];
      const stream = new Writable({
        write(chunk: Buffer, _encoding, callback) {
          chunks.push(chunk);
          callback();
        },
      });
      return {
        stream,
        async commit() {
          stream.end();
          await finished(stream);
          const bytes = Buffer.concat(chunks);
          files.set(key, { bytes, meta: { ...meta, size: bytes.length } });
          return bytes.length;
        },
        async abort() {
          stream.destroy();
          chunks.length = 0;
        },
      };
    },
    async get(key) {
      const file = isFileKey(key) ? files.get(key) : undefined;
      return file ? { stream: Readable.from([file.bytes]), meta: { ...file.meta } } : null;
    },
    async remove(key) {
      files.delete(key);
    },
    // Nothing outlives its process here.
    async removeUnfinished() {
      return 0;
    },
  };
}
