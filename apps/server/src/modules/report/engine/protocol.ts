import type {
  CrossDefinition,
  CrossVariable,
  FilterDefinition,
  Lang,
  WeightingDefinition,
  WeightingReport,
  WordcloudKind,
} from '@cairn/contract';
import type { Page } from '@cairn/stats';
import type { CrossFigures } from '../analysis/cross-compute.ts';
import type { ExternalVariable } from '../analysis/external-variables.ts';
import type { Outcome } from '../analysis/outcome.ts';
import type { SchemeRef } from '../analysis/weights-cache.ts';
import type { ChartItem, ItemResult } from '../dashboard/chart-items.ts';
import type { TagRequest, TagResults } from '../tags/tag-ops.ts';
import type { ColumnTags } from '../tags/tag-rows.ts';
import type { DeletionBatch } from './raw-rows.ts';
import type { BoardQuestion, BoardResult, OpenTextResult } from './report-compute.ts';
import type { WordcloudCounts, WordcloudHits, WordcloudTextSettings } from './wordcloud-compute.ts';

/**
 * Messages between the request thread and the report worker. The worker owns the datasets; the
 * request thread reads the database and sends rows, deletions and documents, then asks for
 * figures. Each request carries an id; the worker answers it with the same id, in order.
 */
export type WorkerRequest =
  | { op: 'reset'; surveyId: number; version: number; document: unknown }
  | { op: 'documents'; surveyId: number; documents: [number, unknown][] }
  /** `json`: RawRows as the database built them, one JSON array per line (rows-reader.ts). */
  | { op: 'rows'; surveyId: number; json: string }
  | { op: 'remove'; surveyId: number; batch: DeletionBatch }
  /** Changes since the watermark: deletions are applied, the ids to read in full answered. */
  | { op: 'diff'; surveyId: number; ids: string[]; seqs: number[]; deleted: boolean[] }
  | { op: 'drop'; surveyId: number }
  /** A build's hint: the survey holds about `rows` responses (room is made for them at once). */
  | { op: 'reserve'; surveyId: number; rows: number }
  /** A board is answered from the worker's cache while the dataset is unchanged; `fresh` computes it anyway (the benchmark's uncached figure). */
  /** `weighted` with a `scheme`: the active scheme's weights; without one, the stored weights. */
  | {
      op: 'board';
      surveyId: number;
      filter: FilterDefinition | null;
      weighted: boolean;
      scheme?: SchemeRef | null;
      fresh?: boolean;
    }
  | {
      op: 'item';
      surveyId: number;
      nodeId: number;
      filter: FilterDefinition | null;
      weighted: boolean;
      scheme?: SchemeRef | null;
      page: Page;
    }
  /** `tags`: the columns' tags, which add their `tags:{columnKey}` variables. */
  | { op: 'cross-variables'; surveyId: number; lang: Lang; tags?: ColumnTags[] }
  | {
      op: 'cross';
      surveyId: number;
      definition: CrossDefinition;
      filter: FilterDefinition | null;
      /** The scheme to weight by (null: unweighted). */
      scheme: SchemeRef | null;
      lang: Lang;
      offsetMinutes: number;
      /** Variables from the database the definition uses (coding reports' codes). */
      external?: ExternalVariable[];
      tags?: ColumnTags[];
    }
  /** Whether a definition's variables can be used as placed, without computing the table. */
  | {
      op: 'cross-check';
      surveyId: number;
      definition: CrossDefinition;
      lang: Lang;
      external?: ExternalVariable[];
      tags?: ColumnTags[];
    }
  | { op: 'weights-run'; surveyId: number; definition: WeightingDefinition; lang: Lang }
  /** A scheme's weight per response (exports): null when it cannot run on the rows now. */
  | { op: 'scheme-weights'; surveyId: number; scheme: SchemeRef }
  | {
      op: 'open-text';
      surveyId: number;
      key: string;
      search?: string;
      filter: FilterDefinition | null;
      page: Page;
    }
  | { op: 'ids'; surveyId: number; filter: FilterDefinition | null }
  /** An open column's word cloud; `fresh` segments anew (the benchmark's uncached figure). */
  | {
      op: 'wordcloud';
      surveyId: number;
      key: string;
      filter: FilterDefinition | null;
      scheme: SchemeRef | null;
      settings: WordcloudTextSettings;
      kind: WordcloudKind;
      limit: number;
      fresh?: boolean;
    }
  | {
      op: 'wordcloud-answers';
      surveyId: number;
      key: string;
      word: string;
      filter: FilterDefinition | null;
      settings: WordcloudTextSettings;
      page: Page;
    }
  /**
   * A dashboard page's items of one survey (dashboard/chart-items.ts), kept as aggregates that
   * take appended rows; `fresh` computes from scratch and keeps nothing (the benchmark).
   */
  | {
      op: 'charts';
      surveyId: number;
      items: ChartItem[];
      lang: Lang;
      offsetMinutes: number;
      scheme: SchemeRef | null;
      fresh?: boolean;
    }
  | { op: 'snapshot'; surveyId: number }
  | { op: 'length'; surveyId: number }
  | TagRequest;

/** What the worker answers, by op. */
export interface WorkerResults {
  reset: null;
  documents: null;
  /** `stale`: rows whose stored cells have another layout key, to send again with their answers. */
  rows: { length: number; stale: string[] };
  remove: { length: number };
  diff: string[];
  drop: null;
  reserve: null;
  board: BoardResult;
  item: BoardQuestion | null;
  'cross-variables': CrossVariable[];
  cross: Outcome<CrossFigures & { weighted: boolean }>;
  'cross-check': Outcome<null>;
  'weights-run': Outcome<WeightingReport>;
  'scheme-weights': { ids: string[]; weights: Float64Array } | null;
  'open-text': OpenTextResult | null;
  ids: string[];
  /** null: not an open column; `weighted` false when the scheme cannot run now. */
  wordcloud: (WordcloudCounts & { weighted: boolean }) | null;
  'wordcloud-answers': WordcloudHits | null;
  charts: ItemResult[];
  snapshot: DatasetSnapshot | null;
  length: number;
  tags: TagResults;
}

/** A dataset as plain arrays (tests compare a rebuilt one with an incremental one). */
export interface DatasetSnapshot {
  ids: string[];
  columns: Record<string, unknown[]>;
  status: number[];
  weight: number[];
  time: number[];
  source: (string | null)[];
  device: (string | null)[];
}

export type WorkerEnvelope = { id: number; request: WorkerRequest };
export type WorkerReply =
  | { id: number; ok: true; result: unknown }
  | { id: number; ok: false; error: string };

/**
 * Test-only: a shared flag the worker waits on before computing a report (slot 0: the worker sets
 * 1 when it is holding; slot 1: the test sets 1 to release it), so a test can prove the request
 * thread keeps serving while a computation is in progress, without sleeping.
 */
export interface WorkerOptions {
  hold?: SharedArrayBuffer;
}
