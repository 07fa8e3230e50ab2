import type { Endpoint, SurveySaved, TreeEditEndpoint } from '@cairn/contract';
import {
  createDesignTree,
  type DesignRecords,
  type DesignTree,
  type Issue,
  type Lang,
  type OpContext,
  type TreeChange,
  type TreeResult,
  toRecords,
} from '@cairn/core';
import { applyServerChange, withMissingRecords } from './apply-server-change.ts';
import { createTempIds, resolveTempIds } from './temp-ids.ts';

/**
 * One design edit as the designer makes it: a design-edit endpoint of the contract and its input
 * (path parameters and body, without `surveyCode`). The endpoint's core operation (`edit.run`,
 * the one the server runs for that call) shows it at once. Temp ids in the input are replaced by
 * real ones where the server has given them before the operation runs and before the call is
 * sent, path parameters included, so neither ever sees an id the other does not.
 * Build them with `designEdit` (design-edits.ts), which types the input by the endpoint.
 */
export interface TreeCallEdit {
  endpoint: TreeEditEndpoint;
  input: Record<string, unknown>;
  /** Called once the server has accepted this edit (e.g. to fetch what the answer leaves out). */
  onAccepted?: (answer: EditAnswer) => void;
  /**
   * `false`: do not run the operation on the local tree, show the server's answer (the trash: GET
   * nodes leaves trashed questions out, so the local tree cannot restore or purge them).
   */
  optimistic?: false;
  send?: undefined;
}

/**
 * A call that takes its turn in the queue but sends itself (the cascade upload's multipart body,
 * logic rules, survey settings): it waits for the edits before it, goes out with the current
 * version, and the version it returns goes on to the next edit. Nothing runs on the local tree.
 */
export interface SelfSentEdit {
  /** The call it makes (for messages). */
  endpoint: Endpoint;
  input: Record<string, unknown>;
  onAccepted?: (answer: EditAnswer) => void;
  send: (input: Record<string, unknown>, version: number) => Promise<EditAnswer>;
}

export type DesignEdit = TreeCallEdit | SelfSentEdit;

export interface EditAnswer {
  change: TreeChange;
  saved: SurveySaved;
}

/** A refusal from the server: its catalogue code and data (A0120 carries the current version). */
export interface EditFailure {
  code: string;
  message: string;
  data?: unknown;
  /** The API client already showed it (its global toast): the designer must not show it again. */
  shown?: boolean;
}

export interface QueueDeps {
  surveyId: number;
  lang: Lang;
  now: () => string;
  /** Sends one call with the edit version; resolves with the answer or rejects with an EditFailure. */
  send: (endpoint: TreeEditEndpoint, input: Record<string, unknown>, version: number) => Promise<EditAnswer>;
  /** The tree and version as stored now (after a conflict). */
  reload: () => Promise<{ tree: DesignTree; version: number }>;
}

export interface QueueSnapshot {
  /** What the canvas shows: the stored tree plus the edits not yet answered. */
  tree: DesignTree;
  version: number;
  pending: number;
  lastSaved: SurveySaved | null;
}

interface Pending {
  edit: DesignEdit;
  /** The temp ids this edit's operation took, by kind, in order (replays reuse them). */
  temp: { node: number[]; option: number[] };
}

export type QueueEvent =
  | { kind: 'refused'; edit: DesignEdit; failure: EditFailure }
  | { kind: 'conflict'; failure: EditFailure }
  | { kind: 'dropped'; edit: DesignEdit; issues: Issue[] };

/**
 * Sends the designer's edits one at a time, each with the version the previous answer returned
 * (DESIGN.md §3), so quick typing and dragging never collide with themselves. Each edit shows at
 * once (its core operation on the local tree); the server's answer replaces the guess, and a
 * refusal takes the edit back, along with later edits that no longer apply. A stale version
 * (A0120: someone else edited) reloads the stored tree and drops what was waiting.
 */
export class DesignEditQueue {
  private confirmed: DesignTree;
  private shown: DesignTree;
  private version: number;
  private lastSaved: SurveySaved | null = null;
  private readonly pending: Pending[] = [];
  private readonly realIds = new Map<number, number>();
  private readonly tempId = createTempIds();
  private sending = false;
  private readonly listeners = new Set<(snapshot: QueueSnapshot) => void>();
  private readonly eventListeners = new Set<(event: QueueEvent) => void>();
  private idle: Promise<void> = Promise.resolve();

  constructor(
    private readonly deps: QueueDeps,
    initial: { tree: DesignTree; version: number },
  ) {
    this.confirmed = initial.tree;
    this.shown = initial.tree;
    this.version = initial.version;
  }

  snapshot(): QueueSnapshot {
    return {
      tree: this.shown,
      version: this.version,
      pending: this.pending.length,
      lastSaved: this.lastSaved,
    };
  }

