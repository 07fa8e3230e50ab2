import { randomUUID } from 'node:crypto';
import { discussionManagerApi, interviewApi } from '@cairn/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discussionQuotas, discussionUsers } from '../src/db/schema/index.ts';
import { issueInterviewTicket } from '../src/modules/discussion/interview-ticket.ts';
import { INTERVIEW_TICKET_TTL_MS } from '../src/modules/discussion/sessions.ts';
import { acceptedManager, type Discussion, intervieweeRow, newDiscussion } from './support/discussion.ts';
import { respondent } from './support/respond.ts';
import { createTestApp, envelopeCaller, login, registerAndLogin, type TestApp } from './support/test-app.ts';

/**
 * Running interviews: the host opens a session (ticket), the respondent page's open, save and
 * submit carry it, the respond server ties the response to the interviewee; absence, closing one's
 * hosting, observers' live page, and everything refused: other users, hosts of other projects,
 * observers opening sessions, forged and expired tickets, retried submits.
 */
let t: TestApp;
let owner: string;
let d: Discussion;
let host: { id: number; token: string };
let observer: { id: number; token: string };
let otherHost: { id: number; token: string };
let stranger: string;
const as = envelopeCaller(() => t);
const tablet = () => respondent(t, '198.51.100.4');

beforeAll(async () => {
  t = await createTestApp();
  owner = (await registerAndLogin(t, 'owner', 'owner-pass-1')).token;
  stranger = (await registerAndLogin(t, 'stranger', 'stranger-pass-1')).token;
  d = await newDiscussion(t, owner, ['Ann', 'Bob', 'Cy', 'Di'], true);
  host = await acceptedManager(t, owner, d.code, 'host', 'Hosty');
  observer = await acceptedManager(t, owner, d.code, 'observer', 'Obs');
  const other = await newDiscussion(t, owner, ['Zed'], true);
  otherHost = await acceptedManager(t, owner, other.code, 'host', 'Elsewhere');
});
afterAll(() => t.close());

const idOf = async (code: string) => (await intervieweeRow(t, d.surveyId, code)).id;
const answers = (text: string) => ({ [d.q[0]!]: { optionId: d.o[0] }, [d.q[1]!]: text });
const open = async (token: string, code: string) =>
  as(token, interviewApi.open, { surveyCode: d.code, intervieweeId: await idOf(code) });

describe('the console', () => {
  it('lists the roll with states and the host’s own status (1 before the first session)', async () => {
    const res = await as(host.token, interviewApi.console, { surveyCode: d.code });
    expect(res.code).toBe('00000');
    expect(res.data.published).toBe(true);
    expect(res.data.me).toMatchObject({ role: 'host', status: 1 });
    expect(res.data.interviewees.map((i) => [i.code, i.state])).toEqual([
      ['U1', 0],
      ['U2', 0],
      ['U3', 0],
      ['U4', 0],
    ]);
  });

  it('lists each manager’s own interview projects (their way back: they hold no share), and nothing for others', async () => {
    const mine = async (token: string) => (await as(token, interviewApi.mine, {})).data.interviews;
    expect(await mine(host.token)).toEqual([
      { surveyCode: d.code, title: expect.any(String), role: 'host', status: 1, published: true },
    ]);
    expect((await mine(observer.token)).map((i) => [i.surveyCode, i.role])).toEqual([[d.code, 'observer']]);
    expect((await mine(otherHost.token)).map((i) => i.surveyCode)).not.toContain(d.code);
    expect(await mine(stranger)).toEqual([]);
  });

  it('refuses strangers, the owner who is no manager, and hosts of other projects', async () => {
    for (const token of [stranger, owner, otherHost.token])
      expect((await as(token, interviewApi.console, { surveyCode: d.code })).code).toBe('A5202');
    expect((await as(stranger, interviewApi.live, { surveyCode: 'NOPE2345' })).code).toBe('A5202');
  });
});

