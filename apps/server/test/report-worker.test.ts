import { randomUUID } from 'node:crypto';
import { reportBoardApi } from '@cairn/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportEngineFor } from '../src/modules/report/engine/report-engine.ts';
import { answersFor, type Published, publishedSurvey, respondent, submission } from './support/respond.ts';
import { createTestApp, registerAndLogin, type TestApp } from './support/test-app.ts';

let t: TestApp;
let token: string;
let p: Published;
// Slot 0: the worker is holding a computation; slot 1: release it (protocol.ts WorkerOptions).
const hold = new SharedArrayBuffer(8);
const flags = new Int32Array(hold);
// Node 20 has Atomics.waitAsync; the TypeScript lib in use does not declare it yet.
const waitAsync = (
  Atomics as unknown as {
    waitAsync(
      array: Int32Array,
      index: number,
      value: number,
    ): { async: boolean; value: Promise<string> | string };
  }
).waitAsync;

beforeAll(async () => {
  t = await createTestApp();
  ({ token } = await registerAndLogin(t, 'wes', 'wes-pass-1'));
  p = await publishedSurvey(t, token);
  reportEngineFor(t.deps, { hold });
});
afterAll(async () => {
  Atomics.store(flags, 1, 1);
  Atomics.notify(flags, 1);
  await t.close();
});

describe('report worker', () => {
  it('accepts a submission while a report computation is in progress', async () => {
    expect((await respondent(t).submit(submission(p))).code).toBe('00000');
    let settled = false;
    const report = t.api(reportBoardApi.boardPost, { surveyCode: p.code }, { token }).finally(() => {
      settled = true;
    });
    // Wait until the worker is inside the computation (it notifies slot 0), without sleeping.
    const waiting = waitAsync(flags, 0, 0);
    if (waiting.async) await waiting.value;
    expect(Atomics.load(flags, 0)).toBe(1);

    const receipt = await respondent(t).submit(submission(p, answersFor(p, 1), randomUUID()));
    expect(receipt.code).toBe('00000');
    expect(settled).toBe(false);

    Atomics.store(flags, 1, 1);
    Atomics.notify(flags, 1);
    const res = await report;
    expect(res.body.code).toBe('00000');
    expect(res.body.data.total).toBe(1);
    // The next report sees the submission accepted meanwhile.
    const next = await t.api(reportBoardApi.boardPost, { surveyCode: p.code }, { token });
    expect(next.body.data.total).toBe(2);
  });
});
