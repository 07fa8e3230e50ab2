import { type SurveyDocument, ZSurveyDocument } from '@cairn/core';
import { Dataset } from '@cairn/stats';
import {
  type AnalysisQuestion,
  analysisQuestionsOf,
  datasetColumnsOf,
  toDatasetRow,
} from '../analysis-source.ts';
import type { DeletionBatch, RawRow } from './raw-rows.ts';

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
  private readonly questionsByVersion = new Map<number, AnalysisQuestion[]>();
  private readonly documents = new Map<number, unknown>();
  private deleted = 0;

  constructor(
    readonly version: number,
    latest: SurveyDocument | unknown,
  ) {
    this.questions = analysisQuestionsOf(ZSurveyDocument.parse(latest));
    this.questionsByVersion.set(version, this.questions);
    this.dataset = new Dataset(datasetColumnsOf(this.questions));
  }

  /** A version's document (JSON) for the rows that answered it; parsed when first needed. */
  addDocument(version: number, document: unknown): void {
    if (!this.questionsByVersion.has(version)) this.documents.set(version, document);
  }

  hasVersion(version: number): boolean {
    return this.questionsByVersion.has(version) || this.documents.has(version);
  }

  private questionsOf(version: number): AnalysisQuestion[] {
    let questions = this.questionsByVersion.get(version);
    if (!questions) {
      const document = this.documents.get(version);
      // A version whose document never arrived converts with the latest questions.
      questions =
        document === undefined ? this.questions : analysisQuestionsOf(ZSurveyDocument.parse(document));
      this.questionsByVersion.set(version, questions);
      this.documents.delete(version);
    }
    return questions;
  }

  get length(): number {
    return this.dataset.length;
  }

  /** The seq the row of a response holds, or undefined. */
  seqOf(id: string): number | undefined {
    const index = this.indexById.get(id);
    return index === undefined ? undefined : this.seqs[index];
  }

  indexOf(id: string): number | undefined {
    return this.indexById.get(id);
  }

  /** Appends new responses and replaces changed ones; a row already at this seq or later is kept. */
  apply(rows: readonly RawRow[]): void {
    for (const [id, seq, version, status, answers, weight, time, source, device] of rows) {
      const index = this.indexById.get(id);
      if (index !== undefined && this.seqs[index]! >= seq) continue;
      const row = toDatasetRow(this.questionsOf(version), {
        status,
        answers,
        weight,
        submittedAt: null,
        startedAt: new Date(time),
        source,
        device,
      });
      if (index === undefined) {
        this.indexById.set(id, this.dataset.length);
        this.ids.push(id);
        this.seqs.push(seq);
        this.dataset.appendRow(row);
      } else {
        if (this.dataset.status()[index] === DELETED_STATUS) this.deleted--;
        this.seqs[index] = seq;
        this.dataset.setRow(index, row);
      }
    }
  }

  /** Marks deleted responses; a row changed after the deletion's seq (re-inserted) stays. */
  remove(batch: DeletionBatch): void {
    for (let i = 0; i < batch.ids.length; i++) {
      const index = this.indexById.get(batch.ids[i]!);
      if (index === undefined || this.seqs[index]! >= batch.seqs[i]!) continue;
      if (this.dataset.status()[index] !== DELETED_STATUS) this.deleted++;
      this.seqs[index] = batch.seqs[i]!;
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
