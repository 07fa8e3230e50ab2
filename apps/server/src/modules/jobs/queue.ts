/**
 * Background jobs (DESIGN.md §2): exports now, AI coding and PDF later. Handlers receive the
 * job's data and must be idempotent enough to run again after a crash (pg-boss retries).
 * Production uses pg-boss over the app's database (pg-boss-queue.ts); tests use the manual queue
 * below, which runs jobs only when told to, so a test decides exactly when a job completes.
 */
export type JobHandler = (data: Record<string, unknown>) => Promise<void>;

export interface SendOptions {
  /** Runs the job no earlier than this many seconds from now (a retry's backoff). */
  delaySeconds?: number;
}

export interface JobQueue {
  /** Queues a job; the promise resolves once it is stored. */
  send(name: string, data: Record<string, unknown>, options?: SendOptions): Promise<void>;
  /** Registers the handler of a job name (once per name, before or after start). */
  work(name: string, handler: JobHandler): Promise<void>;
  /**
   * Installs the queue's tables and creates a queue per name of JOB_NAMES: once for the whole
   * server, by the process that migrates, before any process starts (job-names.ts says why).
   */
  prepare(): Promise<void>;
  start(): Promise<void>;
  /** Stops taking jobs and waits for the ones in flight. */
  stop(): Promise<void>;
}

export interface ManualQueue extends JobQueue {
  readonly pending: number;
  /** The queued jobs, oldest first, with the delay each was sent with (0: none). */
  queued(): { name: string; data: Record<string, unknown>; delaySeconds: number }[];
  /**
   * Runs queued jobs (and those they queue) in order until none is left, or `max` of them ran;
   * a failure is rethrown.
   */
  drain(max?: number): Promise<number>;
  /** Drops the queued jobs unrun, as a process dying before they were stored would: how many. */
  discard(): number;
}

export function createManualQueue(): ManualQueue {
  const handlers = new Map<string, JobHandler>();
  // A delay is recorded, not waited for: the test decides when time has passed (drain).
  const queued: { name: string; data: Record<string, unknown>; delaySeconds: number }[] = [];
  return {
    get pending() {
      return queued.length;
    },
    async send(name, data, options) {
      queued.push({ name, data, delaySeconds: options?.delaySeconds ?? 0 });
    },
    queued() {
      return queued.map((job) => ({ ...job }));
    },
    async work(name, handler) {
      handlers.set(name, handler);
    },
    async prepare() {},
    async start() {},
    async stop() {},
    discard() {
      return queued.splice(0, queued.length).length;
    },
    async drain(max = Number.POSITIVE_INFINITY) {
      let ran = 0;
      while (ran < max) {
        const job = queued.shift();
        if (!job) break;
        const handler = handlers.get(job.name);
        if (!handler) throw new Error(`no handler for job ${job.name}`);
        await handler(job.data);
        ran++;
      }
      return ran;
    },
  };
}
