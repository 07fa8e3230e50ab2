import type { Db } from '../../db/client.ts';
import { pruneVerificationCodes } from '../account/code-store.ts';
import { pruneLoginFailures } from '../auth/lockout.ts';
import { expireDownloads } from '../downloads/expire-downloads.ts';
import type { FileStorage } from '../files/storage.ts';
import { pruneResponseDeletions } from '../report/prune-deletions.ts';
import { expireOrphanFiles } from '../respond/expire-files.ts';
import { expirePartialResponses } from '../respond/expire-partials.ts';
import { pruneGuessLimits } from '../respond/guess-limit.ts';

/** The first sweep waits a little so that starting the server is not slowed by it. */
export const SWEEP_FIRST_DELAY_MS = 60_000;
export const SWEEP_INTERVAL_MS = 60 * 60_000;
/** Work due at a set time (`runDue`) is looked for this often, so it runs within a minute of it. */
export const DUE_INTERVAL_MS = 60_000;
/** A file still being written after this long belongs to a process that died (no export runs a day). */
export const UNFINISHED_FILE_TTL_MS = 24 * 3600_000;

export interface SweepLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface SweepOptions {
  db: Db;
  storage: FileStorage;
  now: () => number;
  partialTtlMs: number;
  /** Download-centre files older than this are removed (absent: kept). */
  downloadTtlMs?: number;
  log: SweepLog;
  firstDelayMs?: number;
  intervalMs?: number;
  /**
   * Paid work a dead process left half-way (withdrawals' recoverWithdrawals, envelope grants'
   * recoverGrantPayouts, lottery cash's recoverLotteryPayouts, sample orders'
   * recoverSampleDeliveries): answers how many it finished or queued again.
   */
  recoverMoney?: (at: number) => Promise<number>;
  /**
   * Work due at a time an author set: after-close lotteries whose end time has passed are drawn
   * (lottery/draw-after-close.ts drawDueLotteries, once each however many sweeps run). Answers how many.
   */
  runDue?: (at: number) => Promise<number>;
  /** How often `runDue` runs (default DUE_INTERVAL_MS); it also runs with each sweep. */
  dueIntervalMs?: number;
}

export interface Sweep {
  /** Resolves when no sweep is in flight. */
  idle(): Promise<void>;
  /** Cancels the next sweep and waits for one in flight, so the database can close after it. */
  stop(): Promise<void>;
}

/**
 * Periodic clean-up of what expires (and payouts a dead process left half-way, `recoverMoney`): partial responses past their time to live, respondent files
 * no response refers to (expire-files.ts), guess-limit rows
 * whose window has passed, login-failure rows that no longer lock or count and download-centre
 * files past CAIRN_DOWNLOAD_TTL_DAYS, and deletion records report caches no longer need
 * (prune-deletions.ts). One process runs
 * it: the server, or the primary of several (serve.ts); concurrent sweeps on PostgreSQL, from
 * servers run side by side, are harmless, each deletes what is left.
 * Timers are unref'd (they never keep the process alive) and chained, so sweeps never overlap;
 * a failed sweep is logged and the next one runs on time.
 */
export function startSweep(options: SweepOptions): Sweep {
  const { db, storage, now, partialTtlMs, log } = options;
  const intervalMs = options.intervalMs ?? SWEEP_INTERVAL_MS;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  const sweepOnce = async () => {
    const at = now();
    const partials = await expirePartialResponses(db, at, partialTtlMs);
    // After the partials: the files of a response that just expired go in the same sweep.
    const files = await expireOrphanFiles(db, storage, at, partialTtlMs);
    const guesses = await pruneGuessLimits(db, at);
    const logins = await pruneLoginFailures(db, at);
    const codes = await pruneVerificationCodes(db, at);
    const deletions = await pruneResponseDeletions(db, at);
    const downloads =
      options.downloadTtlMs === undefined ? 0 : await expireDownloads(db, storage, at, options.downloadTtlMs);
    const unfinished = await storage.removeUnfinished(at - UNFINISHED_FILE_TTL_MS);
    const recovered = options.recoverMoney ? await options.recoverMoney(at) : 0;
    const due = options.runDue ? await options.runDue(at) : 0;
    if (
      partials > 0 ||
      files > 0 ||
      guesses > 0 ||
      logins > 0 ||
      codes > 0 ||
      downloads > 0 ||
      deletions > 0 ||
      unfinished > 0 ||
      recovered > 0 ||
      due > 0
    )
      log.info(
        {
          expiredPartials: partials,
          expiredFiles: files,
          prunedGuessLimits: guesses,
          prunedLoginFailures: logins,
          prunedVerificationCodes: codes,
          expiredDownloads: downloads,
          prunedResponseDeletions: deletions,
          removedUnfinishedFiles: unfinished,
          recoveredPayouts: recovered,
          dueLotteriesDrawn: due,
        },
        'sweep: expired rows deleted',
      );
  };
  const schedule = (delayMs: number) => {
    timer = setTimeout(() => {
      running = sweepOnce()
        .catch((error: unknown) => log.error({ err: error }, 'sweep failed; the next one runs on time'))
        .finally(() => {
          running = undefined;
          if (!stopped) schedule(intervalMs);
        });
    }, delayMs);
    timer.unref();
  };

  schedule(options.firstDelayMs ?? SWEEP_FIRST_DELAY_MS);
  // Due work runs on its own, shorter chain too (never overlapping itself), as the sweep's does.
  let dueTimer: NodeJS.Timeout | undefined;
  let dueRunning: Promise<void> | undefined;
  const runDue = options.runDue;
  const scheduleDue = (delayMs: number) => {
    if (!runDue) return;
    dueTimer = setTimeout(() => {
      dueRunning = runDue(now())
        .then((due) => {
          if (due > 0) log.info({ dueLotteriesDrawn: due }, 'sweep: due work done');
        })
        .catch((error: unknown) => log.error({ err: error }, 'due work failed; it runs again on time'))
        .finally(() => {
          dueRunning = undefined;
          if (!stopped) scheduleDue(options.dueIntervalMs ?? DUE_INTERVAL_MS);
        });
    }, delayMs);
    dueTimer.unref();
  };
  scheduleDue(options.dueIntervalMs ?? DUE_INTERVAL_MS);
  const idle = async () => {
    await running;
    await dueRunning;
  };
  return {
    idle,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      clearTimeout(dueTimer);
      await idle();
    },
  };
}
