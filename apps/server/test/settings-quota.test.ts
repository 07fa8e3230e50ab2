import { type QuotaSaveBody, quotaApi } from '@cairn/contract';
import { QuestionType } from '@cairn/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quotas } from '../src/db/schema/index.ts';
import { reserveQuotaPlace } from '../src/modules/settings/quota-reserve.ts';
import { designSession, flatten, newSurvey } from './support/design.ts';
import { createTestApp, registerAndLogin, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const save = async (token: string, body: QuotaSaveBody) => (await t.api(quotaApi.save, body, { token })).body;
const remove = async (token: string, surveyCode: string, id: number) =>
  (await t.api(quotaApi.remove, { surveyCode, id }, { token })).body;
const list = async (token: string, surveyCode: string) =>
  (await t.api(quotaApi.list, { surveyCode }, { token })).body;

/** A survey with a single-choice, a multiple-choice and an open question; their option ids. */
async function surveyWithQuestions(token: string) {
  const code = await newSurvey(t, token);
  const s = await designSession(t, token, code);
  const single = await s.add(QuestionType.SingleChoice);
  const multi = await s.add(QuestionType.MultipleChoice);
  const open = await s.add(QuestionType.OpenText);
  const all = flatten(await s.tree());
  const optionsOf = (id: number) => all.find((n) => n.id === id)!.options.map((o) => o.id);
  return { code, single, multi, open, optionsOf };
}

describe('quotas', () => {
  it('saves, lists with progress, replaces a rule keeping progress, removes', async () => {
    const { token } = await registerAndLogin(t, 'quin', 'quin-pass-1');
    const s = await surveyWithQuestions(token);
    expect((await list(token, s.code)).data).toEqual([]);
    const [a, b] = s.optionsOf(s.single);
    const [m] = s.optionsOf(s.multi);
    const saved = await save(token, {
      surveyCode: s.code,
      name: 'Group A',
      conditions: [
        { nodeId: s.single, optionIds: [a!] },
        { nodeId: s.multi, optionIds: [m!] },
      ],
      target: 2,
      action: 'screen_out',
    });
    expect(saved.code).toBe('00000');
    expect(saved.data.quota).toMatchObject({ name: 'Group A', target: 2, filled: 0, action: 'screen_out' });
    expect(saved.data.saved.status).toBe(0);
    const second = await save(token, {
      surveyCode: s.code,
      name: 'Group B',
      conditions: [{ nodeId: s.single, optionIds: [b!] }],
      target: 10,
      action: 'close_option',
    });
    expect((await list(token, s.code)).data.map((q) => q.name)).toEqual(['Group A', 'Group B']);

    const id = saved.data.quota.id;
    expect(await reserveQuotaPlace(t.database.db, id)).toBe(1);
    const replaced = await save(token, {
      surveyCode: s.code,
      id,
      name: 'Group A+',
      conditions: [{ nodeId: s.single, optionIds: [a!, b!] }],
      target: 5,
      action: 'close_option',
    });
    expect(replaced.data.quota).toMatchObject({ id, name: 'Group A+', target: 5, filled: 1 });

    const removed = await remove(token, s.code, second.data.quota.id);
    expect(removed.code).toBe('00000');
    expect((await list(token, s.code)).data.map((q) => [q.name, q.filled, q.target])).toEqual([
      ['Group A+', 1, 5],
    ]);
    expect((await remove(token, s.code, second.data.quota.id)).code).toBe('A5200');
  });

  it('refuses conditions on non-choice questions, foreign options or other surveys (A0303)', async () => {
    const { token } = await registerAndLogin(t, 'quincy', 'quincy-pass-1');
    const s = await surveyWithQuestions(token);
    const other = await surveyWithQuestions(token);
    const rule = { surveyCode: s.code, name: 'Q', target: 1, action: 'screen_out' } as const;
    const tries = [
      [{ nodeId: s.open, optionIds: [1] }],
      [{ nodeId: s.single, optionIds: [s.optionsOf(s.multi)[0]!] }],
      [{ nodeId: other.single, optionIds: other.optionsOf(other.single) }],
    ];
    for (const conditions of tries) {
      expect((await save(token, { ...rule, conditions })).code).toBe('A0303');
    }
    expect((await save(token, { ...rule, conditions: [], target: 0 })).code).toBe('A0400');
    expect((await list(token, s.code)).data).toEqual([]);
    // Another survey's quota id is unknown here.
    const theirs = await save(token, {
      ...rule,
      surveyCode: other.code,
      conditions: [{ nodeId: other.single, optionIds: other.optionsOf(other.single) }],
    });
    const hijack = await save(token, {
      ...rule,
      id: theirs.data.quota.id,
      conditions: [{ nodeId: s.single, optionIds: s.optionsOf(s.single) }],
    });
    expect(hijack.code).toBe('A5200');
  });

  it('never fills past the target under concurrent reservations', async () => {
    const { token } = await registerAndLogin(t, 'qiana', 'qiana-pass-1');
    const s = await surveyWithQuestions(token);
    const saved = await save(token, {
      surveyCode: s.code,
      name: 'Three places',
      conditions: [{ nodeId: s.single, optionIds: s.optionsOf(s.single) }],
      target: 3,
      action: 'screen_out',
    });
    const id = saved.data.quota.id;
    expect(await reserveQuotaPlace(t.database.db, id)).toBe(1);
    const results = await Promise.all(Array.from({ length: 10 }, () => reserveQuotaPlace(t.database.db, id)));
    expect(results.filter((r) => r !== null).sort()).toEqual([2, 3]);
    const [row] = await t.database.db.select().from(quotas).where(eq(quotas.id, id));
    expect(row!.filled).toBe(3);
    expect(await reserveQuotaPlace(t.database.db, id)).toBeNull();
  });

  it('refuses other users: A0403 to list, A5211 to save or remove', async () => {
    const owner = await registerAndLogin(t, 'qora', 'qora-pass-1');
    const other = await registerAndLogin(t, 'qed', 'qed-pass-1');
    const s = await surveyWithQuestions(owner.token);
    const saved = await save(owner.token, {
      surveyCode: s.code,
      name: 'Mine',
      conditions: [{ nodeId: s.single, optionIds: s.optionsOf(s.single) }],
      target: 1,
      action: 'screen_out',
    });
    expect((await list(other.token, s.code)).code).toBe('A0403');
    const rule: QuotaSaveBody = {
      surveyCode: s.code,
      name: 'Theirs',
      conditions: [{ nodeId: s.single, optionIds: s.optionsOf(s.single) }],
      target: 1,
      action: 'screen_out',
    };
    expect((await save(other.token, rule)).code).toBe('A5211');
    expect((await remove(other.token, s.code, saved.data.quota.id)).code).toBe('A5211');
    expect((await list(owner.token, s.code)).data.map((q) => q.name)).toEqual(['Mine']);
  });
});
