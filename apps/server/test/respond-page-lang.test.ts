import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { projectsApi, type RespondOpen } from '@cairn/contract';
import { QuestionType } from '@cairn/core';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { surveys, surveyVersions } from '../src/db/schema/index.ts';
import { designSession, newSurvey } from './support/design.ts';
import { launch, surveyRow } from './support/publishing.ts';
import { respondent, setSettings } from './support/respond.ts';
import { createTestApp, registerAndLogin, type TestApp } from './support/test-app.ts';

/**
 * Issue 18 item 7: the respondent page speaks the survey's "respondent page language"
 * (settings.lang), never the interface language of whoever pressed Publish. A new survey stores
 * its creator's interface language there; surveys from before get their last publish's language.
 */
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ token } = await registerAndLogin(t, 'lars', 'lars-pass-1'));
});
afterAll(() => t.close());

/** A survey created from the interface in `createdIn`, with one question, published from `publishedIn`. */
async function survey(createdIn: 'zh' | 'en', publishedIn: 'zh' | 'en'): Promise<string> {
  const code = await newSurvey(t, token, createdIn === 'en' ? 'en' : undefined);
  const s = await designSession(t, token, code);
  await s.add(QuestionType.OpenText);
  const launched = await launch(t, token, code, publishedIn === 'en' ? 'en' : undefined);
  if (launched.code !== '00000' || launched.data.errors.length > 0) throw new Error(JSON.stringify(launched));
  return code;
}

/** The /r/{code} page's inlined open answer. */
async function shellOpen(code: string): Promise<RespondOpen> {
  const res = await t.app.inject({ method: 'GET', url: `/r/${code}` });
  const m = /<script type="application\/json" id="cairn-survey">([\s\S]*?)<\/script>/.exec(res.body);
  return JSON.parse(m![1]!) as RespondOpen;
}

describe('the respondent page language', () => {
  it('is the survey’s setting, not the publisher’s interface: a Chinese survey published from English', async () => {
    const code = await survey('zh', 'en');
    expect((await surveyRow(t, code)).settings).toMatchObject({ lang: 'zh' });
    expect((await respondent(t).open(code)).data.lang).toBe('zh');
    expect((await shellOpen(code)).lang).toBe('zh');
  });

  it('starts as the creator’s interface language, whichever language publishes', async () => {
    const code = await survey('en', 'zh');
    const base = await t.api(projectsApi.base, { code }, { token });
    expect(base.body.data.settings.lang).toBe('en');
    expect((await respondent(t).open(code)).data.lang).toBe('en');
    expect((await shellOpen(code)).lang).toBe('en');
  });

  it('follows the setting when the author changes it and publishes again', async () => {
    const code = await survey('zh', 'zh');
    await setSettings(t, code, { lang: 'en' });
    await t.database.db.update(surveys).set({ relaunch: true }).where(eq(surveys.code, code));
    expect((await launch(t, token, code)).code).toBe('00000');
    expect((await respondent(t).open(code)).data.lang).toBe('en');
  });

  it('of a template’s survey is the template’s language', async () => {
    const made = await t.api(
      projectsApi.init,
      { templateId: 'employee-engagement' },
      { token, headers: { 'accept-language': 'en' } },
    );
    expect((await surveyRow(t, made.body.data.code)).settings).toMatchObject({ lang: 'en' });
  });
});

describe('migration 0023 (surveys stored before the setting was kept)', () => {
  it('gives each the language of its last publish (as it shows today), else the default', async () => {
    const published = await survey('zh', 'zh');
    const never = await newSurvey(t, token);
    const chosen = await newSurvey(t, token, 'en');
    // As stored before: no setting; the last version frozen in the publisher's language.
    for (const code of [published, never])
      await t.database.db
        .update(surveys)
        .set({ settings: { timeZone: 'UTC' } })
        .where(eq(surveys.code, code));
    const row = await surveyRow(t, published);
    await t.database.db
      .update(surveyVersions)
      .set({ document: sql`jsonb_set(${surveyVersions.document} #- '{settings,lang}', '{lang}', '"en"')` })
      .where(eq(surveyVersions.surveyId, row.id));

    const file = fileURLToPath(new URL('../drizzle/0023_survey_page_lang.sql', import.meta.url));
    await t.database.db.execute(sql.raw(readFileSync(file, 'utf8')));

    expect((await surveyRow(t, published)).settings).toEqual({ timeZone: 'UTC', lang: 'en' });
    expect((await surveyRow(t, never)).settings).toEqual({ timeZone: 'UTC', lang: 'zh' });
    expect((await surveyRow(t, chosen)).settings).toEqual({ lang: 'en' });
    expect((await respondent(t).open(published)).data.lang).toBe('en');
  });
});
