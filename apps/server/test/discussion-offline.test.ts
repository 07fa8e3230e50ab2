import { randomUUID } from 'node:crypto';
import {
  discussionOfflineApi,
  fullPath,
  IntervieweeState,
  OFFLINE_INLINE_ID,
  type OfflinePack,
  respondApi,
} from '@cairn/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  discussionGroups,
  discussionManagers,
  discussionUsers,
  responses,
  surveys,
} from '../src/db/schema/index.ts';
import { readInterviewTicket } from '../src/modules/discussion/interview-ticket.ts';
import { newFileKey } from '../src/modules/files/storage.ts';
import { findUserByName } from '../src/modules/users/user-repo.ts';
import { getFile } from './support/exports.ts';
import { png } from './support/images.ts';
import { answersFor, type Published, publishedSurvey, respondent, submission } from './support/respond.ts';
import { createTestApp, type Envelope, registerAndLogin, type TestApp } from './support/test-app.ts';

/**
 * The offline interview file (issue 24): who may download it, for which projects, what it holds,
 * and how its answers come back through the ordinary submit (ticket, idempotency, CORS).
 */
let t: TestApp;
let owner: string;
let hostToken: string;
let observerToken: string;
let stranger: string;
let p: Published;
let hostRowId: number;
let logoKey: string;

const userId = async (name: string) => (await findUserByName(t.database.db, name))!.id;

beforeAll(async () => {
  t = await createTestApp();
  owner = (await registerAndLogin(t, 'owner', 'owner-pass-1')).token;
  hostToken = (await registerAndLogin(t, 'host', 'host-pass-1')).token;
  observerToken = (await registerAndLogin(t, 'watcher', 'watcher-pass-1')).token;
  stranger = (await registerAndLogin(t, 'stranger', 'stranger-pass-1')).token;
  logoKey = newFileKey();
  await t.deps.storage.put(logoKey, png(2, 2), { contentType: 'image/png', size: 0 });
  p = await publishedSurvey(t, owner, { settings: { logo: logoKey } });
  // A discussion project cannot be published before the roll import lands: flip a published one.
  await t.database.db.update(surveys).set({ projectType: 1 }).where(eq(surveys.id, p.surveyId));
  const [group] = await t.database.db
    .insert(discussionGroups)
    .values({ surveyId: p.surveyId, name: 'Group A' })
    .returning();
  await t.database.db.insert(discussionUsers).values([
    { surveyId: p.surveyId, code: 'U001', name: 'Li Lei', groupId: group!.id, fields: { city: 'Hangzhou' } },
    { surveyId: p.surveyId, code: 'U002', name: 'Han Meimei', fields: {} },
    // Each interviewee is interviewed once: the tests below each answer for one of their own.
    ...['U003', 'U004', 'U005'].map((code) => ({ surveyId: p.surveyId, code, name: code, fields: {} })),
    // Closed before the file is made: the file says so and offers no interview.
    { surveyId: p.surveyId, code: 'U006', name: 'Done before', fields: {}, state: IntervieweeState.DONE },
    { surveyId: p.surveyId, code: 'U007', name: 'Away', fields: {}, state: IntervieweeState.ABSENT },
  ]);
  const managers = await t.database.db
    .insert(discussionManagers)
    .values([
      {
        surveyId: p.surveyId,
        role: 'host',
        name: 'Host One',
        email: 'h@x.test',
        userId: await userId('host'),
      },
      {
        surveyId: p.surveyId,
        role: 'observer',
        name: 'Watcher',
        email: 'w@x.test',
        userId: await userId('watcher'),
      },
    ])
    .returning();
  hostRowId = managers[0]!.id;
});
afterAll(() => t.close());

const download = (code: string, token: string) =>
  getFile(t, discussionOfflineApi.download, { id: code }, { token });
const codeOf = async (code: string, token: string) =>
  ((await download(code, token)).json() as Envelope<null>).code;

