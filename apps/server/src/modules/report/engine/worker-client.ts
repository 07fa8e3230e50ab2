import { Worker } from 'node:worker_threads';
import { workerEntry } from '../../../worker-entry.ts';
import type { WorkerEnvelope, WorkerOptions, WorkerReply, WorkerRequest, WorkerResults } from './protocol.ts';

/**
 * The request thread's handle on the report worker (report-worker.ts; started as
 * worker-entry.ts says). If the worker dies, pending calls fail and `generation` moves on, so
 * the cache knows its datasets are gone and rebuilds them in a fresh worker.
 */

type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };

export class WorkerClient {
  private worker: Worker | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  /** Raised whenever the worker is lost or a new one starts: datasets of an older generation are gone. */
  generation = 0;

  constructor(private readonly options: WorkerOptions = {}) {}

  call<K extends WorkerRequest['op']>(request: Extract<WorkerRequest, { op: K }>): Promise<WorkerResults[K]> {
    const worker = this.worker ?? this.start();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      if (this.pending.size === 1) worker.ref();
      worker.postMessage({ id, request } satisfies WorkerEnvelope);
    });
  }

  private start(): Worker {
    const worker = new Worker(workerEntry(import.meta.url, 'report-worker'), { workerData: this.options });
    // The worker keeps the process alive only while a call waits on it.
    worker.unref();
    worker.on('message', (reply: WorkerReply) => {
      const waiting = this.pending.get(reply.id);
      if (!waiting) return;
      this.pending.delete(reply.id);
      if (this.pending.size === 0) worker.unref();
      if (reply.ok) waiting.resolve(reply.result);
      else waiting.reject(new Error(`report worker: ${reply.error}`));
    });
    const fail = (error: Error) => {
      if (this.worker !== worker) return;
      this.worker = null;
      this.generation++;
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`report worker exited with code ${code}`)));
    this.worker = worker;
    this.generation++;
    return worker;
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    this.generation++;
    for (const waiting of this.pending.values()) waiting.reject(new Error('report worker closed'));
    this.pending.clear();
    if (worker) await worker.terminate();
  }
}
