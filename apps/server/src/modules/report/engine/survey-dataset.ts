import { type SurveyDocument, ZSurveyDocument } from '@cairn/core';
import { Dataset, JSON_CODES, JsonCursor, type RowCells, type RowMeta, type TypedRows } from '@cairn/stats';
import type { ResponseStatus } from '../../../db/schema/responses.ts';
import {
  type AnalysisQuestion,
  analysisQuestionsOf,
  type CellsPlan,
  cellsPlanOf,
  datasetColumnsOf,
  STATUS_CODE,
  writeResponseCells,
} from '../analysis-source.ts';
import { cellsKeyOf, readStoredCells } from '../stored-cells.ts';
import { emptyRawHead, type RawHead, readRawHead } from './raw-line.ts';
import type { DeletionBatch, RawRow } from './raw-rows.ts';

/**
 * How the rows of one version are written: its questions, where each one's first cell goes in
 * `cells`, and, when that layout is not the dataset's (an older version), the dataset column of
 * each of those cells (-1: a column the latest version no longer has).
 */
interface VersionWriter {
  plan: CellsPlan;
  /** The layout key stored cells of this version must carry (stored-cells.ts). */
  key: number;
  /** The version's own row (null: its layout is the dataset's, it writes straight into it). */
  own: RowCells | null;
  columnOf: Int32Array;
}

function writerFor(questions: readonly AnalysisQuestion[], dataset: Dataset): VersionWriter {
  const plan = cellsPlanOf(questions);
  const columnOf = questions.flatMap((question) =>
    question.columns.map((column) => dataset.columnIndex(column.key)),
  );
  const direct =
    columnOf.length === dataset.specs.length && columnOf.every((column, slot) => column === slot);
  return {
    plan,
    key: cellsKeyOf(plan),
    own: direct ? null : new Array<undefined>(plan.width).fill(undefined),
    columnOf: Int32Array.from(columnOf),
  };
}

/** How many rows `applyLines` reads before it appends them to the columns at once. */
const PENDING_ROWS = 1024;

/** What `applyStored` did with a line: applied it, left it out as stale, or left it to parse whole. */
enum Read {
  Applied,
  Stale,
  Whole,
}

/** The status of a deleted response: outside STATUS_CODE, so no report's status filter keeps it. */
export const DELETED_STATUS = 255;

/**
 * One survey's dataset as the report worker holds it: the columns of the latest published
 * version, a row per response (rows of older versions converted with their own version's
 * questions), the response id and seq of every row. Rows change in place when a response
 * changes or is deleted, so row indexes stay stable and a rebuild equals the incremental result.
 */
export class SurveyDataset {
  readonly dataset: Dataset;
  readonly questions: AnalysisQuestion[];
  readonly ids: string[] = [];
  private readonly seqs: number[] = [];
  private readonly indexById = new Map<string, number>();
  private readonly writers = new Map<number, VersionWriter>();
  /** The row being written (reused: the dataset empties it as it takes it). */
  private readonly cells: RowCells;
  /** Rows read from stored cells' text (`applyLines`) not yet in the dataset, with the cursor and head. */
  private readonly pending: TypedRows;
  private readonly cursor = new JsonCursor();
  private readonly head: RawHead = emptyRawHead();
  private readonly meta: RowMeta = { status: 0, weight: 1, submittedAt: 0, source: null, device: null };
  private readonly documents = new Map<number, unknown>();
  private deleted = 0;
  /**
   * Rows changed in place (a response replaced or deleted) since the dataset was made. Appends
   * leave it alone, so a figure that remembers this count and the length it covered can add
   * the rows appended since instead of counting everything again (dashboard chart aggregates).
   */
  edits = 0;

  constructor(
    readonly version: number,
    latest: SurveyDocument | unknown,
  ) {
    this.questions = analysisQuestionsOf(ZSurveyDocument.parse(latest));
    this.dataset = new Dataset(datasetColumnsOf(this.questions));
    this.cells = this.dataset.rowCells();
    this.pending = this.dataset.typedRows(PENDING_ROWS);
    this.writers.set(version, writerFor(this.questions, this.dataset));
  }

