import type { ExportVersion } from './export-plan.ts';
import type { DataFormat, DataType } from './raw-layout.ts';

/** What the CSV export's worker thread is started with. */
export interface CsvWorkerData {
  versions: ExportVersion[];
  request: { dataFormat: DataFormat; dataType: DataType; weight?: boolean };
  /** The active weighting scheme's weights by response (ids and weights in step); null: none. */
  weights: { ids: string[]; weights: Float64Array } | null;
  /** The ids a filter keeps (null: every row). */
  only: string[] | null;
  /** File names by key and the links' base (file-cells.ts), as pairs: a Map is cloned slowly. */
  files: { names: [string, string][]; base: string };
}

export interface CsvWorkerRequest {
  id: number;
  /** A chunk as snapshot-reader.ts reads it: a JSON array per row and line. */
  text: string;
}

export type CsvWorkerReply =
  | { id: number; rows: number; parts: { bytes: ArrayBufferLike; offset: number; length: number }[] }
  | { id: number; error: string };
