import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { respondentFiles, responses } from '../src/db/schema/index.ts';
import { newFileKey } from '../src/modules/files/storage.ts';
import { expireOrphanFiles } from '../src/modules/respond/expire-files.ts';
import { type Published, publishedSurvey } from './support/respond.ts';
import { createTestApp, registerAndLogin, type TestApp } from './support/test-app.ts';

const DAY = 24 * 3600_000;
const TTL = 30 * DAY;

let t: TestApp;
let p: Published;
beforeAll(async () => {
  t = await createTestApp();
  const { token } = await registerAndLogin(t, 'fern', 'fern-pass-1');
  p = await publishedSurvey(t, token);
});
afterAll(() => t.close());

/** A stored file of a response id, uploaded `age` ago. */
async function fileOf(responseId: string, age: number): Promise<string> {
  const key = newFileKey();
  await t.deps.storage.put(key, new Uint8Array([1, 2, 3]), { contentType: 'image/png', size: 3 });
  await t.database.db.insert(respondentFiles).values({
    storageKey: key,
    surveyId: p.surveyId,
    responseId,
    nodeId: p.q[1]!,
    originalName: 'a.png',
    contentType: 'image/png',
    size: 3,
    createdAt: new Date(t.deps.now() - age),
  });
  return key;
}

async function responseWith(status: 'partial' | 'complete', keys: string[]): Promise<string> {
  const id = randomUUID();
  await t.database.db.insert(responses).values({
    surveyId: p.surveyId,
    id,
    version: p.version,
    status,
    answers: { [p.q[1]!]: keys.map((url) => ({ url, name: 'a.png', size: 3 })) },
  });
  return id;
}

const kept = async (key: string) => ({
  row: (await t.database.db.select().from(respondentFiles).where(eq(respondentFiles.storageKey, key))).length,
  bytes: (await t.deps.storage.get(key)) !== null,
});

describe('respondent file expiry', () => {
  it('removes old files no response refers to, row and bytes, and keeps every other file', async () => {
    const old = TTL + DAY;
    const neverSaved = await fileOf(randomUUID(), old);
    const young = await fileOf(randomUUID(), TTL - DAY);
    const finishedId = randomUUID();
    const used = await fileOf(finishedId, old);
    const replaced = await fileOf(finishedId, old);
    await t.database.db.insert(responses).values({
      surveyId: p.surveyId,
      id: finishedId,
      version: p.version,
      status: 'complete',
      answers: { [p.q[1]!]: [{ url: used, name: 'a.png', size: 3 }] },
    });
    const partialId = await responseWith('partial', []);
    const inProgress = await fileOf(partialId, old);

    const gone = await expireOrphanFiles(t.database.db, t.deps.storage, t.deps.now(), TTL, 1);
    expect(gone).toBe(2);
    expect(await kept(neverSaved)).toEqual({ row: 0, bytes: false });
    expect(await kept(replaced)).toEqual({ row: 0, bytes: false });
    for (const key of [young, used, inProgress]) expect(await kept(key)).toEqual({ row: 1, bytes: true });
    expect(await expireOrphanFiles(t.database.db, t.deps.storage, t.deps.now(), TTL)).toBe(0);
  });
});
