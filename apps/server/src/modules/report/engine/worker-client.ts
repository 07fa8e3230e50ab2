import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { WorkerEnvelope, WorkerOptions, WorkerReply, WorkerRequest, WorkerResults } from './protocol.ts';

/**
 * The request thread's handle on the report worker. Under tsx/vitest the worker starts from
 * report-worker-dev.mjs, which registers tsx (Node 20 ignores `--import tsx` in a worker's
 * execArgv); in the esbuild bundle (npm start) it is dist/report-worker.js beside
 * main.js. If the worker dies, pending calls fail and `generation` moves on, so the cache knows
 * its datasets are gone and rebuilds them in a fresh worker.
 */
function workerEntry(): URL {
  const here = import.meta.url;
  if (here.endsWith('.ts')) return new URL('./report-worker-dev.mjs', here);
  const bundled = new URL('./report-worker.js', here);
  if (!existsSync(fileURLToPath(bundled)))
    throw new Error(`report worker missing at ${fileURLToPath(bundled)}: run npm run build`);
  return bundled;
}

type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };

export class WorkerClient {
  private worker: Worker | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  /** Raised whenever a new worker starts: datasets of an older generation are gone. */
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
    const worker = new Worker(workerEntry(), { workerData: this.options });
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
    for (const waiting of this.pending.values()) waiting.reject(new Error('report worker closed'));
    this.pending.clear();
    if (worker) await worker.terminate();
  }
}
