import { fullPath, projectsApi, type StyleUpdateBody, sharesApi, themeApi } from '@cairn/contract';
import { defaultTheme, THEME_PRESETS } from '@cairn/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { surveys, users } from '../src/db/schema/index.ts';
import { loadSurveyTheme } from '../src/modules/theme/theme-repo.ts';
import { rawCall } from './support/raw-call.ts';
import { createTestApp, envelopeCaller, registerAndLogin, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A described call as `token`'s user (extra headers optional); answers the envelope. */
const api = envelopeCaller(() => t);
const surveyRow = async (code: string) =>
  (await t.database.db.select().from(surveys).where(eq(surveys.code, code)))[0]!;
const newSurvey = async (token: string) =>
  (await api(token, projectsApi.init, { title: 'Styled' })).data.code;

describe('theme overview', () => {
  it('gives the default theme, the presets in the caller’s language and no saved themes', async () => {
    const { token } = await registerAndLogin(t, 'tia', 'tia-pass-1');
    const code = await newSurvey(token);
    const zh = await api(token, themeApi.overview, { code });
    expect(zh.code).toBe('00000');
    expect(zh.data.current).toEqual({ theme: defaultTheme(), backgroundUrl: null });
    expect(zh.data.presets.map((p) => p.id)).toEqual(THEME_PRESETS.map((p) => p.id));
    expect(zh.data.presets[0]!.name).toBe('经典蓝');
    expect(zh.data.mine).toEqual([]);
    const en = await api(token, themeApi.overview, { code }, { 'accept-language': 'en' });
    expect(en.data.presets[0]!.name).toBe('Classic blue');
  });
});

describe('style update', () => {
  it('applies a preset as a copy, marks the survey edited and is what loadSurveyTheme gives', async () => {
    const { token } = await registerAndLogin(t, 'uma', 'uma-pass-1');
    const code = await newSurvey(token);
    const before = await surveyRow(code);
    await t.database.db.update(surveys).set({ status: 1 }).where(eq(surveys.id, before.id));

    const res = await api(token, themeApi.update, {
      surveyCode: code,
      type: 'theme',
      themeId: 5,
    });
    expect(res.code).toBe('00000');
    expect(res.data.theme).toMatchObject({ id: 5, name: '午夜', mode: 'dark' });
    expect(res.data.saved).toMatchObject({ version: before.editVersion + 1, status: 1, relaunch: true });
    expect(await loadSurveyTheme(t.database.db, before.id)).toEqual(res.data.theme);
  });

  it('changes one field at a time and keeps the rest', async () => {
    const { token } = await registerAndLogin(t, 'vic', 'vic-pass-1');
    const code = await newSurvey(token);
    await api(token, themeApi.update, { surveyCode: code, type: 'theme', themeId: 3 });
    const colors = { ...THEME_PRESETS[2]!.theme.colors, primary: '#123456' };
    const edits: [string, unknown][] = [
      ['colors', colors],
      ['mode', 'dark'],
      ['font', { family: 'Georgia, serif', size: 18 }],
      ['button', { shape: 'pill', fill: 'outline' }],
      ['answer', 'list'],
      ['transition', 'none'],
      ['effect', 'none'],
      ['touch', false],
    ];
    for (const [type, value] of edits) {
      const res = await api(token, themeApi.update, { surveyCode: code, type, value } as StyleUpdateBody);
      expect(res.code, type).toBe('00000');
      expect((res.data.theme as Record<string, unknown>)[type], type).toEqual(value);
    }
    const theme = (await api(token, themeApi.overview, { code })).data.current.theme;
    expect(theme).toMatchObject({ id: 3, colors, mode: 'dark', answer: 'list', touch: false });
  });

  it('signs the background image’s link and refuses what is not a file key', async () => {
    const { token } = await registerAndLogin(t, 'wes', 'wes-pass-1');
    const code = await newSurvey(token);
    const key = 'ab'.repeat(16);
    const res = await api(token, themeApi.update, {
      surveyCode: code,
      type: 'background',
      value: { image: key, fit: 'contain' },
    });
    expect(res.data.theme.background).toEqual({ image: key, fit: 'contain' });
    expect(res.data.backgroundUrl).toMatch(new RegExp(`^/api/files/${key}\\?exp=\\d+&sig=[0-9a-f]+$`));
    const bad = await api(token, themeApi.update, {
      surveyCode: code,
      type: 'background',
      value: { image: 'https://elsewhere.example/x.png', fit: 'cover' },
    });
    expect(bad.code).toBe('A0400');
  });

  it('refuses invalid values, unknown fields and unknown themes without changing anything', async () => {
    const { token } = await registerAndLogin(t, 'xia', 'xia-pass-1');
    const code = await newSurvey(token);
    const version = (await surveyRow(code)).editVersion;
    const cases: [Record<string, unknown>, string][] = [
      [{ surveyCode: code, type: 'colors', value: { ...defaultTheme().colors, text: 'red' } }, 'A0400'],
      [{ surveyCode: code, type: 'transition', value: 'spin' }, 'A0400'],
      [{ surveyCode: code, type: 'name', value: 'x' }, 'A0400'],
      [{ surveyCode: code, type: 'theme', themeId: 77 }, 'A0130'],
      [{ surveyCode: code, type: 'theme', themeId: 987654 }, 'A0130'],
      [{ surveyCode: 'NOSUCH01', type: 'theme', themeId: 1 }, 'A1100'],
    ];
    for (const [body, code_] of cases)
      expect((await rawCall(t, token, themeApi.update, body)).code).toBe(code_);
    expect((await surveyRow(code)).editVersion).toBe(version);
  });
});

describe('copies', () => {
  it('keep the survey’s theme', async () => {
    const { token } = await registerAndLogin(t, 'gus', 'gus-pass-1');
    const code = await newSurvey(token);
    const applied = await api(token, themeApi.update, {
      surveyCode: code,
      type: 'theme',
      themeId: 6,
    });
    const copy = await api(token, projectsApi.copy, { code });
    expect(copy.code).toBe('00000');
    const theme = (await api(token, themeApi.overview, { code: copy.data.code })).data.current.theme;
    expect(theme).toEqual(applied.data.theme);
  });
});

describe('saved themes', () => {
  it('are saved from a survey, listed, read, renamed, applied and removed by their owner', async () => {
    const { token } = await registerAndLogin(t, 'yan', 'yan-pass-1');
    const code = await newSurvey(token);
    await api(token, themeApi.update, { surveyCode: code, type: 'theme', themeId: 2 });
    await api(token, themeApi.update, { surveyCode: code, type: 'answer', value: 'card' });

    const created = await api(token, themeApi.saveAs, { surveyCode: code, name: '  Brand  ' });
    expect(created.code).toBe('00000');
    const saved = created.data;
    expect(saved.id).toBeGreaterThanOrEqual(1000);
    expect(saved).toMatchObject({ name: 'Brand', answer: 'card', font: THEME_PRESETS[1]!.theme.font });

    expect((await api(token, themeApi.theme, { id: saved.id! })).data).toEqual(saved);
    expect((await api(token, themeApi.theme, { id: 1 })).data).toMatchObject({ id: 1, name: '经典蓝' });

    const renamed = await api(token, themeApi.rename, { id: saved.id, name: 'Brand 2' });
    expect(renamed.data).toEqual({ ...saved, name: 'Brand 2' });
    const other = await newSurvey(token);
    const applied = await api(token, themeApi.update, {
      surveyCode: other,
      type: 'theme',
      themeId: saved.id,
    });
    expect(applied.data.theme).toEqual({ ...saved, name: 'Brand 2' });
    expect((await api(token, themeApi.overview, { code: other })).data.mine).toEqual([renamed.data]);

    // The spec spells it with a trailing slash (style/remove/): served the same.
    const removed = await t.call('POST', `${fullPath(themeApi.remove)}/`, { token, body: { id: saved.id } });
    expect(removed.body.code).toBe('00000');
    expect((await api(token, themeApi.theme, { id: saved.id! })).code).toBe('A0130');
    // The survey keeps its copy.
    const kept = (await api(token, themeApi.overview, { code: other })).data;
    expect(kept.current.theme).toEqual(applied.data.theme);
    expect(kept.mine).toEqual([]);
  });

  it('refuse changes to presets (A0131) and unknown ids (A0130), and stop at 50', async () => {
    const { token } = await registerAndLogin(t, 'zed', 'zed-pass-1');
    const code = await newSurvey(token);
    expect((await api(token, themeApi.rename, { id: 1, name: 'Mine' })).code).toBe('A0131');
    expect((await api(token, themeApi.remove, { id: 4 })).code).toBe('A0131');
    expect((await api(token, themeApi.remove, { id: 5000000 })).code).toBe('A0130');
    expect((await api(token, themeApi.saveAs, { surveyCode: code, name: '   ' })).code).toBe('A0400');
    for (let i = 0; i < 50; i++) {
      expect((await api(token, themeApi.saveAs, { surveyCode: code, name: `T${i}` })).code).toBe('00000');
    }
    expect((await api(token, themeApi.saveAs, { surveyCode: code, name: 'one too many' })).code).toBe(
      'A0132',
    );
  });
});

describe('access', () => {
  it('keeps saved themes private and needs the edit right on the survey', async () => {
    const owner = await registerAndLogin(t, 'abe', 'abe-pass-1');
    const other = await registerAndLogin(t, 'bea', 'bea-pass-1');
    const code = await newSurvey(owner.token);
    const saved = (await api(owner.token, themeApi.saveAs, { surveyCode: code, name: 'Private' })).data;

    expect((await api(other.token, themeApi.theme, { id: saved.id! })).code).toBe('A0130');
    expect((await api(other.token, themeApi.rename, { id: saved.id, name: 'Taken' })).code).toBe('A0130');
    expect((await api(other.token, themeApi.remove, { id: saved.id })).code).toBe('A0130');
    const otherCode = await newSurvey(other.token);
    expect(
      (
        await api(other.token, themeApi.update, {
          surveyCode: otherCode,
          type: 'theme',
          themeId: saved.id,
        })
      ).code,
    ).toBe('A0130');

    // Someone else's survey: no reading its theme, no changing it, no saving it as one's own.
    expect((await api(other.token, themeApi.overview, { code })).code).toBe('A5211');
    expect(
      (await api(other.token, themeApi.update, { surveyCode: code, type: 'touch', value: true })).code,
    ).toBe('A5211');
    expect((await api(other.token, themeApi.saveAs, { surveyCode: code, name: 'Copy' })).code).toBe('A0403');
    expect((await api(owner.token, themeApi.theme, { id: saved.id! })).data.name).toBe('Private');
  });

  it('lets a share with the edit right style the survey, and a read-only share only save it', async () => {
    const owner = await registerAndLogin(t, 'cai', 'cai-pass-1');
    const editor = await registerAndLogin(t, 'dov', 'dov-pass-1');
    const reader = await registerAndLogin(t, 'eve', 'eve-pass-1');
    const code = await newSurvey(owner.token);
    await t.database.db.update(users).set({ email: 'dov@example.com' }).where(eq(users.username, 'dov'));
    await t.database.db.update(users).set({ email: 'eve@example.com' }).where(eq(users.username, 'eve'));
    const share = (target: string, edit: boolean) =>
      api(owner.token, sharesApi.save, { code, target, edit, report: false, launch: false });
    expect((await share('dov@example.com', true)).code).toBe('00000');
    expect((await share('eve@example.com', false)).code).toBe('00000');

    const res = await api(editor.token, themeApi.update, {
      surveyCode: code,
      type: 'mode',
      value: 'dark',
    });
    expect(res.data.theme.mode).toBe('dark');
    expect(
      (await api(reader.token, themeApi.update, { surveyCode: code, type: 'touch', value: true })).code,
    ).toBe('A5211');
    const copy = await api(reader.token, themeApi.saveAs, { surveyCode: code, name: 'Seen' });
    expect(copy.data).toMatchObject({ name: 'Seen', mode: 'dark' });
  });
});
