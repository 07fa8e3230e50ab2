import type { Db } from '../../../db/client.ts';
import { type FreshnessPlan, RecentSeqs } from './recent-seqs.ts';
import {
  countResponses,
  readByIds,
  readChanges,
  readChunk,
  readDeletionSeqs,
  readDocuments,
  readFreshness,
} from './rows-reader.ts';
import type { WorkerClient } from './worker-client.ts';

/**
 * The request thread's side of the dataset cache: which survey datasets the worker holds, of
 * which published version, and up to which seq they are complete. `ensure` brings a survey's
 * dataset up to date before a report (see docs/ARCHITECTURE.md "Reports: dataset cache and
 * worker"):
 * - no dataset, a new published version or a restarted worker: rebuild by streaming chunks;
 * - else, in the same query as the version, count the seqs written or deleted above the highest
 *   one the last read of changes returned, or in the stretches above `safe` it did not see; none
 *   means nothing changed (recent-seqs.ts). Otherwise read the ids and seqs after `safe`; the
 *   worker applies deletions and names the rows it lacks, which are then read in full.
 * A seq is taken before its transaction commits, so a row can appear below a seq already seen:
 * `safe` only passes a seq observed at least `lateCommitMs` before a read began, and everything
 * above it is checked again (idempotent by id and seq).
 */
export interface CacheOptions {
  chunkSize?: number;
  lateCommitMs?: number;
}

interface SurveyState {
  version: number;
  generation: number;
  safe: number;
  /** Highest seq seen at a time (ms), oldest first. */
  observations: { at: number; seq: number }[];
  versions: Set<number>;
  /** The seqs above `safe` that the last read of changes returned. */
  recent: RecentSeqs;
  /** When the last refresh read began. */
  refreshedAt: number;
}

/**
 * A dataset not refreshed for this long is rebuilt rather than brought up to date: deletions
 * older than RESPONSE_DELETIONS_KEEP_MS are pruned (prune-deletions.ts), and a dataset whose
 * watermark is older than that would miss them.
 */
export const DATASET_IDLE_REBUILD_MS = 24 * 3600_000;

export class DatasetCache {
  private readonly states = new Map<number, SurveyState>();
  private readonly locks = new Map<number, Promise<unknown>>();
  private readonly chunkSize: number;
  private readonly lateCommitMs: number;

  constructor(
    private readonly db: Db,
    private readonly worker: WorkerClient,
    private readonly now: () => number,
    options: CacheOptions = {},
  ) {
    this.chunkSize = options.chunkSize ?? 5000;
    this.lateCommitMs = options.lateCommitMs ?? 10_000;
  }

  /** Brings the survey's dataset up to date; its published version, or null when never published. */
  ensure(surveyId: number): Promise<number | null> {
    return this.withFresh(surveyId, async (version) => version);
  }

  /**
   * Refreshes the survey's dataset, then runs `use` before any other refresh of the survey can
   * start, so a rebuild never lands between a refresh and the report that needed it.
   */
  withFresh<T>(surveyId: number, use: (version: number | null) => Promise<T>): Promise<T> {
    const previous = this.locks.get(surveyId) ?? Promise.resolve();
    const next = previous.catch(() => {}).then(async () => use(await this.refresh(surveyId)));
    this.locks.set(surveyId, next);
    void next
      .catch(() => {})
      .finally(() => {
        if (this.locks.get(surveyId) === next) this.locks.delete(surveyId);
      });
    return next;
  }

  private async refresh(surveyId: number): Promise<number | null> {
    const state = this.states.get(surveyId);
    const live = state?.generation === this.worker.generation ? state : undefined;
    const readAt = this.now();
    const plan = live?.recent.plan(live.safe);
    const { version, fingerprint } = await readFreshness(this.db, surveyId, plan?.range ?? null);
    if (version === null) {
      if (state) await this.drop(surveyId);
      return null;
    }
    if (!live || live.version !== version || readAt - live.refreshedAt > DATASET_IDLE_REBUILD_MS)
      await this.build(surveyId, version);
    else if (plan && fingerprint && plan.unchanged(fingerprint)) this.advance(live, readAt);
    else await this.update(surveyId, live, readAt, plan);
    return version;
  }

  private async drop(surveyId: number): Promise<void> {
    this.states.delete(surveyId);
    await this.worker.call({ op: 'drop', surveyId });
  }

