import type { Writable } from 'node:stream';
import type { Db } from '../../../db/client.ts';
import type { ResponseStatus } from '../../../db/schema/index.ts';
import { drained } from '../drained.ts';
import { type ExportVersion, exportPlan } from '../export-plan.ts';
import type { ExportFiles } from '../file-cells.ts';
import { CHUNK_ROWS, readSnapshot } from '../snapshot-reader.ts';
import { savCaseWriter } from './sav-cases.ts';
import { savDictionaryBytes } from './sav-dictionary.ts';
import { type ExportWeights, STORED_WEIGHTS, savLayout } from './sav-layout.ts';

/** Case bytes handed to the output at a time (whole compression blocks). */
const PIECE_BYTES = 1 << 20;

export interface SavExportInput {
  db: Db;
  now: number;
  surveyId: number;
  versions: readonly ExportVersion[];
  files: ExportFiles;
  statuses: ResponseStatus[];
  /** The responses the filter or selection keeps; null: all of the statuses. */
  only: ReadonlySet<string> | null;
  weights?: ExportWeights;
  chunkRows?: number;
  onSnapshot?(): Promise<void> | void;
  onProgress?(written: number, total: number): Promise<void> | void;
}

/**
 * A survey's responses as an SPSS system file, streamed into `out`: the dictionary first (its
 * case count -1, as a stream cannot go back to write it), then the cases in bytecode
 * compression, a megabyte at a time, read from one snapshot like the xlsx and CSV exports. The
 * layout is format 2 with codes whatever the request says (sav-layout.ts), and texts are not
 * neutralised against spreadsheet formulas.
 */
export async function exportSav(input: SavExportInput, out: Writable): Promise<number> {
  const { layout, rowValues, questionsByVersion } = exportPlan(
    input.versions,
    { dataFormat: 2, dataType: 'code' },
    input.files,
    { neutralise: false },
  );
  const sav = savLayout(layout, input.weights ?? STORED_WEIGHTS);
  // Per version, which layout columns it has: a column it lacks was not shown to its respondents.
  const present = new Map<number, Uint8Array>();
  for (const [version, questions] of questionsByVersion) {
    const keys = new Set(questions.flatMap((q) => q.columns.map((c) => c.key)));
    present.set(
      version,
      Uint8Array.from(layout, (c) => (c.kind !== 'cell' || keys.has(c.key) ? 1 : 0)),
    );
  }
  const send = async (bytes: Uint8Array) => {
    if (!out.write(bytes)) await drained(out);
  };

  await send(
    savDictionaryBytes({
      variables: sav.variables,
      dichotomySets: sav.dichotomySets,
      weight: sav.weight,
      created: new Date(input.now),
    }),
  );
  const cases = savCaseWriter(sav.variables);
  let total = 0;
  let written = 0;
  await readSnapshot(
    input.db,
    {
      surveyId: input.surveyId,
      statuses: input.statuses,
      cellsKeys: rowValues.cellsKeys,
      chunkRows: input.chunkRows ?? CHUNK_ROWS,
    },
    {
      onSnapshot: async (n) => {
        total = n;
        await input.onSnapshot?.();
      },
      onChunk: async (rows) => {
        for (const row of rows) {
          if (input.only && !input.only.has(row.id)) continue;
          const shown = present.get(row.version);
          cases.add(sav.caseOf(row, rowValues(row), (i) => !shown || shown[i] === 1));
          written++;
          const piece = cases.take(PIECE_BYTES);
          if (piece) await send(piece);
        }
        await input.onProgress?.(written, total);
      },
    },
  );
  await send(cases.end());
  return written;
}