describe('a session', () => {
  it('opens, saves, submits: the interviewee is done with the response; a retried submit changes nothing', async () => {
    const opened = await open(host.token, 'U1');
    expect(opened.code).toBe('00000');
    expect(opened.data.interviewee).toMatchObject({ state: 1, hostId: host.id });
    expect((await as(host.token, interviewApi.console, { surveyCode: d.code })).data.me.status).toBe(2);
    const interview = { intervieweeCode: 'U1', ticket: opened.data.ticket };
    const page = tablet();
    const shown = await page.open(d.code, { interview });
    expect(shown.data).toMatchObject({ state: 'open' });
    const responseId = randomUUID();
    const body = { surveyCode: d.code, responseId, version: d.version, interview };
    expect((await page.save({ ...body, answers: { [d.q[0]!]: { optionId: d.o[0] } } })).code).toBe('00000');
    expect(await intervieweeRow(t, d.surveyId, 'U1')).toMatchObject({ state: 1, responseId });
    // The observer sees the saved answer.
    const live = await as(observer.token, interviewApi.live, { surveyCode: d.code });
    const session = live.data.sessions.find((s) => s.interviewee.code === 'U1')!;
    expect(session).toMatchObject({ hostName: 'Hosty', responseStatus: 'partial' });
    expect(session.answers).toHaveLength(1);
    const receipt = await page.submit({ ...body, answers: answers('fine') });
    expect(receipt.data).toMatchObject({ status: 'complete', responseId });
    const done = await intervieweeRow(t, d.surveyId, 'U1');
    expect(done).toMatchObject({ state: 2, responseId });
    const again = await page.submit({ ...body, answers: answers('fine') });
    expect(again.data.responseId).toBe(responseId);
    expect(await intervieweeRow(t, d.surveyId, 'U1')).toEqual(done);
    // Another response for a done interviewee is refused; so is reopening them.
    const other = await page.submit({ ...body, responseId: randomUUID(), answers: answers('again') });
    expect(other.code).toBe('A5531');
    expect((await open(host.token, 'U1')).code).toBe('A5531');
    const after = await as(observer.token, interviewApi.live, { surveyCode: d.code });
    expect(after.data.sessions.find((s) => s.interviewee.code === 'U1')).toMatchObject({
      responseStatus: 'complete',
    });
    expect(
      after.data.sessions.find((s) => s.interviewee.code === 'U1')!.answers.map((a) => a.text),
    ).toContain('fine');
  });

  it('refuses observers, strangers, hosts of other projects, and another host’s interviewee', async () => {
    expect((await open(observer.token, 'U2')).code).toBe('A5202');
    expect((await open(stranger, 'U2')).code).toBe('A5202');
    expect((await open(otherHost.token, 'U2')).code).toBe('A5202');
    expect(
      (await as(observer.token, interviewApi.absent, { surveyCode: d.code, intervieweeId: await idOf('U2') }))
        .code,
    ).toBe('A5202');
    expect((await as(observer.token, interviewApi.close, { surveyCode: d.code })).code).toBe('A5202');
    expect(
      (await as(host.token, interviewApi.open, { surveyCode: d.code, intervieweeId: 999999 })).code,
    ).toBe('A0404');
    const second = await acceptedManager(t, owner, d.code, 'host', 'Second');
    expect((await open(second.token, 'U2')).code).toBe('00000');
    expect((await open(host.token, 'U2')).code).toBe('A5531');
    expect(
      (await as(host.token, interviewApi.absent, { surveyCode: d.code, intervieweeId: await idOf('U2') }))
        .code,
    ).toBe('A5531');
    // The second host's ticket does not tie a response to U2 once they close their hosting.
    const ticket = (await open(second.token, 'U2')).data.ticket;
    expect((await as(second.token, interviewApi.close, { surveyCode: d.code })).data.status).toBe(3);
    const res = await tablet().save({
      surveyCode: d.code,
      responseId: randomUUID(),
      version: d.version,
      answers: {},
      interview: { intervieweeCode: 'U2', ticket },
    });
    expect(res.code).toBe('A5530');
    expect((await open(second.token, 'U3')).code).toBe('A5532');
  });

  it('refuses forged, foreign and expired tickets, and an interview project without one', async () => {
    const opened = await open(host.token, 'U3');
    const base = { surveyCode: d.code, version: d.version, answers: answers('x') };
    const forged = `${opened.data.ticket.slice(0, -4)}0000`;
    const wrongKey = issueInterviewTicket(new Uint8Array(32).fill(7), {
      surveyId: d.surveyId,
      managerId: host.id,
      exp: t.deps.now() + 60_000,
    });
    const observerTicket = issueInterviewTicket(t.deps.signingKey, {
      surveyId: d.surveyId,
      managerId: observer.id,
      exp: t.deps.now() + 60_000,
    });
    const otherProject = issueInterviewTicket(t.deps.signingKey, {
      surveyId: d.surveyId + 1,
      managerId: host.id,
      exp: t.deps.now() + 60_000,
    });
    for (const ticket of [forged, wrongKey, observerTicket, otherProject, 'v1.1.1.1.zz'])
      expect(
        (
          await tablet().submit({
            ...base,
            responseId: randomUUID(),
            interview: { intervieweeCode: 'U3', ticket },
          })
        ).code,
      ).toBe('A5530');
    // Without a ticket an interview project is unknown to respondents.
    expect((await tablet().submit({ ...base, responseId: randomUUID() })).code).toBe('A0310');
    expect((await tablet().open(d.code)).data).toMatchObject({ state: 'not_found' });
    // An unknown interviewee code.
    expect(
      (
        await tablet().submit({
          ...base,
          responseId: randomUUID(),
          interview: { intervieweeCode: 'U99', ticket: opened.data.ticket },
        })
      ).code,
    ).toBe('A5531');
    t.advance(INTERVIEW_TICKET_TTL_MS + 1);
    expect(
      (
        await tablet().submit({
          ...base,
          responseId: randomUUID(),
          interview: { intervieweeCode: 'U3', ticket: opened.data.ticket },
        })
      ).code,
    ).toBe('A5530');
    host.token = (await login(t, 'Hosty', 'Hosty-pass-1')).token;
    observer.token = (await login(t, 'Obs', 'Obs-pass-1')).token;
    owner = (await login(t, 'owner', 'owner-pass-1')).token;
  });

  it('marks absent (again is a no-op), and an absent interviewee takes no response', async () => {
    const id = await idOf('U4');
    const res = await as(host.token, interviewApi.absent, { surveyCode: d.code, intervieweeId: id });
    expect(res.data.state).toBe(3);
    expect(
      (await as(host.token, interviewApi.absent, { surveyCode: d.code, intervieweeId: id })).data.state,
    ).toBe(3);
    expect((await open(host.token, 'U4')).code).toBe('A5531');
    const live = await as(observer.token, interviewApi.live, { surveyCode: d.code });
    expect(live.data.absent).toBe(1);
  });

  it('closing one’s hosting ends sessions and tickets; the owner’s list shows status 3', async () => {
    const opened = await open(host.token, 'U3');
    expect((await as(host.token, interviewApi.close, { surveyCode: d.code })).data.status).toBe(3);
    expect((await open(host.token, 'U3')).code).toBe('A5532');
    const res = await tablet().submit({
      surveyCode: d.code,
      responseId: randomUUID(),
      version: d.version,
      answers: answers('late'),
      interview: { intervieweeCode: 'U3', ticket: opened.data.ticket },
    });
    expect(res.code).toBe('A5530');
    const list = await as(owner, discussionManagerApi.list, { surveyCode: d.code });
    expect(list.data.managers.find((m) => m.id === host.id)!.status).toBe(3);
  });
});

