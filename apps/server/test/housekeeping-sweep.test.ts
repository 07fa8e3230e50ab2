import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { guessLimits, responseDeletions, responses } from '../src/db/schema/index.ts';
import { type Sweep, startSweep, UNFINISHED_FILE_TTL_MS } from '../src/modules/housekeeping/sweep.ts';
import { RESPONSE_DELETIONS_KEEP_MS } from '../src/modules/report/prune-deletions.ts';
import { GUESS_WINDOW_MS, recordMiss } from '../src/modules/respond/guess-limit.ts';
import { type Published, publishedSurvey } from './support/respond.ts';
import { createTestApp, registerAndLogin, type TestApp } from './support/test-app.ts';

const HOUR = 3600_000;
const TTL = 24 * HOUR;
const FIRST = 60_000;

let t: TestApp;
let p: Published;
beforeAll(async () => {
  t = await createTestApp();
  const { token } = await registerAndLogin(t, 'sven', 'sven-pass-1');
  p = await publishedSurvey(t, token);
});
afterAll(() => t.close());

let sweep: Sweep | undefined;
afterEach(async () => {
  await sweep?.stop();
  vi.useRealTimers();
});

/** The database clock stays real; only the sweep's timers are faked. */
function fakeTimers() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
}

const log = () => ({ info: vi.fn(), error: vi.fn() });

async function partialSavedAt(at: number): Promise<string> {
  const id = randomUUID();
  await t.database.db
    .insert(responses)
    .values({ surveyId: p.surveyId, id, version: p.version, updatedAt: new Date(at) });
  return id;
}

const exists = async (id: string) =>
  (await t.database.db.select().from(responses).where(eq(responses.id, id))).length === 1;