  /** A version's document (JSON) for the rows that answered it; parsed when first needed. */
  addDocument(version: number, document: unknown): void {
    if (!this.writers.has(version)) this.documents.set(version, document);
  }

  hasVersion(version: number): boolean {
    return this.writers.has(version) || this.documents.has(version);
  }

  private writerOf(version: number): VersionWriter {
    let writer = this.writers.get(version);
    if (!writer) {
      const document = this.documents.get(version);
      // A version whose document never arrived converts with the latest questions.
      const questions =
        document === undefined ? this.questions : analysisQuestionsOf(ZSurveyDocument.parse(document));
      writer = writerFor(questions, this.dataset);
      this.writers.set(version, writer);
      this.documents.delete(version);
    }
    return writer;
  }

  get length(): number {
    return this.dataset.length;
  }

  /** Makes room in every column for `rows` rows in all (a build's hint; fewer or more may come). */
  reserve(rows: number): void {
    const extra = rows - this.dataset.length - this.pending.count;
    if (extra > 0) this.dataset.reserve(extra);
  }

  /** The seq the row of a response holds, or undefined. */
  seqOf(id: string): number | undefined {
    const index = this.indexById.get(id);
    return index === undefined ? undefined : this.seqs[index];
  }

  indexOf(id: string): number | undefined {
    return this.indexById.get(id);
  }

  /**
   * Appends new responses and replaces changed ones; a row already at this seq or later is kept.
   * Answers the ids of rows left out because their stored cells have another layout key: the
   * caller reads those again with their answers.
   */
  apply(rows: readonly RawRow[]): string[] {
    const stale: string[] = [];
    for (const row of rows) if (!this.applyRow(row)) stale.push(row[0]);
    return stale;
  }

  /**
   * `apply` of rows as rows-reader.ts reads them: one JSON array per line. A new row with stored
   * cells of the dataset's own layout goes from the text straight into the columns, with no
   * object per row or cell (at a million rows, JSON.parse and the garbage it left were half the
   * build); any other line is parsed whole.
   */
  applyLines(text: string): string[] {
    const stale: string[] = [];
    const { cursor, head } = this;
    for (let start = 0; start < text.length; ) {
      let end = text.indexOf('\n', start);
      if (end < 0) end = text.length;
      if (end > start) {
        cursor.at(text, start);
        const read = readRawHead(cursor, head) ? this.applyStored(head, end) : Read.Whole;
        if (read === Read.Stale) stale.push(head.id);
        else if (read === Read.Whole) {
          this.flush();
          const row = JSON.parse(text.slice(start, end)) as RawRow;
          if (!this.applyRow(row)) stale.push(row[0]);
        }
      }
      start = end + 1;
    }
    this.flush();
    return stale;
  }

  private flush(): void {
    this.dataset.appendRows(this.pending);
  }

  /** The fast way of `applyLines`, for a line whose head is read: what became of the line. */
  private applyStored(head: RawHead, end: number): Read {
    const { cursor } = this;
    // Answers to convert, a row held already or an older version's layout: the general way.
    if (cursor.peek() !== JSON_CODES.OPEN || this.indexById.has(head.id)) return Read.Whole;
    const writer = this.writerOf(head.version);
    if (head.cellsKey !== writer.key) return Read.Stale;
    const { pending } = this;
    if (writer.own || !pending.readJson(cursor) || !cursor.skip(JSON_CODES.CLOSE) || cursor.pos !== end)
      return Read.Whole;
    this.append(head.id, head.seq, head.status, head.weight, head.time, head.source, head.device);
    pending.commit(this.meta);
    if (pending.full) this.flush();
    return Read.Applied;
  }

