import { parentPort, workerData } from 'node:worker_threads';
import type { WorkerEnvelope, WorkerOptions, WorkerReply } from './protocol.ts';
import { WorkerState } from './worker-state.ts';

/**
 * The report worker thread (DESIGN.md §2: CPU-heavy analysis off the request thread). It gets
 * rows and documents by message, never a database handle; bundled as dist/report-worker.js.
 */
const options = (workerData ?? {}) as WorkerOptions;
const hold = options.hold ? new Int32Array(options.hold) : null;

const state = new WorkerState(() => {
  if (!hold) return;
  Atomics.store(hold, 0, 1);
  Atomics.notify(hold, 0);
  // Blocks this thread (only) until the test releases it.
  while (Atomics.load(hold, 1) === 0) Atomics.wait(hold, 1, 0);
});

parentPort?.on('message', ({ id, request }: WorkerEnvelope) => {
  let reply: WorkerReply;
  try {
    reply = { id, ok: true, result: state.handle(request) };
  } catch (error) {
    reply = { id, ok: false, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  parentPort?.postMessage(reply);
});
