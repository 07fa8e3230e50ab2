import { csvEncoder } from './csv-encoder.ts';
import type { RawResponse } from './raw-row.ts';
import type { RowWriter } from './row-writer.ts';

export interface CsvChunk {
  /** The chunk's records as CSV bytes, in order. */
  buffers: Buffer[];
  /** How many records they hold. */
  rows: number;
}

/**
 * One chunk of rows as CSV records in buffers of their own, so chunks converted apart (by the
 * export's worker threads, csv-worker.ts) can be written in their places. `only`: the ids a filter
 * keeps (null: every row).
 */
export async function csvChunk(
  rows: Iterable<RawResponse>,
  rowValues: RowWriter,
  only: ReadonlySet<string> | null,
): Promise<CsvChunk> {
  const buffers: Buffer[] = [];
  const encoder = csvEncoder(async (chunk) => {
    buffers.push(chunk);
  });
  let written = 0;
  for (const row of rows) {
    if (only && !only.has(row.id)) continue;
    const handed = encoder.put(rowValues(row));
    if (handed) await handed;
    written++;
  }
  await encoder.flush();
  return { buffers, rows: written };
}
