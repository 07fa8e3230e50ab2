import { type RunningWorker, runTask, type TaskDeps } from './run-task.ts';
import { claimNext, failInterrupted, failStranded } from './task-store.ts';

/**
 * The coding task queue of one server process: tasks run one at a time in the order they were
 * queued (their ids, across every survey), each in a worker thread of its own. The queue lives in
 * the coding_tasks table, so `taskNum` is a count there; this runner only takes the oldest.
 */
export class CodingQueue {
  private running: Promise<void> | null = null;
  private dirty = false;
  private closed = false;
  private readonly handle: RunningWorker = { worker: null };
  /** The task the loop is running. */
  private current: number | null = null;
  /** A task left marked running when the loop died (the database away): failed on the next run. */
  private stranded: number | null = null;

  constructor(private readonly deps: TaskDeps) {}

  /** Fails tasks a stopped process left running, then runs what is queued. */
  async start(): Promise<void> {
    await failInterrupted(this.deps.db, new Date(this.deps.now()));
    this.kick();
  }

  /**
   * A task was queued, or a client polls one still open: run what is queued (after those ahead).
   * The polls restart a loop the database's absence stopped, so no task stays "running" for good.
   */
  kick(): void {
    this.dirty = true;
    if (!this.running && !this.closed)
      this.running = this.loop().catch((error: unknown) => {
        // The database went away under the loop: queued tasks wait for the next kick (a new task
        // or a client's poll), which first fails the task it left running.
        if (this.current !== null) this.stranded = this.current;
        this.current = null;
        console.error('coding queue stopped:', error);
      });
  }

  /** Resolves when nothing is queued or running (tests wait on it instead of sleeping). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.handle.worker?.terminate();
    await this.running?.catch(() => {});
  }

  private async loop(): Promise<void> {
    try {
      if (this.stranded !== null) {
        await failStranded(this.deps.db, this.stranded, new Date(this.deps.now()));
        this.stranded = null;
      }
      while (!this.closed) {
        this.dirty = false;
        const task = await claimNext(this.deps.db, new Date(this.deps.now()));
        if (task) {
          this.current = task.id;
          await runTask(this.deps, task, this.handle);
          this.current = null;
          continue;
        }
        if (!this.dirty) break;
      }
    } finally {
      this.running = null;
    }
  }
}

const queues = new WeakMap<object, CodingQueue>();

/** One queue per app (per deps object), made on first use. */
export function codingQueueFor(deps: TaskDeps): CodingQueue {
  let queue = queues.get(deps);
  if (!queue) {
    queue = new CodingQueue(deps);
    queues.set(deps, queue);
  }
  return queue;
}
