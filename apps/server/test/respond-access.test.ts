import { fullPath, publishingApi, RESPOND_MESSAGES, type RespondOpen, respondApi } from '@cairn/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inviteCodes, nodes, surveys, surveyVersions } from '../src/db/schema/index.ts';
import { GUESS_MAX, GUESS_WINDOW_MS } from '../src/modules/respond/guess-limit.ts';
import { answersFor, publishedSurvey, respondent, setSettings, submission } from './support/respond.ts';
import { createTestApp, registerAndLogin, type TestApp } from './support/test-app.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ token } = await registerAndLogin(t, 'ross', 'ross-pass-1'));
});
afterAll(() => t.close());

const stateOf = (data: RespondOpen) => data.state;

describe('open: access states', () => {
  it('opens a published survey with its document, without the password, and sets the device cookie', async () => {
    const p = await publishedSurvey(t, token);
    // Raw, to read the cookie the answer sets.
    const res = await t.app.inject({
      method: respondApi.open.method,
      url: fullPath(respondApi.open),
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ surveyCode: p.code }),
    });
    const body = res.json();
    expect(body.code).toBe('00000');
    expect(body.data).toMatchObject({ state: 'open', preview: false, resume: null, closedOptionIds: [] });
    expect(body.data.document.nodes.map((n: { id: number }) => n.id)).toEqual(expect.arrayContaining(p.q));
    expect(String(res.headers['set-cookie'])).toMatch(/^cairn_did=[0-9a-f-]{36}; Path=\/; .*HttpOnly/);
  });

  it('answers not_found for an unknown, unpublished or binned survey', async () => {
    const r = respondent(t);
    expect((await r.open('nope123')).data).toEqual({
      state: 'not_found',
      lang: 'zh',
      message: RESPOND_MESSAGES.notFound.zh,
    });
    const p = await publishedSurvey(t, token);
    await t.database.db.update(surveys).set({ deletedAt: new Date() }).where(eq(surveys.id, p.surveyId));
    expect(stateOf((await r.open(p.code)).data)).toBe('not_found');
  });

  it('answers no_questions when the published version has none', async () => {
    const p = await publishedSurvey(t, token);
    // A version without questions cannot be published through launch; write it as an old one would be.
    const [v] = await t.database.db
      .select()
      .from(surveyVersions)
      .where(eq(surveyVersions.surveyId, p.surveyId));
    const doc = v!.document as { nodes: { model: number }[] };
    await t.database.db
      .update(surveyVersions)
      .set({ document: { ...doc, nodes: doc.nodes.filter((n) => n.model !== 1) } })
      .where(eq(surveyVersions.surveyId, p.surveyId));
    expect(stateOf((await respondent(t).open(p.code)).data)).toBe('no_questions');
  });

  it('answers not_started and ended by the time window, with the time, in the survey language', async () => {
    const p = await publishedSurvey(t, token, { settings: { lang: 'en' } });
    const now = t.deps.now();
    const start = new Date(now + 3600_000).toISOString();
    await setSettings(t, p.code, { startTime: start });
    expect((await respondent(t).open(p.code)).data).toEqual({
      state: 'not_started',
      lang: 'en',
      message: RESPOND_MESSAGES.notStarted.en,
      at: start,
    });
    const end = new Date(now - 1000).toISOString();
    await setSettings(t, p.code, { startTime: null, endTime: end });
    expect((await respondent(t).open(p.code)).data).toMatchObject({ state: 'ended', at: end });
  });

  it('answers closed with the closeTip once the author ends the survey', async () => {
    const p = await publishedSurvey(t, token, { settings: { closeTip: 'Back next week' } });
    const ended = await t.api(publishingApi.status, { code: p.code, status: 2 }, { token });
    expect(ended.body.code).toBe('00000');
    expect((await respondent(t).open(p.code)).data).toMatchObject({
      state: 'closed',
      message: 'Back next week',
    });
  });

  it('asks for the password, says "Password error" when wrong, opens when right; never sends it', async () => {
    const p = await publishedSurvey(t, token, { settings: { lang: 'en', password: 's3cret' } });
    const r = respondent(t);
    expect((await r.open(p.code)).data).toMatchObject({ state: 'password', error: false });
    expect((await r.open(p.code, { password: 'nope' })).data).toMatchObject({
      state: 'password',
      error: true,
      message: 'Password error',
    });
    const open = (await r.open(p.code, { password: 's3cret' })).data;
    expect(open.state).toBe('open');
    if (open.state === 'open') expect(open.document.settings).not.toHaveProperty('password');
    // A hand-made submit without it is refused too.
    const refused = await r.submit(submission(p));
    expect(refused.code).toBe('A0310');
    expect(refused.data).toMatchObject({ state: 'password' });
    expect((await r.submit({ ...submission(p), password: 's3cret' })).code).toBe('00000');
  });

  it('asks for an invitation code, says "invitation code error" for an unknown or used one', async () => {
    const p = await publishedSurvey(t, token, { settings: { lang: 'en', inviteCodes: true } });
    await t.database.db.insert(inviteCodes).values([
      { surveyId: p.surveyId, code: 'ABCD2345' },
      { surveyId: p.surveyId, code: 'USED0001', usedAt: new Date() },
    ]);
    const r = respondent(t);
    expect((await r.open(p.code)).data).toMatchObject({ state: 'invite', error: false });
    expect((await r.open(p.code, { inviteCode: 'ZZZZ9999' })).data).toMatchObject({
      state: 'invite',
      error: true,
      message: 'invitation code error',
    });
    expect((await r.open(p.code, { inviteCode: 'USED0001' })).data).toMatchObject({ error: true });
    expect((await r.open(p.code, { inviteCode: 'abcd2345' })).data.state).toBe('open');
  });

  it('answers full at the response cap', async () => {
    const p = await publishedSurvey(t, token, { settings: { responseCap: 1 } });
    const r = respondent(t);
    expect((await r.submit(submission(p))).code).toBe('00000');
    expect((await respondent(t).open(p.code)).data).toMatchObject({
      state: 'full',
      message: RESPOND_MESSAGES.full.zh,
    });
    const refused = await respondent(t, '198.51.100.2').submit(submission(p));
    expect(refused.code).toBe('A0310');
    expect(refused.data).toMatchObject({ state: 'full' });
  });

  it('never lets a question row of another survey in: answers keyed by foreign ids are refused', async () => {
    const a = await publishedSurvey(t, token);
    const b = await publishedSurvey(t, token);
    const [foreign] = await t.database.db.select().from(nodes).where(eq(nodes.id, b.q[1]!));
    expect(foreign).toBeDefined();
    const res = await respondent(t).submit(submission(a, { ...answersFor(a), [b.q[1]!]: 'sneaky' }));
    expect(res.code).toBe('A0400');
    expect(res.message).toContain(String(b.q[1]));
  });
  // Last in the file: it moves the clock past the lockout window.
  it('answers A2032 after 10 wrong passwords from one address, until the window passes', async () => {
    const p = await publishedSurvey(t, token, { settings: { password: 'right' } });
    const r = respondent(t, '203.0.113.99');
    for (let i = 0; i < GUESS_MAX; i++)
      expect((await r.open(p.code, { password: `wrong${i}` })).data).toMatchObject({ error: true });
    expect((await r.open(p.code, { password: 'right' })).code).toBe('A2032');
    expect((await r.submit({ ...submission(p), password: 'right' })).code).toBe('A2032');
    // Another address is not affected.
    expect((await respondent(t, '203.0.113.100').open(p.code, { password: 'right' })).data.state).toBe(
      'open',
    );
    t.advance(GUESS_WINDOW_MS);
    expect((await r.open(p.code, { password: 'right' })).data.state).toBe('open');
  });
});
