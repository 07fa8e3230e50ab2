import type { Lang } from '@cairn/core';
import {
  type DesignEdit,
  DesignEditQueue,
  type EditFailure,
  type QueueDeps,
  type QueueSnapshot,
} from '../design/edit-queue.ts';

export interface FlowDraftDeps {
  surveyId: number;
  lang: Lang;
  send: QueueDeps['send'];
  reload: QueueDeps['reload'];
  now?: () => string;
}

export interface SaveOutcome {
  /** Edits the server refused (or that no longer applied), with why. */
  failures: EditFailure[];
  /** Someone else edited the survey: the stored tree was reloaded and the unsaved edits dropped. */
  conflict: boolean;
}

/**
 * The flow editor's unsaved edits. Unlike the design tab, nothing goes out until Save: each edit
 * shows at once (the same edit queue runs its core operation locally), but the queue's calls wait
 * behind a gate that Save opens. Then they go one by one with x-node-v, temp ids resolved to the
 * real ids earlier answers gave, exactly as the design tab's edits do.
 */
export class FlowDraft {
  readonly queue: DesignEditQueue;
  private openGate: () => void = () => {};
  private gate: Promise<void>;
  private unsaved = 0;
  private failures: EditFailure[] = [];
  private conflict = false;
  private readonly listeners = new Set<() => void>();
  private state: { snapshot: QueueSnapshot; unsaved: number; saving: boolean };
  private saving = false;

  constructor(deps: FlowDraftDeps, initial: { tree: QueueSnapshot['tree']; version: number }) {
    this.gate = this.newGate();
    this.queue = new DesignEditQueue(
      {
        surveyId: deps.surveyId,
        lang: deps.lang,
        now: deps.now ?? (() => new Date().toISOString()),
        send: async (path, body, version) => {
          while (!this.saving) await this.gate;
          return deps.send(path, body, version);
        },
        reload: deps.reload,
      },
      initial,
    );
    this.queue.onEvent((event) => {
      if (event.kind === 'conflict') this.conflict = true;
      else if (event.kind === 'refused') this.failures.push(event.failure);
      else this.failures.push({ code: 'A0400', message: event.issues[0]?.message ?? '' });
    });
    this.state = this.compute();
    this.queue.subscribe(() => this.update());
  }

  get(): { snapshot: QueueSnapshot; unsaved: number; saving: boolean } {
    return this.state;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Shows an edit and keeps it until Save; an edit core refuses comes back with its issues. */
  edit(edit: DesignEdit): ReturnType<DesignEditQueue['enqueue']> {
    const result = this.queue.enqueue(edit);
    if (result.ok) {
      this.unsaved++;
      this.update();
    }
    return result;
  }

  /** Sends every unsaved edit in order and resolves when all are answered. */
  async save(): Promise<SaveOutcome> {
    this.failures = [];
    this.conflict = false;
    this.saving = true;
    this.update();
    this.openGate();
    // Edits made while saving go out in the same run: settled() waits for the queue to drain.
    await this.queue.settled();
    this.unsaved = 0;
    this.saving = false;
    this.gate = this.newGate();
    this.update();
    return { failures: this.failures, conflict: this.conflict };
  }

  private newGate(): Promise<void> {
    return new Promise((resolve) => {
      this.openGate = resolve;
    });
  }

  private compute() {
    return { snapshot: this.queue.snapshot(), unsaved: this.unsaved, saving: this.saving };
  }

  private update(): void {
    this.state = this.compute();
    for (const listener of this.listeners) listener();
  }
}
