import { randomUUID } from 'node:crypto';
import type { SurveyDocument } from '@cairn/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { responses, surveyVersions } from '../src/db/schema/index.ts';
import { createReportEngine, type ReportEngine } from '../src/modules/report/engine/report-engine.ts';
import { answersFor, type Published, publishedSurvey, respondent, submission } from './support/respond.ts';
import { createTestApp, registerAndLogin, type TestApp } from './support/test-app.ts';

/**
 * A cold build converts each row with the document of the version it answered: the build sends a
 * version's document to the worker before the first chunk holding one of its rows.
 */
let t: TestApp;
let p: Published;
let engine: ReportEngine | null = null;

beforeAll(async () => {
  t = await createTestApp();
  const { token } = await registerAndLogin(t, 'vera', 'vera-pass-1');
  p = await publishedSurvey(t, token);
});
afterAll(async () => {
  await engine?.close();
  await t.close();
});

describe('dataset build over versions', () => {
  it('converts rows of an older version with that version’s option codes', async () => {
    const older = randomUUID();
    expect((await respondent(t).submit(submission(p, answersFor(p, 1), older))).code).toBe('00000');
    const [published] = await t.database.db
      .select()
      .from(surveyVersions)
      .where(and(eq(surveyVersions.surveyId, p.surveyId), eq(surveyVersions.version, p.version)));
    const document = published!.document as SurveyDocument;
    // The next version recodes the first question's options 71, 72, …: its cells change, the old ones must not.
    const next: SurveyDocument = {
      ...document,
      options: document.options.map((option) =>
        option.nodeId === p.q[0] ? { ...option, code: String(71 + option.position) } : option,
      ),
    };
    await t.database.db
      .insert(surveyVersions)
      .values({ ...published!, version: p.version + 1, document: next });
    const newer = randomUUID();
    await t.database.db.insert(responses).values({
      surveyId: p.surveyId,
      id: newer,
      version: p.version + 1,
      status: 'complete',
      answers: answersFor(p, 1),
    });
    const chosen = document.options.find((option) => option.id === p.o[0]![1])!;
    const oldCode = Number(chosen.code);
    expect(Number.isInteger(oldCode)).toBe(true);

    // One row per chunk: the older version's document must reach the worker with its chunk.
    engine = createReportEngine(t.deps, { chunkSize: 1 });
    await engine.cache.ensure(p.surveyId);
    const snapshot = await engine.worker.call({ op: 'snapshot', surveyId: p.surveyId });
    const column = snapshot!.columns[`n${p.q[0]}`]!;
    expect(column[snapshot!.ids.indexOf(older)]).toBe(oldCode);
    expect(column[snapshot!.ids.indexOf(newer)]).toBe(71 + chosen.position);
  });
});
