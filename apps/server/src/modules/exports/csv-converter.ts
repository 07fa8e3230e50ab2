import { Worker } from 'node:worker_threads';
import { workerEntry } from '../../worker-entry.ts';
import type { CsvChunk } from './csv-chunk.ts';
import type { CsvWorkerData, CsvWorkerReply, CsvWorkerRequest } from './csv-worker-protocol.ts';

/**
 * A worker thread converting chunks of a CSV export (csv-worker.ts; started as worker-entry.ts
 * says). A worker that fails or exits fails every chunk it still owes, and so the export.
 */

type Pending = { resolve: (chunk: CsvChunk) => void; reject: (error: Error) => void };

export class CsvConverter {
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private failure: Error | null = null;

  constructor(data: CsvWorkerData) {
    // Its live data is the plan and one chunk: a capped heap bounds what two of them add to the
    // server (a 1M export peaked about 120 MB lower with it, at the same speed), and a chunk that
    // would not fit fails the export instead of growing the process.
    this.worker = new Worker(workerEntry(import.meta.url, 'csv-worker'), {
      workerData: data,
      resourceLimits: { maxOldGenerationSizeMb: 256 },
    });
    this.worker.on('message', (reply: CsvWorkerReply) => {
      const waiting = this.pending.get(reply.id);
      if (!waiting) return;
      this.pending.delete(reply.id);
      if ('error' in reply) waiting.reject(new Error(reply.error));
      else
        waiting.resolve({
          rows: reply.rows,
          buffers: reply.parts.map((part) =>
            Buffer.from(part.bytes as ArrayBuffer, part.offset, part.length),
          ),
        });
    });
    const fail = (error: Error) => {
      this.failure = error;
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.pending.clear();
    };
    this.worker.on('error', fail);
    this.worker.on('exit', (code) => fail(new Error(`the CSV worker exited (${code})`)));
  }

  /** The chunk's CSV records; chunks given in turn are answered in turn. */
  convert(text: string): Promise<CsvChunk> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ id, text } satisfies CsvWorkerRequest);
    });
  }

  async close(): Promise<void> {
    await this.worker.terminate();
  }
}
