import { DOWNLOAD_LINK_TTL_MS, downloadsApi } from '@cairn/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { expireDownloads } from '../src/modules/downloads/expire-downloads.ts';
import { startSweep } from '../src/modules/housekeeping/sweep.ts';
import { exportTask } from './support/exports.ts';
import { type Published, publishedSurvey, respondent, submission } from './support/respond.ts';
import { createTestApp, registerAndLogin, type TestApp } from './support/test-app.ts';

const DAY = 24 * 3600_000;

let t: TestApp;
let token: string;
let p: Published;
beforeAll(async () => {
  t = await createTestApp();
  ({ token } = await registerAndLogin(t, 'dlx', 'dlx-pass-12'));
  p = await publishedSurvey(t, token);
  await respondent(t).submit(submission(p));
});
afterAll(() => t.close());

const link = (id: number) => t.api(downloadsApi.file, { id }, { token });
const view = async (id: number) => (await t.api(downloadsApi.task, { id }, { token })).body.data;

describe('download centre: badge, links and expiry', () => {
  it('counts unread finished tasks and clears them when read', async () => {
    const task = await exportTask(t, token, { surveyCode: p.code });
    const red = await t.api(downloadsApi.unread, {}, { token });
    expect(red.body.data.count).toBe(1);
    const read = await t.api(downloadsApi.markRead, { ids: [task.id] }, { token });
    expect(read.body.data).toEqual({ changed: 1 });
    const after = await t.api(downloadsApi.unread, {}, { token });
    expect(after.body.data.count).toBe(0);
  });

  it('signs a link that stops working when it expires (fixed clock)', async () => {
    const task = await exportTask(t, token, { surveyCode: p.code });
    const { url } = (await link(task.id)).body.data;
    const ok = await t.app.inject({ method: 'GET', url });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-disposition']).toMatch(/^attachment; filename=/);
    t.advance(DOWNLOAD_LINK_TTL_MS + 5 * 60_000 + 1);
    const late = await t.app.inject({ method: 'GET', url });
    expect(late.statusCode).toBe(403);
  });

  it('removes files after the time to live and marks their tasks expired', async () => {
    const task = await exportTask(t, token, { surveyCode: p.code });
    const ttl = t.deps.downloadTtlMs;
    expect((await view(task.id)).expiresAt).toBe(task.finishedAt! + ttl);
    await expireDownloads(t.database.db, t.deps.storage, task.finishedAt! + ttl - 1000, ttl);
    expect((await view(task.id)).status).toBe('done');
    const files = (t.deps.storage as unknown as { size: number }).size;
    const expired = await expireDownloads(t.database.db, t.deps.storage, task.finishedAt! + ttl + 1000, ttl);
    expect(expired).toBeGreaterThanOrEqual(1);
    expect((await view(task.id)).status).toBe('expired');
    expect((t.deps.storage as unknown as { size: number }).size).toBeLessThan(files);
    expect((await link(task.id)).body.code).toBe('A0404');
  });

  it('removes a task with its file, only for its owner', async () => {
    const task = await exportTask(t, token, { surveyCode: p.code });
    const other = await registerAndLogin(t, 'dly', 'dly-pass-12');
    const refused = await t.api(downloadsApi.remove, { id: task.id }, { token: other.token });
    expect(refused.body.code).toBe('A0404');
    const removed = await t.api(downloadsApi.remove, { id: task.id }, { token });
    expect(removed.body.code).toBe('00000');
    const gone = await t.api(downloadsApi.task, { id: task.id }, { token });
    expect(gone.body.code).toBe('A0404');
  });

  it('the housekeeping sweep expires download files on a fixed clock', async () => {
    const task = await exportTask(t, token, { surveyCode: p.code });
    const ttl = t.deps.downloadTtlMs;
    let now = task.finishedAt! + ttl - 60_000;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const log = { info: vi.fn(), error: vi.fn() };
    const sweep = startSweep({
      db: t.database.db,
      storage: t.deps.storage,
      now: () => now,
      partialTtlMs: 30 * DAY,
      downloadTtlMs: ttl,
      log,
      firstDelayMs: 1000,
      intervalMs: 3600_000,
    });
    try {
      const status = async () => (await view(task.id)).status;
      await vi.advanceTimersByTimeAsync(1000);
      await sweep.idle();
      expect(await status()).toBe('done');
      now += 3600_000;
      await vi.advanceTimersByTimeAsync(3600_000);
      await sweep.idle();
      expect(await status()).toBe('expired');
      expect(log.info).toHaveBeenCalledWith(
        expect.objectContaining({ expiredDownloads: 1 }),
        expect.any(String),
      );
      expect(log.error).not.toHaveBeenCalled();
    } finally {
      await sweep.stop();
      vi.useRealTimers();
    }
  });
});
