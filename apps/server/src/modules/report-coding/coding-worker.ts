import { parentPort, workerData } from 'node:worker_threads';
import { jiebaSegment } from '@cairn/text/jieba';
import { createCoder } from './coder-factory.ts';
import type { CodingJob, CodingWorkerMessage } from './coding-worker-protocol.ts';

/**
 * The coding worker thread: one task's CPU work (segmentation, TF-IDF, clustering, scoring) off
 * the request thread. It gets the answers and the frame in workerData and posts progress, audit
 * entries and the result; it never touches the database. Bundled as dist/coding-worker.js.
 */
const job = workerData as CodingJob;
const post = (message: CodingWorkerMessage) => parentPort?.postMessage(message);

async function run(): Promise<void> {
  const coder = createCoder(job.config, {
    segment: jiebaSegment(),
    audit: (entry) => post({ type: 'audit', entry }),
  });
  const onProgress = (done: number, total: number) => post({ type: 'progress', done, total });
  if (job.op === 'draft') {
    const draft = await coder.draftFrame(job.answers, {
      maxNets: job.maxNets,
      maxLeaves: job.maxLeaves,
      onProgress,
    });
    post({ type: 'done', draft });
  } else {
    const coded = await coder.code(
      job.answers,
      { nodes: job.frame },
      { minConfidence: job.minConfidence, maxCodes: job.maxCodes, onProgress },
    );
    post({ type: 'done', coded });
  }
}

run().catch((error: unknown) =>
  post({ type: 'error', message: error instanceof Error ? error.message : String(error) }),
);