  subscribe(listener: (snapshot: QueueSnapshot) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  onEvent(listener: (event: QueueEvent) => void): () => void {
    this.eventListeners.add(listener);
    return () => this.eventListeners.delete(listener);
  }

  /** Resolves when every edit so far has been answered. */
  settled(): Promise<void> {
    return this.idle;
  }

  /**
   * Shows the edit and queues it. An edit whose operation fails on the local tree is not sent:
   * its issues come back (the server would refuse it the same way).
   */
  enqueue(edit: DesignEdit): { ok: true; result?: TreeResult } | { ok: false; issues: Issue[] } {
    const entry: Pending = { edit, temp: { node: [], option: [] } };
    let result: TreeResult | undefined;
    if (runsLocally(edit)) {
      result = this.runOn(this.shown, entry);
      if (!result.ok) return { ok: false, issues: result.issues };
      this.shown = result.tree;
    }
    this.pending.push(entry);
    this.emit();
    this.pump();
    // The local result names the records the edit made (temp ids), e.g. to select a new question.
    return result ? { ok: true, result } : { ok: true };
  }

  /** The real id of a record made by an edit, once the server has answered it. */
  realIdOf(id: number): number {
    return this.realIds.get(id) ?? id;
  }

  private runOn(tree: DesignTree, entry: Pending): TreeResult {
    const used = { node: 0, option: 0 };
    const ctx: OpContext = {
      lang: this.deps.lang,
      now: this.deps.now,
      nextId: (kind) => {
        const list = entry.temp[kind];
        const id = list[used[kind]] ?? this.tempId();
        if (used[kind] === list.length) list.push(id);
        used[kind]++;
        return id;
      },
    };
    const run = entry.edit.send ? undefined : entry.edit.endpoint.edit.run;
    if (!run) throw new Error(`${entry.edit.endpoint.path} has no core operation`);
    return run(tree, resolveTempIds(entry.edit.input, this.realIds), ctx);
  }

  private pump(): void {
    if (this.sending || this.pending.length === 0) return;
    this.sending = true;
    let done = () => {};
    this.idle = new Promise((resolve) => {
      done = resolve;
    });
    void this.drain().finally(() => {
      this.sending = false;
      done();
    });
  }

  private async drain(): Promise<void> {
    while (this.pending.length > 0) {
      const entry = this.pending[0] as Pending;
      const input = resolveTempIds(entry.edit.input, this.realIds);
      try {
        const answer = entry.edit.send
          ? await entry.edit.send(input, this.version)
          : await this.deps.send(entry.edit.endpoint, input, this.version);
        this.accept(entry, answer);
      } catch (error) {
        const failure = toFailure(error);
        if (failure.code === 'A0120') {
          await this.reloadAfterConflict(failure);
          return;
        }
        this.pending.shift();
        this.emitEvent({ kind: 'refused', edit: entry.edit, failure });
        this.replay();
      }
    }
  }

  private accept(entry: Pending, answer: EditAnswer): void {
    this.pending.shift();
    this.version = answer.saved.version;
    this.lastSaved = answer.saved;
    const records = applyServerChange(toRecords(this.confirmed), answer.change);
    this.confirmed = createDesignTree(this.confirmed.surveyId, records);
    // Operations are deterministic: the server made the same records in the same order.
    entry.temp.node.forEach((temp, i) => {
      const real = answer.change.nodes.inserted[i]?.id;
      if (real !== undefined) this.realIds.set(temp, real);
    });
    entry.temp.option.forEach((temp, i) => {
      const real = answer.change.options.inserted[i]?.id;
      if (real !== undefined) this.realIds.set(temp, real);
    });
    this.replay();
    // Outside the send loop: whatever the callback does cannot count as a refusal.
    const { onAccepted } = entry.edit;
    if (onAccepted) queueMicrotask(() => onAccepted(answer));
  }

  /**
   * Adds stored rows the tree does not hold yet (the trash, which GET nodes leaves out; the
   * options of a restored question). Rows already held are kept: they are as new or newer.
   */
  adopt(extra: Partial<DesignRecords>): void {
    const records = withMissingRecords(toRecords(this.confirmed), extra);
    this.confirmed = createDesignTree(this.confirmed.surveyId, records);
    this.replay();
  }

  /** The stored tree plus the waiting edits; an edit that no longer applies is dropped. */
  private replay(): void {
    let tree = this.confirmed;
    for (let i = 0; i < this.pending.length; i++) {
      const entry = this.pending[i] as Pending;
      if (!runsLocally(entry.edit)) continue;
      const result = this.runOn(tree, entry);
      if (result.ok) {
        tree = result.tree;
      } else {
        this.pending.splice(i--, 1);
        this.emitEvent({ kind: 'dropped', edit: entry.edit, issues: result.issues });
      }
    }
    this.shown = tree;
    this.emit();
  }

  private async reloadAfterConflict(failure: EditFailure): Promise<void> {
    this.pending.length = 0;
    try {
      const fresh = await this.deps.reload();
      this.confirmed = fresh.tree;
      this.version = fresh.version;
    } catch {
      // Offline as well: show what was stored; the next edit meets A0120 again and retries.
    }
    this.shown = this.confirmed;
    this.emitEvent({ kind: 'conflict', failure });
    this.emit();
  }

  private emit(): void {
    const snapshot = this.snapshot();
    for (const listener of this.listeners) listener(snapshot);
  }

  private emitEvent(event: QueueEvent): void {
    for (const listener of this.eventListeners) listener(event);
  }
}

function runsLocally(edit: DesignEdit): boolean {
  return !edit.send && edit.optimistic !== false && edit.endpoint.edit.run !== undefined;
}

function toFailure(error: unknown): EditFailure {
  if (error && typeof error === 'object' && 'code' in error) {
    const { code, message, data, handledGlobally } = error as {
      code: unknown;
      message?: unknown;
      data?: unknown;
      handledGlobally?: unknown;
    };
    return {
      code: String(code),
      message: typeof message === 'string' ? message : String(code),
      data,
      ...(handledGlobally === true ? { shown: true } : {}),
    };
  }
  return { code: 'B0001', message: error instanceof Error ? error.message : String(error) };
}
