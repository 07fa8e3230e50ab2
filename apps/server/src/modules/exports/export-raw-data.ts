import type { Writable } from 'node:stream';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type ResponseStatus, surveyVersions } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import type { CsvChunk } from './csv-chunk.ts';
import { CsvConverter } from './csv-converter.ts';
import { exportPlan } from './export-plan.ts';
import { loadExportFiles } from './file-cells.ts';
import { exportScope } from './filter-scope.ts';
import type { DataFormat, DataType } from './raw-layout.ts';
import { exportSav } from './sav/export-sav.ts';
import type { ExportWeights } from './sav/sav-layout.ts';
import { CONTENT_TYPES, createSheetSink, type FileType, type SheetSink } from './sheet-sink.ts';
import { CHUNK_ROWS, readSnapshot } from './snapshot-reader.ts';

export interface RawExportRequest {
  fileType: FileType;
  dataFormat: DataFormat;
  dataType: DataType;
  includePartial: boolean;
  /** Invalid and screened-out responses. */
  includeInvalid: boolean;
  filterId: number | null;
  /** Who asked for the export (whose filter it is). */
  userId: number;
  /** Only these responses (the ones selected in the response table); null or absent: all. */
  responseIds?: readonly string[] | null;
  /**
   * The active weighting scheme's weight per response: the .sav's weight variable, and a last
   * `weight` column of xlsx and CSV. Absent: the .sav writes `responses.weight` as `weight`
   * (sav/sav-layout.ts STORED_WEIGHTS) and xlsx and CSV have no weight column.
   */
  weights?: ExportWeights;
}

export interface RawExportResult {
  rows: number;
  contentType: string;
}

export interface RawExportHooks {
  /** Rows written so far of the snapshot's total (for the task's progress). */
  onProgress?(written: number, total: number): Promise<void> | void;
  /** After the snapshot is fixed, before any row is read (tests write concurrent answers here). */
  onSnapshot?(): Promise<void> | void;
  /** Responses an xlsx file may hold (tests lower it); XLSX_MAX_RESPONSES when absent. */
  xlsxRowLimit?: number;
  /** Rows per chunk read (tests make several chunks of a few rows); CHUNK_ROWS when absent. */
  chunkRows?: number;
  /** false: a CSV converts every chunk on this thread (tests compare the two ways). */
  csvWorker?: boolean;
  /**
   * Where the rows go instead of a file of their own: one sheet of a workbook holding several
   * surveys (a dashboard's raw data, dashboard-export/raw-data-job.ts). Its finish() ends that sheet.
   */
  sink?: SheetSink;
}

/** A worksheet holds 1,048,576 rows; the code and title rows take two of them. */
export const XLSX_MAX_RESPONSES = 1_048_576 - 2;

export function statusesOf(
  request: Pick<RawExportRequest, 'includePartial' | 'includeInvalid'>,
): ResponseStatus[] {
  const statuses: ResponseStatus[] = ['complete'];
  if (request.includePartial) statuses.push('partial');
  if (request.includeInvalid) statuses.push('invalid', 'screened_out');
  return statuses;
}

/**
 * A survey's responses in the raw layout (raw-layout.ts), as xlsx or CSV (or SPSS .sav,
 * sav/export-sav.ts, from the same versions, files and filter scope), read from one snapshot
 * and written row by row into `out` (a file in storage), which it leaves open: the caller commits
 * or drops the file. Callable from a script with a database handle (bench/report-board.ts).
 * The columns are the latest version's; each response is converted with its own version.
 */