describe('roll quotas at session opening', () => {
  it('refuses a new session past a full stop quota (sessions in progress count), and lets an allow quota run over', async () => {
    const q = await newDiscussion(t, owner, ['Ann', 'Bob', 'Cy'], true);
    const qHost = await acceptedManager(t, owner, q.code, 'host', 'QuotaHost');
    // Every interviewee has the head field city = Hangzhou; one place for them.
    await t.database.db
      .update(discussionUsers)
      .set({ fields: { city: 'Hangzhou' } })
      .where(eq(discussionUsers.surveyId, q.surveyId));
    const [quota] = await t.database.db
      .insert(discussionQuotas)
      .values({
        surveyId: q.surveyId,
        name: 'Hangzhou',
        kind: 'field',
        fieldKey: 'city',
        fieldValue: 'Hangzhou',
        target: 1,
      })
      .returning();
    const openFor = async (code: string) =>
      as(qHost.token, interviewApi.open, {
        surveyCode: q.code,
        intervieweeId: (await intervieweeRow(t, q.surveyId, code)).id,
      });
    expect((await openFor('U1')).code).toBe('00000');
    expect((await openFor('U2')).code).toBe('A5533');
    // The interviewee holding the place may reopen their own session.
    expect((await openFor('U1')).code).toBe('00000');
    await t.database.db
      .update(discussionQuotas)
      .set({ action: 'allow' })
      .where(eq(discussionQuotas.id, quota!.id));
    expect((await openFor('U2')).code).toBe('00000');
  });
});