/** The pack inlined in the file, read back as the offline app reads it. */
function packOf(html: string): OfflinePack {
  const m = new RegExp(`<script type="application/json" id="${OFFLINE_INLINE_ID}">(.*?)</script>`, 's').exec(
    html,
  );
  if (!m) throw new Error('no pack in the file');
  return JSON.parse(m[1]!) as OfflinePack;
}

describe('GET /api/response/v1/discussion/{id}/offline', () => {
  it('gives the owner one HTML file with the document, the roll and an editor ticket', async () => {
    const res = await download(p.code, owner);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="offline-${p.code}.html"`);
    expect(res.headers['cache-control']).toContain('no-store');
    const pack = packOf(res.body);
    expect(pack.surveyCode).toBe(p.code);
    expect(pack.origin).toBe('https://cairn.test');
    expect(pack.document.nodes.map((n) => n.id)).toEqual(expect.arrayContaining(p.q));
    expect(pack.roll).toEqual([
      { code: 'U001', name: 'Li Lei', groupName: 'Group A', fields: { city: 'Hangzhou' }, closed: null },
      { code: 'U002', name: 'Han Meimei', groupName: null, fields: {}, closed: null },
      ...['U003', 'U004', 'U005'].map((code) => ({
        code,
        name: code,
        groupName: null,
        fields: {},
        closed: null,
      })),
      { code: 'U006', name: 'Done before', groupName: null, fields: {}, closed: 'done' },
      { code: 'U007', name: 'Away', groupName: null, fields: {}, closed: 'absent' },
    ]);
    expect(pack.document.settings.logo).toMatch(/^data:image\/png;base64,/);
    expect('password' in pack.document.settings).toBe(false);
    const ticket = readInterviewTicket(t.deps.signingKey, pack.ticket, t.deps.now());
    expect(ticket).toEqual({
      surveyId: p.surveyId,
      managerId: 0,
      generation: 0,
      exp: t.deps.now() + 30 * 24 * 3600_000,
    });
    expect(pack.ticketExpiresAt).toBe(new Date(ticket!.exp).toISOString());
  });

  it('gives a host a ticket naming their manager row', async () => {
    const pack = packOf((await download(p.code, hostToken)).body);
    expect(readInterviewTicket(t.deps.signingKey, pack.ticket, t.deps.now())?.managerId).toBe(hostRowId);
    expect(pack.hostName).toBe('Host One');
  });

  it('refuses observers and strangers (A0403), unknown codes and survey projects (A1100)', async () => {
    expect(await codeOf(p.code, observerToken)).toBe('A0403');
    expect(await codeOf(p.code, stranger)).toBe('A0403');
    expect(await codeOf('nosuchcode', owner)).toBe('A1100');
    const survey = await publishedSurvey(t, owner);
    expect(await codeOf(survey.code, owner)).toBe('A1100');
    const res = await t.call('GET', fullPath(discussionOfflineApi.download).replace('{id}', p.code), {});
    expect(res.body.code).toBe('A0401');
  });

  it('refuses a project that is not published (A0400)', async () => {
    const other = await publishedSurvey(t, owner);
    await t.database.db
      .update(surveys)
      .set({ projectType: 1, status: 0 })
      .where(eq(surveys.id, other.surveyId));
    expect(await codeOf(other.code, owner)).toBe('A0400');
  });
});

describe('answers made offline, sent back through the ordinary submit', () => {
  const interviewOf = async (token: string, intervieweeCode: string) => ({
    intervieweeCode,
    ticket: packOf((await download(p.code, token)).body).ticket,
  });

  it('counts a response once however often the sync sends it, and marks the interviewee done', async () => {
    const r = respondent(t);
    const id = randomUUID();
    const body = { ...submission(p, answersFor(p), id), interview: await interviewOf(hostToken, 'U001') };
    const first = await r.submit(body);
    expect(first.code).toBe('00000');
    const again = await respondent(t, '198.51.100.9').submit(body);
    expect(again).toEqual(first);
    const rows = await t.database.db.select().from(responses).where(eq(responses.surveyId, p.surveyId));
    expect(rows.filter((row) => row.id === id)).toHaveLength(1);
    const [u] = await t.database.db
      .select()
      .from(discussionUsers)
      .where(and(eq(discussionUsers.surveyId, p.surveyId), eq(discussionUsers.code, 'U001')));
    expect(u).toMatchObject({ state: 2, responseId: id, hostId: hostRowId });
  });

  it('takes an editor ticket too, and refuses no ticket, a forged one, another’s interviewee and unknown codes', async () => {
    const r = respondent(t);
    const editor = await interviewOf(owner, 'U002');
    expect((await r.submit({ ...submission(p), interview: editor })).code).toBe('00000');
    expect((await r.submit(submission(p))).code).toBe('A0310');
    // Done with one response: another response for the same interviewee is not counted (A5531).
    expect((await r.submit({ ...submission(p), interview: editor })).code).toBe('A5531');
    const fresh = await interviewOf(owner, 'U003');
    // The signature is hex: change its last digit (to 0, unless it is 0 already: 1 in 16 runs was).
    const forged = {
      ...fresh,
      ticket: `${fresh.ticket.slice(0, -1)}${fresh.ticket.endsWith('0') ? '1' : '0'}`,
    };
    expect((await r.submit({ ...submission(p), interview: forged })).code).toBe('A5530');
    expect(
      (await r.submit({ ...submission(p), interview: { ...fresh, intervieweeCode: 'NOPE' } })).code,
    ).toBe('A5531');
    t.advance(31 * 24 * 3600_000);
    expect((await r.submit({ ...submission(p), interview: fresh })).code).toBe('A5530');
    t.advance(-31 * 24 * 3600_000);
  });

  it('answers a removed host’s ticket A5530, also for a retry of what it already sent', async () => {
    const [extra] = await t.database.db
      .insert(discussionManagers)
      .values({
        surveyId: p.surveyId,
        role: 'host',
        name: 'Temp',
        email: 'tmp@x.test',
        userId: await userId('stranger'),
      })
      .returning();
    const interview = await interviewOf(stranger, 'U004');
    const body = { ...submission(p), interview };
    const receipt = await respondent(t).submit(body);
    expect(receipt.code).toBe('00000');
    await t.database.db.delete(discussionManagers).where(eq(discussionManagers.id, extra!.id));
    // The answers were counted once; the file keeps a refused item and says why.
    expect((await respondent(t).submit(body)).code).toBe('A5530');
    expect((await respondent(t).submit({ ...submission(p), interview })).code).toBe('A5530');
  });
});

describe('CORS of the submit (the file is opened from file://)', () => {
  const submitUrl = fullPath(respondApi.submit);

  it('answers the preflight of any origin, without credentials', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: submitUrl,
      headers: { origin: 'null', 'access-control-request-method': 'POST' },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['access-control-allow-headers']).toContain('content-type');
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
  });

  const crossSubmit = (body: unknown, origin = 'null', site?: string) =>
    t.app.inject({
      method: 'POST',
      url: submitUrl,
      headers: { origin, 'content-type': 'application/json', ...(site ? { 'sec-fetch-site': site } : {}) },
      payload: JSON.stringify(body),
    });

  it('takes an interview from another origin, and refuses anything else from one', async () => {
    const ticket = packOf((await download(p.code, hostToken)).body).ticket;
    const ok = await crossSubmit({ ...submission(p), interview: { intervieweeCode: 'U005', ticket } });
    expect(ok.json().code).toBe('00000');
    expect(ok.headers['access-control-allow-origin']).toBe('*');
    const survey = await publishedSurvey(t, owner);
    expect((await crossSubmit(submission(survey), 'https://evil.example')).json().code).toBe('A0403');
    expect((await crossSubmit(submission(survey), 'http://localhost:80', 'cross-site')).json().code).toBe(
      'A0403',
    );
    // The survey's own page (same origin) is untouched, also behind a proxy that rewrites Host.
    expect((await crossSubmit(submission(survey), 'http://localhost:80')).json().code).toBe('00000');
    expect((await crossSubmit(submission(survey), 'http://localhost:5173', 'same-origin')).json().code).toBe(
      '00000',
    );
  });
});
