import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type RespondOpen, respondPreviewApi } from '@cairn/contract';
import { QuestionType } from '@cairn/core';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { responses, surveys, surveyVersions } from '../src/db/schema/index.ts';
import { respondShellRoutes } from '../src/modules/respond/shell-routes.ts';
import { answersFor, publishedSurvey, respondent, setSettings, submission } from './support/respond.ts';
import { createTestApp, registerAndLogin, type TestApp } from './support/test-app.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ token } = await registerAndLogin(t, 'pete', 'pete-pass-1'));
});
afterAll(() => t.close());

/** The inlined JSON of a shell page, parsed back. */
function inlined(html: string): RespondOpen | null {
  const m = /<script type="application\/json" id="cairn-survey">([\s\S]*?)<\/script>/.exec(html);
  return m ? (JSON.parse(m[1]!) as RespondOpen) : null;
}

describe('GET /r/{code}', () => {
  it('inlines the open answer, sets the device cookie, is never cached', async () => {
    const p = await publishedSurvey(t, token);
    const res = await t.app.inject({ method: 'GET', url: `/r/${p.code}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(String(res.headers['set-cookie'])).toMatch(/^cairn_did=/);
    const data = inlined(res.body);
    expect(data?.state).toBe('open');
    const api = await respondent(t).open(p.code);
    expect(data).toEqual(api.data);
  });

  it('escapes an author’s </script> so it cannot end the element or run', async () => {
    const p = await publishedSurvey(t, token);
    const evil = 'Hi </script><script>alert(1)</script> <!-- \u2028';
    const [v] = await t.database.db
      .select()
      .from(surveyVersions)
      .where(eq(surveyVersions.surveyId, p.surveyId));
    await t.database.db
      .update(surveyVersions)
      .set({ document: { ...(v!.document as object), title: evil } })
      .where(eq(surveyVersions.surveyId, p.surveyId));
    const html = (await t.app.inject({ method: 'GET', url: `/r/${p.code}` })).body;
    expect(html).not.toContain('<script>alert(1)');
    expect(html.match(/<\/script>/g)?.length ?? 0).toBe(html.match(/<script/g)?.length ?? 0);
    const data = inlined(html);
    expect(data?.state === 'open' && data.document.title).toBe(evil);
    expect(html).toContain('<title>Hi &#60;/script&#62;');
  });

  it('inlines the closed states too, and nothing for a preview', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/r/no-such-code' });
    expect(inlined(unknown.body)).toMatchObject({ state: 'not_found' });
    const p = await publishedSurvey(t, token);
    await setSettings(t, p.code, { password: 'pw' });
    expect(inlined((await t.app.inject({ method: 'GET', url: `/r/${p.code}` })).body)).toMatchObject({
      state: 'password',
    });
    const preview = await t.app.inject({ method: 'GET', url: `/r/${p.code}?preview=1` });
    expect(inlined(preview.body)).toBeNull();
    expect(preview.body).toContain('<!--cairn-survey-->');
  });

  it('serves the built app’s template and its assets under /r/assets/', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'respondent-dist-'));
    writeFileSync(
      join(dist, 'index.html'),
      '<html><head><title>Cairn</title></head><body><!--cairn-survey--></body></html>',
    );
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'assets', 'app-abc.js'), 'console.log(1)');
    const app = Fastify();
    await app.register(respondShellRoutes, { deps: t.deps, dist });
    const page = await app.inject({ method: 'GET', url: '/r/no-such-code' });
    expect(page.body).toMatch(
      /^<html><head><title>Cairn<\/title><\/head><body><script type="application\/json"/,
    );
    const asset = await app.inject({ method: 'GET', url: '/r/assets/app-abc.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    await app.close();
  });
});

describe('preview', () => {
  it('opens the draft (with unpublished changes) behind the password prompt', async () => {
    const p = await publishedSurvey(t, token, { settings: { password: 'pw' } });
    const added = await p.s.add(QuestionType.OpenText, { afterId: p.q[2]! });
    const call = (body: { password?: string }) =>
      t.api(respondPreviewApi.open, { surveyCode: p.code, ...body }, { token });
    expect((await call({})).body.data).toMatchObject({ state: 'password', error: false });
    expect((await call({ password: 'no' })).body.data).toMatchObject({ state: 'password', error: true });
    const open = (await call({ password: 'pw' })).body.data;
    expect(open).toMatchObject({ state: 'open', preview: true });
    if (open.state === 'open') {
      expect(open.document.nodes.map((n) => n.id)).toContain(added);
      expect(open.document.settings).not.toHaveProperty('password');
    }
  });

  it('re-checks a preview submit and stores nothing', async () => {
    const p = await publishedSurvey(t, token);
    const send = (answers: Record<string, unknown>) =>
      t.api(respondPreviewApi.submit, submission(p, answers), { token });
    expect((await send(answersFor(p))).body.data).toEqual({ ok: true, status: 'complete', problems: [] });
    const bad = (await send({ ...answersFor(p), [p.q[2]!]: { optionId: 999999 } })).body.data;
    expect(bad.ok).toBe(false);
    expect(bad.problems.map((x) => x.key)).toContain(String(p.q[2]));
    expect(await t.database.db.select().from(responses).where(eq(responses.surveyId, p.surveyId))).toEqual(
      [],
    );
  });

  it('is refused to someone without a right on the survey, and to anonymous callers', async () => {
    const p = await publishedSurvey(t, token);
    const { token: other } = await registerAndLogin(t, 'olga', 'olga-pass-1');
    const res = await t.api(respondPreviewApi.open, { surveyCode: p.code }, { token: other });
    expect(['A0403', 'A1100']).toContain(res.body.code);
    const anon = await t.api(respondPreviewApi.open, { surveyCode: p.code });
    expect(anon.status).toBe(401);
    const [row] = await t.database.db.select().from(surveys).where(eq(surveys.code, p.code));
    expect(row).toBeDefined();
  });
});