describe('the sweep', () => {
  it('expires partial responses and guess-limit rows first after a short delay, then every interval', async () => {
    fakeTimers();
    let now = t.deps.now();
    const stale = await partialSavedAt(now - TTL - 1);
    const later = await partialSavedAt(now - TTL + HOUR / 2);
    await recordMiss(t.database.db, '203.0.113.9', p.surveyId, now - GUESS_WINDOW_MS);
    const logged = log();
    sweep = startSweep({
      db: t.database.db,
      storage: t.deps.storage,
      now: () => now,
      partialTtlMs: TTL,
      log: logged,
      firstDelayMs: FIRST,
      intervalMs: HOUR,
    });

    await vi.advanceTimersByTimeAsync(FIRST - 1);
    await sweep.idle();
    expect(await exists(stale)).toBe(true);

    await vi.advanceTimersByTimeAsync(1);
    await sweep.idle();
    expect(await exists(stale)).toBe(false);
    expect(await exists(later)).toBe(true);
    expect(
      await t.database.db.select().from(guessLimits).where(eq(guessLimits.surveyId, p.surveyId)),
    ).toEqual([]);
    expect(logged.info).toHaveBeenCalledWith(
      expect.objectContaining({ expiredPartials: 1, prunedGuessLimits: 1 }),
      expect.any(String),
    );

    now += HOUR;
    await vi.advanceTimersByTimeAsync(HOUR - 1);
    await sweep.idle();
    expect(await exists(later)).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    await sweep.idle();
    expect(await exists(later)).toBe(false);
    expect(logged.error).not.toHaveBeenCalled();
  });

  it('logs a failed sweep and runs the next one on time', async () => {
    fakeTimers();
    const stale = await partialSavedAt(t.deps.now() - TTL - 1);
    let calls = 0;
    const now = () => {
      calls++;
      if (calls === 1) throw new Error('clock unavailable');
      return t.deps.now();
    };
    const logged = log();
    sweep = startSweep({
      db: t.database.db,
      storage: t.deps.storage,
      now,
      partialTtlMs: TTL,
      log: logged,
      firstDelayMs: FIRST,
      intervalMs: HOUR,
    });
    await vi.advanceTimersByTimeAsync(FIRST);
    await sweep.idle();
    expect(logged.error).toHaveBeenCalledTimes(1);
    expect(await exists(stale)).toBe(true);
    await vi.advanceTimersByTimeAsync(HOUR);
    await sweep.idle();
    expect(await exists(stale)).toBe(false);
  });

  // Timer counts would include the PostgreSQL pool's own idle timers: these tests watch the
  // sweep's effect (a stale row left alone) and its own timer instead.
  it('runs no more once stopped, and never keeps the process alive', async () => {
    fakeTimers();
    const stale = await partialSavedAt(t.deps.now() - TTL - 1);
    const spy = vi.spyOn(globalThis, 'setTimeout');
    sweep = startSweep({
      db: t.database.db,
      storage: t.deps.storage,
      now: t.deps.now,
      partialTtlMs: TTL,
      log: log(),
      firstDelayMs: FIRST,
    });
    const timer = spy.mock.results[0]!.value as NodeJS.Timeout;
    spy.mockRestore();
    expect(timer.hasRef()).toBe(false);
    await sweep.stop();
    await vi.advanceTimersByTimeAsync(2 * HOUR);
    await sweep.idle();
    expect(await exists(stale)).toBe(true);
  });

  it('stops after a sweep in flight has finished, and schedules none after it', async () => {
    fakeTimers();
    const stale = await partialSavedAt(t.deps.now() - TTL - 1);
    sweep = startSweep({
      db: t.database.db,
      storage: t.deps.storage,
      now: t.deps.now,
      partialTtlMs: TTL,
      log: log(),
      firstDelayMs: FIRST,
      intervalMs: HOUR,
    });
    await vi.advanceTimersByTimeAsync(FIRST);
    await sweep.stop();
    expect(await exists(stale)).toBe(false);
    const staleAfter = await partialSavedAt(t.deps.now() - TTL - 1);
    await vi.advanceTimersByTimeAsync(2 * HOUR);
    await sweep.idle();
    expect(await exists(staleAfter)).toBe(true);
  });

  it('prunes deletion records older than report caches can need', async () => {
    fakeTimers();
    const now = t.deps.now();
    const old = randomUUID();
    const recent = randomUUID();
    await t.database.db.insert(responseDeletions).values([
      {
        surveyId: p.surveyId,
        responseId: old,
        seq: 1,
        deletedAt: new Date(now - RESPONSE_DELETIONS_KEEP_MS - 1),
      },
      { surveyId: p.surveyId, responseId: recent, seq: 2, deletedAt: new Date(now - HOUR) },
    ]);
    const logged = log();
    sweep = startSweep({
      db: t.database.db,
      storage: t.deps.storage,
      now: () => now,
      partialTtlMs: TTL,
      log: logged,
      firstDelayMs: FIRST,
    });
    await vi.advanceTimersByTimeAsync(FIRST);
    await sweep.idle();
    const left = await t.database.db
      .select({ id: responseDeletions.responseId })
      .from(responseDeletions)
      .where(eq(responseDeletions.surveyId, p.surveyId));
    // Deletions the earlier sweeps recorded (expired partials) are recent and stay too.
    expect(left.map((row) => row.id)).toContain(recent);
    expect(left.map((row) => row.id)).not.toContain(old);
    expect(logged.info).toHaveBeenCalledWith(
      expect.objectContaining({ prunedResponseDeletions: 1 }),
      expect.any(String),
    );
  });

  it('asks storage to remove files a killed process left half written, a day old', async () => {
    fakeTimers();
    const now = t.deps.now();
    const asked: number[] = [];
    const storage = {
      ...t.deps.storage,
      removeUnfinished: async (before: number) => {
        asked.push(before);
        return 2;
      },
    };
    const logged = log();
    sweep = startSweep({
      db: t.database.db,
      storage,
      now: () => now,
      partialTtlMs: TTL,
      log: logged,
      firstDelayMs: FIRST,
    });
    await vi.advanceTimersByTimeAsync(FIRST);
    await sweep.idle();
    expect(asked).toEqual([now - UNFINISHED_FILE_TTL_MS]);
    expect(logged.info).toHaveBeenCalledWith(
      expect.objectContaining({ removedUnfinishedFiles: 2 }),
      expect.any(String),
    );
  });
});
