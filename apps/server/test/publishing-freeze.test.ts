import { type LogicEdited, logicApi, settingsApi, themeApi } from '@cairn/contract';
import { Operator, ZSurveyDocument } from '@cairn/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { surveyVersions } from '../src/db/schema/index.ts';
import { loadPublishedDocument } from '../src/modules/publishing/survey-versions.ts';
import { designSession, newSurvey } from './support/design.ts';
import { optionsOf } from './support/options.ts';
import { launch, surveyRow } from './support/publishing.ts';
import { createTestApp, envelopeCaller, registerAndLogin, type TestApp } from './support/test-app.ts';

/**
 * A published version is a frozen copy of everything respondents see: the design tree, the
 * logic rules, the theme and the settings. Edits after publishing change the draft only; the
 * next publish freezes them as a new version.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A described call as `token`'s user (extra headers optional); answers the envelope. */
const api = envelopeCaller(() => t);
const storedVersions = async (surveyId: number) =>
  (
    await t.database.db
      .select()
      .from(surveyVersions)
      .where(eq(surveyVersions.surveyId, surveyId))
      .orderBy(surveyVersions.version)
  ).map((row) => ZSurveyDocument.parse(row.document));

describe('publishing freezes logic, theme and settings', () => {
  it('version 1 keeps the rules, theme and settings it was published with; version 2 has the edits', async () => {
    const { token } = await registerAndLogin(t, 'fran', 'fran-pass-1');
    const code = await newSurvey(t, token);
    const s = await designSession(t, token, code);
    const q1 = await s.add(1);
    const q2 = await s.add(1, { afterId: q1 });
    const q3 = await s.add(1, { afterId: q2 });
    const firstOption = (await optionsOf(s, q1)).find((o) => o.type === 1)!.id;
    const condition = {
      relation: 'and' as const,
      nodes: [{ nodeId: q1, optionType: Operator.Includes, optionIds: [firstOption] }],
    };
    const saved = await s.edit(logicApi.save, {
      rule: { type: 1, nodeId: q1, condition, target: { kind: 'node', nodeId: q3 } },
    });
    expect(saved.code).toBe('00000');
    const ruleId = (saved.data as unknown as LogicEdited).rule.id;
    const styled = await api(token, themeApi.update, {
      surveyCode: code,
      type: 'theme',
      themeId: 5,
    });
    expect(styled.code).toBe('00000');
    const set = await api(token, settingsApi.save, {
      code,
      settings: { showProgress: false, allowBack: false },
    });
    expect(set.code).toBe('00000');

    expect((await launch(t, token, code)).data).toMatchObject({ publishedVersion: 1, errors: [] });
    const surveyId = (await surveyRow(t, code)).id;
    const [v1] = await storedVersions(surveyId);
    expect(v1!.logic).toMatchObject([
      { id: ruleId, type: 1, nodeId: q1, target: { kind: 'node', nodeId: q3 } },
    ]);
    expect(v1!.theme).toMatchObject({ mode: 'dark' });
    expect(v1!.settings).toMatchObject({ showProgress: false, allowBack: false });
    // What the respondent side reads is the same document, and it parses as one.
    expect(ZSurveyDocument.parse(await loadPublishedDocument(t.database.db, surveyId))).toEqual(v1);

    // Edits after publishing: a new jump target, a second rule, another theme, a setting.
    await s.tree();
    const moved = await s.edit(logicApi.save, {
      id: ruleId,
      rule: { type: 1, nodeId: q1, condition, target: { kind: 'node', nodeId: q2 } },
    });
    expect(moved.code).toBe('00000');
    const shown = await s.edit(logicApi.save, {
      rule: { type: 2, nodeId: q3, condition, action: 'hide' },
    });
    expect(shown.code).toBe('00000');
    await api(token, themeApi.update, { surveyCode: code, type: 'theme', themeId: 1 });
    await api(token, settingsApi.save, { code, settings: { showProgress: true } });

    const unchanged = await storedVersions(surveyId);
    expect(unchanged).toEqual([v1]);
    expect(await loadPublishedDocument(t.database.db, surveyId)).toEqual(v1);

    expect((await launch(t, token, code)).data).toMatchObject({ publishedVersion: 2, errors: [] });
    const [again, v2] = await storedVersions(surveyId);
    expect(again).toEqual(v1);
    expect(v2!.version).toBe(2);
    expect(v2!.logic.map((rule) => [rule.type, rule.nodeId])).toEqual([
      [1, q1],
      [2, q3],
    ]);
    expect(v2!.logic[0]).toMatchObject({ target: { kind: 'node', nodeId: q2 } });
    expect(v2!.theme).not.toEqual(v1!.theme);
    expect(v2!.settings).toMatchObject({ showProgress: true, allowBack: false });
    expect(await loadPublishedDocument(t.database.db, surveyId)).toEqual(v2);
  });
});
