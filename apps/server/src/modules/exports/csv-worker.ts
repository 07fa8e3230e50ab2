import { parentPort, workerData } from 'node:worker_threads';
import { csvChunk } from './csv-chunk.ts';
import type { CsvWorkerData, CsvWorkerReply, CsvWorkerRequest } from './csv-worker-protocol.ts';
import { exportPlan } from './export-plan.ts';
import { chunkRows } from './snapshot-reader.ts';
import { weightLookup } from './weight-lookup.ts';

/**
 * A CSV export's converting thread: it turns the chunks the export hands it (every other one; a
 * second thread takes the rest, csv-converter.ts) into CSV bytes. The plan is made from the same
 * versions and request, so its bytes are the ones the export would write on one thread.
 */
const data = workerData as CsvWorkerData;
const plan = exportPlan(data.versions, data.request, {
  names: new Map(data.files.names),
  base: data.files.base,
});
const weightOf = weightLookup(data.weights);
// With the active weighting scheme's weights, each row carries its own before it is converted.
const rowValues: typeof plan.rowValues = weightOf
  ? Object.assign(
      (row: Parameters<typeof plan.rowValues>[0]) => {
        row.weight = weightOf(row.id);
        return plan.rowValues(row);
      },
      { cellsKeys: plan.rowValues.cellsKeys },
    )
  : plan.rowValues;
const only = data.only ? new Set(data.only) : null;
const port = parentPort!;

port.on('message', async ({ id, text }: CsvWorkerRequest) => {
  try {
    const { buffers, rows } = await csvChunk(chunkRows(text), rowValues, only);
    // Each buffer owns its memory (1 MB, beyond Node's pool): handed over, not copied.
    const reply: CsvWorkerReply = {
      id,
      rows,
      parts: buffers.map((buffer) => ({
        bytes: buffer.buffer,
        offset: buffer.byteOffset,
        length: buffer.length,
      })),
    };
    port.postMessage(reply, [...new Set(buffers.map((buffer) => buffer.buffer as ArrayBuffer))]);
  } catch (error) {
    port.postMessage({
      id,
      error: error instanceof Error ? error.message : String(error),
    } satisfies CsvWorkerReply);
  }
});