export async function exportRawData(
  deps: { db: Db; now: () => number; publicUrl?: string },
  surveyId: number,
  request: RawExportRequest,
  out: Writable,
  hooks: RawExportHooks = {},
): Promise<RawExportResult> {
  const { db } = deps;
  const versions = await db
    .select({ version: surveyVersions.version, document: surveyVersions.document })
    .from(surveyVersions)
    .where(eq(surveyVersions.surveyId, surveyId))
    .orderBy(asc(surveyVersions.version));
  const files = await loadExportFiles(db, surveyId, deps.publicUrl);
  // With an active weighting scheme (`weights`), xlsx and CSV end with its weight per response.
  const weightOf = request.weights;
  const { layout, rowValues } = exportPlan(versions, { ...request, weight: weightOf !== undefined }, files);
  const only = await exportScope(deps, surveyId, request);
  if (request.fileType === 'sav') {
    const rows = await exportSav(
      {
        db,
        now: deps.now(),
        surveyId,
        versions,
        files,
        statuses: statusesOf(request),
        only,
        ...(request.weights ? { weights: request.weights } : {}),
        ...(hooks.chunkRows ? { chunkRows: hooks.chunkRows } : {}),
        ...(hooks.onSnapshot ? { onSnapshot: hooks.onSnapshot } : {}),
        ...(hooks.onProgress ? { onProgress: hooks.onProgress } : {}),
      },
      out,
    );
    return { rows, contentType: CONTENT_TYPES.sav };
  }

  const sink = hooks.sink ?? (await createSheetSink(request.fileType, out, { date: new Date(deps.now()) }));
  await sink.addRow(layout.map((c) => c.code));
  await sink.addRow(layout.map((c) => c.title));
  const chunkRows = hooks.chunkRows ?? CHUNK_ROWS;
  let total = 0;
  let written = 0;
  // A CSV of more than one chunk is converted by two worker threads taking chunks in turn
  // (csv-converter.ts): converting is most of an export's CPU, and this thread only reads the
  // next chunk and writes the bytes in order, so the database always has the next query.
  // `owed`: chunks handed out, oldest first; at most one per worker is waited on.
  let converters: CsvConverter[] = [];
  const owed: Promise<CsvChunk>[] = [];
  let chunks = 0;
  const writeOldest = async () => {
    const chunk = await owed.shift()!;
    await sink.addBytes!(chunk.buffers);
    written += chunk.rows;
  };
  try {
    await readSnapshot(
      db,
      { surveyId, statuses: statusesOf(request), cellsKeys: rowValues.cellsKeys, chunkRows },
      {
        onSnapshot: async (n) => {
          total = n;
          // Refused before any row is read: Excel would cut the sheet or refuse the file.
          const limit = hooks.xlsxRowLimit ?? XLSX_MAX_RESPONSES;
          const rows = only ? Math.min(n, only.size) : n;
          if (request.fileType === 'xlsx' && rows > limit)
            throw new AppError('A4011', `${rows.toLocaleString('en')} > ${limit.toLocaleString('en')}`);
          if (sink.addBytes && n > chunkRows && hooks.csvWorker !== false) {
            const data = {
              versions,
              // A weight provider is a function, which a worker cannot be sent (CSV does not use it).
              request: { ...request, weights: undefined, weight: request.weights !== undefined },
              weights: request.weights?.table ?? null,
              only: only ? [...only] : null,
              files: { names: [...files.names], base: files.base },
            };
            converters = [new CsvConverter(data), new CsvConverter(data)];
          }
          await hooks.onSnapshot?.();
        },
        onChunk: async (rows, text) => {
          if (converters.length > 0) {
            const converting = converters[chunks++ % converters.length]!.convert(text);
            // Awaited in turn below or at the end; handled now so a failure meanwhile is not unhandled.
            converting.catch(() => {});
            owed.push(converting);
            if (owed.length >= converters.length) await writeOldest();
          } else {
            for (const row of rows) {
              if (only && !only.has(row.id)) continue;
              // The sink takes the values before it awaits: the writer's reused array is free again.
              // Awaited only when the sink hands a buffer on, not once per row.
              if (weightOf) row.weight = weightOf.of(row) ?? 1;
              const handed = sink.addRow(rowValues(row));
              if (handed) await handed;
              written++;
            }
          }
          await hooks.onProgress?.(written, total);
        },
      },
    );
    while (owed.length > 0) await writeOldest();
  } finally {
    for (const converter of converters) await converter.close();
  }
  await sink.finish();
  return { rows: written, contentType: CONTENT_TYPES[request.fileType] };
}
