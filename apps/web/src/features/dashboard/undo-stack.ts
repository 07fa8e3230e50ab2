/**
 * The report tab's undo: each edit pushes its inverse (re-create a deleted chart, restore the
 * layout before a drag, put back the spec before an update). Client-side only, per page visit,
 * bounded so a long session does not hold every edit.
 */
export interface UndoEntry {
  /** What the undo button's tooltip and the toast say: "Undo: delete chart". */
  label: string;
  run(): Promise<void>;
}

export const UNDO_LIMIT = 30;

export class UndoStack {
  private entries: UndoEntry[] = [];

  constructor(private readonly limit = UNDO_LIMIT) {}

  push(entry: UndoEntry): void {
    this.entries.push(entry);
    if (this.entries.length > this.limit) this.entries.shift();
  }

  peek(): UndoEntry | undefined {
    return this.entries.at(-1);
  }

  /** Takes the last entry off and runs it; on failure it is gone (the state it undid changed). */
  async undo(): Promise<UndoEntry | undefined> {
    const entry = this.entries.pop();
    if (entry) await entry.run();
    return entry;
  }

  get size(): number {
    return this.entries.length;
  }

  clear(): void {
    this.entries = [];
  }
}
