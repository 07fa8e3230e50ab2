import { randomUUID } from 'node:crypto';
import { logicApi, RESPOND_RECEIPT_MARK, RESPOND_SAVED_MARK, respondApi } from '@cairn/contract';
import { InputFormat, Operator } from '@cairn/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodes, responses } from '../src/db/schema/index.ts';
import {
  answersFor,
  type Published,
  publishedSurvey,
  respondent,
  setLevel,
  submission,
} from './support/respond.ts';
import { createTestApp, registerAndLogin, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rowsOf = (p: Published) =>
  t.database.db.select().from(responses).where(eq(responses.surveyId, p.surveyId));

// A free owner's survey has a cap, so its submits take the guarded transaction; an enterprise
// owner's survey without caps, limits, codes or quotas takes the one-statement path. Both must
// behave the same.
describe.each([
  { path: 'guarded transaction (free owner)', username: 'sami', level: 0 },
  { path: 'one statement (enterprise owner)', username: 'ent', level: 1 },
])('$path', ({ username, level }) => {
  let token: string;
  beforeAll(async () => {
    ({ token } = await registerAndLogin(t, username, `${username}-pass-1`));
    await setLevel(t, username, level);
  });

  describe('submit: idempotent, conflict-aware', () => {
    it('answers the same receipt to a retry (keys in any order, even in parallel) and stores one row', async () => {
      const p = await publishedSurvey(t, token);
      const r = respondent(t);
      const body = submission(p);
      const first = await r.submit(body);
      expect(first.code).toBe('00000');
      expect(first.data).toMatchObject({
        receipt: RESPOND_RECEIPT_MARK,
        responseId: body.responseId,
        status: 'complete',
      });
      const reordered = Object.fromEntries(Object.entries(body.answers).reverse());
      const retries = await Promise.all([
        r.submit(body),
        r.submit({ ...body, answers: reordered }),
        r.submit(body),
      ]);
      for (const retry of retries) expect(retry).toEqual(first);
      const rows = await rowsOf(p);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        status: 'complete',
        deviceId: r.deviceId,
        ip: r.ip,
        version: p.version,
      });
    });

    it('refuses the same id with other answers after completion with A0311, keeping the first answers', async () => {
      const p = await publishedSurvey(t, token);
      const r = respondent(t);
      const body = submission(p);
      expect((await r.submit(body)).code).toBe('00000');
      const other = await r.submit({ ...body, answers: answersFor(p, 1) });
      expect(other.code).toBe('A0311');
      const [row] = await rowsOf(p);
      expect(row!.answers).toMatchObject({ [p.q[0]!]: { optionId: p.o[0]![0] } });
      // Sent again under a new id, it is a second response.
      expect((await r.submit(submission(p, answersFor(p, 1)))).code).toBe('00000');
      expect(await rowsOf(p)).toHaveLength(2);
    });

    it('records timing, source, channel, device class, user agent and only the receive parameters', async () => {
      const p = await publishedSurvey(t, token, { settings: { params: [{ name: 'uid', label: 'User' }] } });
      const res = await t.api(
        respondApi.submit,
        {
          ...submission(p),
          startedAt: new Date(t.deps.now() - 60_000).toISOString(),
          durationMs: 58_000,
          source: 'wechat',
          channel: 'batch-1',
          device: 'phone',
          params: { uid: 'u-42', junk: 'x' },
          timings: { [p.q[0]!]: 4200, [p.q[1]!]: 15_000 },
        },
        { sign: false, headers: { 'user-agent': 'TestPhone/1.0' } },
      );
      expect(res.body.code).toBe('00000');
      const [row] = await rowsOf(p);
      expect(row).toMatchObject({
        durationMs: 58_000,
        source: 'wechat',
        channel: 'batch-1',
        device: 'phone',
        userAgent: 'TestPhone/1.0',
        params: { uid: 'u-42' },
        timings: { [p.q[0]!]: 4200, [p.q[1]!]: 15_000 },
      });
      expect(row!.startedAt.getTime()).toBe(t.deps.now() - 60_000);
    });
  });

  describe('submit: the server re-checks the answers', () => {
    async function guarded() {
      return publishedSurvey(t, token, {
        beforeLaunch: async (p) => {
          // Q2 hidden when Q1's second option is chosen; Q2 an integer from 1 to 10.
          const saved = await p.s.edit(logicApi.save, {
            rule: {
              type: 2,
              nodeId: p.q[1]!,
              action: 'hide',
              condition: {
                relation: 'and',
                nodes: [{ nodeId: p.q[0]!, optionType: Operator.Includes, optionIds: [p.o[0]![1]!] }],
              },
            },
          });
          expect(saved.code).toBe('00000');
          const [n] = await t.database.db.select().from(nodes).where(eq(nodes.id, p.q[1]!));
          await t.database.db
            .update(nodes)
            .set({ setting: { ...(n!.setting as object), format: InputFormat.Integer, min: 1, max: 10 } })
            .where(eq(nodes.id, p.q[1]!));
        },
      });
    }

    it('accepts what a real page sends', async () => {
      const p = await guarded();
      expect((await respondent(t).submit(submission(p, answersFor(p, 0, '7')))).code).toBe('00000');
      const hiddenSkipped = { [p.q[0]!]: { optionId: p.o[0]![1] }, [p.q[2]!]: { optionId: p.o[2]![0] } };
      expect((await respondent(t).submit(submission(p, hiddenSkipped))).code).toBe('00000');
    });

    it('refuses an answer to a hidden question, naming it', async () => {
      const p = await guarded();
      const res = await respondent(t).submit(submission(p, answersFor(p, 1, '7')));
      expect(res.code).toBe('A0400');
      expect(res.message).toContain(String(p.q[1]));
      expect(res.data).toMatchObject({ problems: [{ code: 'not_on_path', key: String(p.q[1]) }] });
    });

    it('refuses an option the question does not have, and a value out of range', async () => {
      const p = await guarded();
      const impossible = { ...answersFor(p, 0, '7'), [p.q[2]!]: { optionId: p.o[0]![0] } };
      const res = await respondent(t).submit(submission(p, impossible));
      expect(res.code).toBe('A0400');
      expect(res.message).toContain(String(p.q[2]));
      const outOfRange = await respondent(t).submit(submission(p, answersFor(p, 0, '99')));
      expect(outOfRange.code).toBe('A0400');
      expect(outOfRange.message).toContain(String(p.q[1]));
      const missing = { [p.q[0]!]: { optionId: p.o[0]![0] } };
      expect((await respondent(t).submit(submission(p, missing))).code).toBe('A0400');
      expect(await rowsOf(p)).toHaveLength(0);
    });

    it('refuses an unknown version', async () => {
      const p = await publishedSurvey(t, token);
      const res = await respondent(t).submit({ ...submission(p), version: 9 });
      expect(res.code).toBe('A0400');
    });
  });

  describe('partial save and resume', () => {
    it('saves under one id, resumes on the same device only, then submits over the partial row', async () => {
      const p = await publishedSurvey(t, token);
      const r = respondent(t);
      const id = randomUUID();
      const page1 = { [p.q[0]!]: { optionId: p.o[0]![2] } };
      const saved = await r.save({ surveyCode: p.code, responseId: id, version: p.version, answers: page1 });
      expect(saved.data).toMatchObject({ receipt: RESPOND_SAVED_MARK, responseId: id });
      const page2 = { ...page1, [p.q[1]!]: 'half way' };
      expect(
        (await r.save({ surveyCode: p.code, responseId: id, version: p.version, answers: page2 })).code,
      ).toBe('00000');

      const resumed = (await r.open(p.code, { responseId: id })).data;
      expect(resumed).toMatchObject({
        state: 'open',
        resume: { responseId: id, version: p.version, answers: page2 },
      });
      expect((await respondent(t).open(p.code, { responseId: id })).data).toMatchObject({ resume: null });
      // Another device cannot overwrite it either.
      await respondent(t).save({ surveyCode: p.code, responseId: id, version: p.version, answers: {} });
      expect((await rowsOf(p))[0]!.answers).toEqual(page2);

      const full = { ...page2, [p.q[2]!]: { optionId: p.o[2]![1] } };
      expect((await r.submit(submission(p, full, id))).data).toMatchObject({ status: 'complete' });
      expect((await r.open(p.code, { responseId: id })).data).toMatchObject({ resume: null });
      // A late save after the submit is acknowledged and changes nothing.
      expect(
        (await r.save({ surveyCode: p.code, responseId: id, version: p.version, answers: page1 })).code,
      ).toBe('00000');
      const rows = await rowsOf(p);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ status: 'complete', answers: full });
    });

    it('keeps other surveys’ responses out of reach: the same id elsewhere is another response', async () => {
      const a = await publishedSurvey(t, token);
      const b = await publishedSurvey(t, token);
      const r = respondent(t);
      const id = randomUUID();
      expect((await r.submit(submission(a, answersFor(a), id))).code).toBe('00000');
      expect((await r.open(b.code, { responseId: id })).data).toMatchObject({ resume: null });
      expect((await r.submit(submission(b, answersFor(b, 2), id))).code).toBe('00000');
      const [rowA] = await t.database.db
        .select()
        .from(responses)
        .where(and(eq(responses.surveyId, a.surveyId), eq(responses.id, id)));
      expect(rowA!.answers).toMatchObject({ [a.q[0]!]: { optionId: a.o[0]![0] } });
    });
  });
});