  /** False when the row carries stored cells of another layout (nothing is applied). */
  private applyRow([id, seq, version, status, weight, time, source, device, key, answers]: RawRow): boolean {
    const index = this.indexById.get(id);
    if (index !== undefined && this.seqs[index]! >= seq) return true;
    const writer = this.writerOf(version);
    if (Array.isArray(answers)) {
      if (key !== writer.key) return false;
      this.writeStored(writer, answers);
    } else this.writeCells(writer, (answers ?? {}) as Record<string, unknown>, status !== 'partial');
    if (index === undefined) {
      this.append(id, seq, status, weight, time, source, device);
      this.dataset.appendCells(this.cells, this.meta);
    } else {
      this.setMeta(status, weight, time, source, device);
      if (this.dataset.status()[index] === DELETED_STATUS) this.deleted--;
      this.seqs[index] = seq;
      this.edits++;
      this.dataset.setCells(index, this.cells, this.meta);
    }
    return true;
  }

  /** Records a new row's id and seq and sets `meta` for it; the caller appends its cells. */
  private append(
    id: string,
    seq: number,
    status: ResponseStatus,
    weight: number,
    time: number,
    source: string,
    device: string | null,
  ): void {
    this.setMeta(status, weight, time, source, device);
    this.indexById.set(id, this.dataset.length + this.pending.count);
    this.ids.push(id);
    this.seqs.push(seq);
  }

  private setMeta(
    status: ResponseStatus,
    weight: number,
    time: number,
    source: string,
    device: string | null,
  ) {
    const { meta } = this;
    meta.status = STATUS_CODE[status];
    meta.weight = weight;
    // A partial response has no submit time: `time` is when it started (rows-reader.ts).
    meta.submittedAt = time;
    meta.source = source || null;
    meta.device = device;
  }

  private writeStored(writer: VersionWriter, stored: readonly (RowCells[number] | null)[]): void {
    if (!writer.own) {
      readStoredCells(stored, this.cells);
      return;
    }
    readStoredCells(stored, writer.own);
    this.moveOwn(writer.own, writer.columnOf);
  }

  private writeCells(writer: VersionWriter, answers: Record<string, unknown>, checked: boolean): void {
    const { own, columnOf } = writer;
    if (!own) {
      writeResponseCells(writer.plan, answers, checked, this.cells);
      return;
    }
    writeResponseCells(writer.plan, answers, checked, own);
    this.moveOwn(own, columnOf);
  }

  /** An older version's row into the dataset's columns. */
  private moveOwn(own: RowCells, columnOf: Int32Array): void {
    for (let slot = 0; slot < own.length; slot++) {
      const value = own[slot];
      if (value === undefined) continue;
      own[slot] = undefined;
      const column = columnOf[slot]!;
      if (column >= 0) this.cells[column] = value;
    }
  }

  /** Marks deleted responses; a row changed after the deletion's seq (re-inserted) stays. */
  remove(batch: DeletionBatch): void {
    for (let i = 0; i < batch.ids.length; i++) {
      const index = this.indexById.get(batch.ids[i]!);
      if (index === undefined || this.seqs[index]! >= batch.seqs[i]!) continue;
      if (this.dataset.status()[index] !== DELETED_STATUS) this.deleted++;
      this.seqs[index] = batch.seqs[i]!;
      this.edits++;
      this.dataset.setRow(index, { cells: {}, status: DELETED_STATUS, weight: 0, submittedAt: 0 });
    }
  }

  /**
   * Changes read from the database (ids, seqs, deletion or not, in seq order): applies the
   * deletions and returns the ids whose rows must be read because this dataset lacks them or
   * holds an older seq. The latest change of an id decides.
   */
  diff(ids: readonly string[], seqs: readonly number[], deleted: readonly boolean[]): string[] {
    const latest = new Map<string, number>();
    for (let i = 0; i < ids.length; i++) latest.set(ids[i]!, i);
    const needed: string[] = [];
    const removals: DeletionBatch = { ids: [], seqs: [] };
    for (const [id, i] of latest) {
      const held = this.seqOf(id);
      if (held !== undefined && held >= seqs[i]!) continue;
      if (!deleted[i]) needed.push(id);
      else if (held !== undefined) {
        removals.ids.push(id);
        removals.seqs.push(seqs[i]!);
      }
    }
    this.remove(removals);
    return needed;
  }

  /** How many rows are deleted (every report mask must drop them). */
  get deletedCount(): number {
    return this.deleted;
  }
}
