import type { ResponseStatus } from '../../../db/schema/responses.ts';

/**
 * Responses as the request thread reads them and posts them to the report worker: the database
 * builds one text per chunk, a JSON array per row and line (rows-reader.ts), that the request thread passes on unparsed,
 * so the per-row work (parsing, converting answers to cells) happens in the worker.
 *
 * A row: [id, seq, version, status, weight, time (ms: submitted, or started for a partial
 * response), source, device, cellsKey, answers]. `answers` is the answers object, or the stored
 * cells array (report/stored-cells.ts) with `cellsKey` naming its layout. The answers come last
 * so a reader knows everything else, the key included, before it reads them (raw-line.ts).
 */
export type RawRow = [
  id: string,
  seq: number,
  version: number,
  status: ResponseStatus,
  weight: number,
  time: number,
  source: string,
  device: string | null,
  cellsKey: number | null,
  answers: unknown,
];

/** Deleted responses: ids with the seq of their deletion. */
export interface DeletionBatch {
  ids: string[];
  seqs: number[];
}
