import type { DownloadTask } from '@cairn/contract';
import { DOWNLOAD_LINK_TTL_MS } from '@cairn/contract';
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

const link = (id: number) =>
  t.call<{ url: string }>('GET', '/api/report/v1/downloads/download-file', {
    token,
    query: { id: String(id) },
  });

describe('download centre: badge, links and expiry', () => {
  it('counts unread finished tasks and clears them when read', async () => {
    const task = await exportTask(t, token, { surveyCode: p.code });
    const red = await t.call<{ count: number }>('GET', '/api/report/v1/downloads/red', { token });
    expect(red.body.data.count).toBe(1);
    await t.call('POST', '/api/report/v1/downloads/read', { token, body: { ids: [task.id] } });
    const after = await t.call<{ count: number }>('GET', '/api/report/v1/downloads/red', { token });
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
    const view = async () =>
      (await t.call<DownloadTask>('GET', `/api/report/v1/downloads/${task.id}`, { token })).body.data;
    expect((await view()).expiresAt).toBe(task.finishedAt! + ttl);
    await expireDownloads(t.database.db, t.deps.storage, task.finishedAt! + ttl - 1000, ttl);
    expect((await view()).status).toBe('done');
    const files = (t.deps.storage as unknown as { size: number }).size;
    const expired = await expireDownloads(t.database.db, t.deps.storage, task.finishedAt! + ttl + 1000, ttl);
    expect(expired).toBeGreaterThanOrEqual(1);
    expect((await view()).status).toBe('expired');
    expect((t.deps.storage as unknown as { size: number }).size).toBeLessThan(files);
    expect((await link(task.id)).body.code).toBe('A0404');
  });

  it('removes a task with its file, only for its owner', async () => {
    const task = await exportTask(t, token, { surveyCode: p.code });
    const other = await registerAndLogin(t, 'dly', 'dly-pass-12');
    const refused = await t.call('POST', `/api/report/v1/downloads/remove-task/${task.id}`, {
      token: other.token,
    });
    expect(refused.body.code).toBe('A0404');
    const removed = await t.call('POST', `/api/report/v1/downloads/remove-task/${task.id}`, { token });
    expect(removed.body.code).toBe('00000');
    const gone = await t.call('GET', `/api/report/v1/downloads/${task.id}`, { token });
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
      const status = async () =>
        (await t.call<DownloadTask>('GET', `/api/report/v1/downloads/${task.id}`, { token })).body.data
          .status;
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