  /**
   * A whole dataset from scratch, chunk by chunk in seq order. Older versions' documents go to
   * the worker before the first chunk that answered them (asking for the versions answered up
   * front scanned the whole table: ~0.3 s per 100k responses).
   */
  async build(surveyId: number, version: number): Promise<void> {
    this.states.delete(surveyId);
    const documents = await readDocuments(this.db, surveyId, [version]);
    const latest = documents.find(([v]) => v === version)?.[1];
    await this.worker.call({ op: 'reset', surveyId, version, document: latest });
    const generation = this.worker.generation;
    const state: SurveyState = {
      version,
      generation,
      safe: 0,
      observations: [],
      versions: new Set([version]),
      recent: new RecentSeqs(),
      refreshedAt: this.now(),
    };
    // The survey's size, read beside the first chunks, so the worker makes room in each column
    // once instead of doubling its way there: every doubling copies a column into new memory,
    // and at 1M those copies and the page faults of their memory cost about 1 s (bench/README.md).
    // Only a hint: a failure or a late answer changes nothing.
    const reserving = countResponses(this.db, surveyId)
      .then((rows) => this.worker.call({ op: 'reserve', surveyId, rows }))
      .catch(() => {});
    let after = 0;
    const seqs: number[][] = [];
    // The worker applies a chunk while the next one is read: one chunk in each at a time.
    let applying: Promise<unknown> = Promise.resolve();
    for (;;) {
      const at = this.now();
      const chunk = await readChunk(this.db, surveyId, after, this.chunkSize);
      if (chunk.count === 0) break;
      await applying;
      const missing = chunk.versions.filter((v) => !state.versions.has(v));
      if (missing.length > 0) {
        // A version without a document converts with the latest questions (SurveyDataset).
        for (const v of missing) state.versions.add(v);
        await this.worker.call({
          op: 'documents',
          surveyId,
          documents: await readDocuments(this.db, surveyId, missing),
        });
      }
      const call = this.sendRows(surveyId, chunk.json);
      // Awaited below; handled now so a failure during the next read is not an unhandled rejection.
      call.catch(() => {});
      applying = call;
      seqs.push(chunk.seqs);
      after = chunk.last;
      state.observations.push({ at, seq: after });
      if (chunk.count < this.chunkSize) break;
    }
    await applying;
    await reserving;
    // The chunks were a read of changes from seq 0: recorded as one, with the deletions below
    // their last seq, the next refresh sees from one aggregate whether anything changed since
    // (a late commit below a seq read, a write or a deletion during the build) instead of reading
    // every id and seq again (a second full read: 1M ids at 1M responses).
    const deletions = await readDeletionSeqs(this.db, surveyId, after);
    state.recent.record(mergeAscending([...seqs, deletions]));
    // Chunks seen long enough ago (at once without a late-commit window) need no second look.
    this.advance(state, this.now());
    this.states.set(surveyId, state);
  }

  /**
   * Reads the changes after `safe`, or only those in a narrow plan's stretches (every other seq
   * above `safe` was read before: a change always takes a new seq); `startedAt`: when the
   * refresh's first read began. After a build the watermark trails the last `lateCommitMs` of
   * chunks, so reading everything above it re-read up to half a million ids at 1M.
   */
  private async update(
    surveyId: number,
    state: SurveyState,
    startedAt: number,
    plan: FreshnessPlan | undefined,
  ): Promise<void> {
    const narrow = plan?.narrow === true;
    const changes = await readChanges(
      this.db,
      surveyId,
      narrow ? plan.range : { above: state.safe, gaps: [] },
    );
    const seqs = changes.map((change) => change.seq);
    if (narrow) state.recent.add(seqs, state.safe);
    else state.recent.record(seqs);
    if (changes.length > 0) {
      // The worker knows the seq of every row it holds: it applies the deletions and names the
      // responses it lacks or holds older, so nothing already applied is read again.
      const needed = await this.worker.call({
        op: 'diff',
        surveyId,
        ids: changes.map((c) => c.id),
        seqs: changes.map((c) => c.seq),
        deleted: changes.map((c) => c.deleted),
      });
      for (let i = 0; i < needed.length; i += this.chunkSize) {
        const chunk = await readByIds(this.db, surveyId, needed.slice(i, i + this.chunkSize));
        if (chunk.count === 0) continue;
        await this.sendMissingDocuments(surveyId, state, chunk.json);
        await this.sendRows(surveyId, chunk.json);
      }
      state.observations.push({ at: startedAt, seq: changes[changes.length - 1]!.seq });
    }
    this.advance(state, startedAt);
  }

  /**
   * Rows to the worker; those whose stored cells it cannot read (written for another layout of
   * their version, by an older release) are read again with their answers and sent once more.
   */
  private async sendRows(surveyId: number, json: string): Promise<void> {
    const { stale } = await this.worker.call({ op: 'rows', surveyId, json });
    if (stale.length === 0) return;
    const converted = await readByIds(this.db, surveyId, stale, 'converted');
    await this.worker.call({ op: 'rows', surveyId, json: converted.json });
  }

  /** Moves `safe` to the highest seq seen at least `lateCommitMs` before this read began. */
  private advance(state: SurveyState, readAt: number): void {
    state.refreshedAt = Math.max(state.refreshedAt, readAt);
    let safe = state.safe;
    while (state.observations.length > 0 && state.observations[0]!.at <= readAt - this.lateCommitMs) {
      safe = Math.max(safe, state.observations.shift()!.seq);
    }
    state.safe = safe;
  }

  private async sendMissingDocuments(surveyId: number, state: SurveyState, json: string): Promise<void> {
    // Versions show in the JSON as the third element; a cheap scan beats parsing it here.
    const seen = new Set<number>();
    for (const match of json.matchAll(/\["[0-9a-f-]{36}", ?\d+, ?(\d+),/g)) seen.add(Number(match[1]));
    const missing = [...seen].filter((v) => !state.versions.has(v));
    if (missing.length === 0) return;
    const documents = await readDocuments(this.db, surveyId, missing);
    for (const v of missing) state.versions.add(v);
    await this.worker.call({ op: 'documents', surveyId, documents });
  }

  /** Forgets a survey's dataset: the next `ensure` rebuilds it. */
  forget(surveyId: number): void {
    this.states.delete(surveyId);
  }

  /** Forgets every dataset (tests; a closing app). */
  clear(): void {
    this.states.clear();
  }
}

/** Sorted lists as one ascending array. */
function mergeAscending(lists: readonly (readonly number[])[]): Float64Array {
  const all = new Float64Array(lists.reduce((n, list) => n + list.length, 0));
  let at = 0;
  for (const list of lists) {
    all.set(list, at);
    at += list.length;
  }
  return all.sort();
}
