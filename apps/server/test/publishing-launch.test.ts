import { randomUUID } from 'node:crypto';
import {
  FREE_PUBLISH_LIMIT,
  FREE_RESPONSE_LIMIT,
  nodesApi,
  projectsApi,
  publishingApi,
} from '@cairn/contract';
import { ZSurveyDocument } from '@cairn/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectShares, responses, surveys, surveyVersions, users } from '../src/db/schema/index.ts';
import {
  loadPublishedDocument,
  loadPublishedDocumentByCode,
} from '../src/modules/publishing/survey-versions.ts';
import { designSession, newSurvey } from './support/design.ts';
import { firstGroupId, insertQuestion, launch, surveyRow } from './support/publishing.ts';
import { createTestApp, envelopeCaller, registerAndLogin, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A described call as `token`'s user (extra headers optional); answers the envelope. */
const api = envelopeCaller(() => t);
const versionsOf = async (surveyId: number) =>
  t.database.db
    .select()
    .from(surveyVersions)
    .where(eq(surveyVersions.surveyId, surveyId))
    .orderBy(surveyVersions.version);

/** A survey with one complete single-choice question, made through the design calls. */
async function readySurvey(token: string) {
  const code = await newSurvey(t, token);
  const s = await designSession(t, token, code);
  const questionId = await s.add(1);
  return { code, s, questionId, surveyId: (await surveyRow(t, code)).id };
}

describe('launch', () => {
  it('publishes version 1: status 1, relaunch false, launch time, the frozen document', async () => {
    const { token } = await registerAndLogin(t, 'pia', 'pia-pass-1');
    const { code, surveyId, questionId } = await readySurvey(token);
    t.advance(1000);
    const res = await launch(t, token, code);
    expect(res.code).toBe('00000');
    expect(res.data).toMatchObject({ status: 1, relaunch: false, publishedVersion: 1, errors: [] });
    expect(res.data.launchTime).toBe(t.deps.now());
    const rows = await versionsOf(surveyId);
    expect(rows).toHaveLength(1);
    const doc = ZSurveyDocument.parse(rows[0]!.document);
    expect(doc).toMatchObject({ code, version: 1, schemaVersion: 1, logic: [] });
    expect(doc.nodes.map((n) => n.id)).toContain(questionId);
    expect(doc.options.filter((o) => o.nodeId === questionId)).toHaveLength(3);
    expect(await loadPublishedDocument(t.database.db, surveyId)).toEqual(doc);
    expect(await loadPublishedDocumentByCode(t.database.db, code)).toEqual(doc);
    const info = await api(token, publishingApi.info, { code });
    expect(info.data).toMatchObject({
      code,
      status: 1,
      publishedVersion: 1,
      publishCount: 1,
      completeCount: 0,
    });
  });

  it('keeps version 1 as it was after an edit (relaunch), republishes as version 2, not again without changes', async () => {
    const { token } = await registerAndLogin(t, 'quinn', 'quinn-pass-1');
    const { code, s, questionId, surveyId } = await readySurvey(token);
    expect((await launch(t, token, code)).data.publishedVersion).toBe(1);
    const first = (await versionsOf(surveyId))[0]!.document;

    const edited = await s.edit(nodesApi.update, { id: questionId, title: 'Changed after publishing' });
    expect(edited.data.saved).toMatchObject({ status: 1, relaunch: true });
    expect((await versionsOf(surveyId))[0]!.document).toEqual(first);
    expect(await api(token, publishingApi.info, { code })).toMatchObject({
      data: { status: 1, relaunch: true, publishedVersion: 1 },
    });

    const again = await launch(t, token, code);
    expect(again.data).toMatchObject({ status: 1, relaunch: false, publishedVersion: 2, errors: [] });
    const rows = await versionsOf(surveyId);
    expect(rows.map((r) => r.version)).toEqual([1, 2]);
    expect(rows[0]!.document).toEqual(first);
    const second = ZSurveyDocument.parse(rows[1]!.document);
    expect(second.nodes.find((n) => n.id === questionId)!.title).toBe('Changed after publishing');

    const unchanged = await launch(t, token, code);
    expect(unchanged.data).toMatchObject({ publishedVersion: 2, errors: [] });
    expect(await versionsOf(surveyId)).toHaveLength(2);
  });

  it('publishes once when two launches race (the survey row is locked)', async () => {
    const { token } = await registerAndLogin(t, 'ravi', 'ravi-pass-1');
    const { code, surveyId } = await readySurvey(token);
    const answers = await Promise.all([launch(t, token, code), launch(t, token, code)]);
    expect(answers.map((a) => a.data.publishedVersion)).toEqual([1, 1]);
    expect(await versionsOf(surveyId)).toHaveLength(1);
  });

  it('leaves the trash out of the document', async () => {
    const { token } = await registerAndLogin(t, 'rae', 'rae-pass-1');
    const { code, s, surveyId } = await readySurvey(token);
    const gone = await s.add(2);
    expect((await s.edit(nodesApi.remove, { id: gone })).code).toBe('00000');
    await launch(t, token, code);
    const doc = ZSurveyDocument.parse((await versionsOf(surveyId))[0]!.document);
    expect(doc.nodes.map((n) => n.id)).not.toContain(gone);
    expect(doc.options.some((o) => o.nodeId === gone)).toBe(false);
  });

  it('answers diagnosis items and publishes nothing when the design has problems', async () => {
    const { token } = await registerAndLogin(t, 'sol', 'sol-pass-1');
    const code = await newSurvey(t, token);
    const res = await launch(t, token, code, 'en');
    expect(res.code).toBe('00000');
    expect(res.data).toMatchObject({ status: 0, relaunch: false, publishedVersion: null, launchTime: null });
    expect(res.data.errors).toEqual([
      { type: 1, nodeId: null, code: '', title: '', message: 'The survey has no questions yet' },
    ]);
    expect(await versionsOf((await surveyRow(t, code)).id)).toEqual([]);
  });
});

describe('project status', () => {
  it('ends a published survey and reopens it; refuses to end an unpublished one', async () => {
    const { token } = await registerAndLogin(t, 'tess', 'tess-pass-1');
    const { code } = await readySurvey(token);
    expect((await api(token, publishingApi.status, { code, status: 2 })).code).toBe('A0400');
    await launch(t, token, code);
    const ended = await api(token, publishingApi.status, { code, status: 2 });
    expect(ended.data).toMatchObject({ status: 2, publishedVersion: 1 });
    const reopened = await api(token, publishingApi.status, { code, status: 1 });
    expect(reopened.data).toMatchObject({ status: 1, relaunch: false, publishedVersion: 1 });
  });

  it('republishes an ended survey (status back to 1) as the next version', async () => {
    const { token } = await registerAndLogin(t, 'uma', 'uma-pass-1');
    const { code } = await readySurvey(token);
    await launch(t, token, code);
    await api(token, publishingApi.status, { code, status: 2 });
    await api(token, projectsApi.saveBase, { code, title: 'Renamed' });
    const res = await launch(t, token, code);
    expect(res.data).toMatchObject({ status: 1, relaunch: false, publishedVersion: 2 });
  });
});

describe('rights', () => {
  it('needs the launch right to publish or change status; reading the info needs read access', async () => {
    const { token } = await registerAndLogin(t, 'vera', 'vera-pass-1');
    const other = await registerAndLogin(t, 'walt', 'walt-pass-1');
    const { code, surveyId } = await readySurvey(token);
    const [walt] = await t.database.db.select().from(users).where(eq(users.username, 'walt'));
    // A stranger: the launch refusal (policy), and no read access to the info.
    expect((await launch(t, other.token, code)).code).toBe('A5202');
    expect((await api(other.token, publishingApi.info, { code })).code).toBe('A0403');
    await t.database.db
      .insert(projectShares)
      .values({ surveyId, userId: walt!.id, canEdit: true, canReport: true, canLaunch: false });
    expect((await launch(t, other.token, code)).code).toBe('A5202');
    expect((await api(other.token, publishingApi.status, { code, status: 2 })).code).toBe('A5202');
    expect((await api(other.token, publishingApi.info, { code })).code).toBe('00000');
    await t.database.db
      .update(projectShares)
      .set({ canLaunch: true })
      .where(and(eq(projectShares.surveyId, surveyId), eq(projectShares.userId, walt!.id)));
    expect((await launch(t, other.token, code)).data).toMatchObject({ status: 1, publishedVersion: 1 });
    const [row] = await versionsOf(surveyId);
    expect(row!.publisherId).toBe(walt!.id);
  });
});

describe('free edition limits', () => {
  it(`A0215 once the survey holds ${FREE_RESPONSE_LIMIT} complete responses; enterprise may go on`, async () => {
    const { token } = await registerAndLogin(t, 'xena', 'xena-pass-1');
    const { code, s, questionId, surveyId } = await readySurvey(token);
    await launch(t, token, code);
    const rows = Array.from({ length: FREE_RESPONSE_LIMIT }, (_, i) => ({
      surveyId,
      id: randomUUID(),
      version: 1,
      status: i === 0 ? ('partial' as const) : ('complete' as const),
    }));
    await t.database.db.insert(responses).values(rows);
    await s.edit(nodesApi.update, { id: questionId, title: 'Edited' });
    // 999 complete and one partial: still under the limit.
    expect((await launch(t, token, code)).data.publishedVersion).toBe(2);
    await t.database.db
      .insert(responses)
      .values({ surveyId, id: randomUUID(), version: 2, status: 'complete' });
    await s.edit(nodesApi.update, { id: questionId, title: 'Edited again' });
    const refused = await launch(t, token, code, 'en');
    expect(refused.code).toBe('A0215');
    expect(refused.message).toContain('1,000');
    expect((await versionsOf(surveyId)).length).toBe(2);
    const [owner] = await t.database.db.select().from(users).where(eq(users.username, 'xena'));
    await t.database.db.update(users).set({ level: 1 }).where(eq(users.id, owner!.id));
    expect((await launch(t, token, code)).data.publishedVersion).toBe(3);
  });

  it(`A0217 after ${FREE_PUBLISH_LIMIT} publishes on the free edition`, async () => {
    const { token } = await registerAndLogin(t, 'yuri', 'yuri-pass-1');
    const { code, surveyId } = await readySurvey(token);
    const doc = { fake: true };
    await t.database.db
      .insert(surveyVersions)
      .values(
        Array.from({ length: FREE_PUBLISH_LIMIT }, (_, i) => ({ surveyId, version: i + 1, document: doc })),
      );
    await t.database.db.update(surveys).set({ status: 1, relaunch: true }).where(eq(surveys.id, surveyId));
    expect((await launch(t, token, code)).code).toBe('A0217');
  });

  it('A5505 for a discussion project without interviewees', async () => {
    const { token } = await registerAndLogin(t, 'zoe', 'zoe-pass-1');
    const res = await api(token, projectsApi.init, { projectType: 1 });
    const surveyId = (await surveyRow(t, res.data.code)).id;
    await insertQuestion(t, surveyId, { parentId: await firstGroupId(t, surveyId), type: 3 });
    expect((await launch(t, token, res.data.code)).code).toBe('A5505');
  });
});
