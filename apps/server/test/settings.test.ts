import {
  type CallInput,
  fullPath,
  projectsApi,
  type SurveyEndBody,
  settingsApi,
  sharesApi,
} from '@cairn/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { surveys } from '../src/db/schema/index.ts';
import { newSurvey } from './support/design.ts';
import { createTestApp, registerAndLogin, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const setting = async (token: string, body: CallInput<typeof settingsApi.save>) =>
  (await t.api(settingsApi.save, body, { token })).body;
const endPage = async (token: string, id: string) =>
  (await t.api(settingsApi.endPage, { code: id }, { token })).body;
const saveEnd = async (token: string, body: SurveyEndBody) =>
  (await t.api(settingsApi.saveEndPage, body, { token })).body;
const stored = async (code: string) =>
  (await t.database.db.select().from(surveys).where(eq(surveys.code, code)))[0]!;

describe('settingsApi.save', () => {
  it('merges answer settings key by key, sets closeTip, raises the version and shows in base info', async () => {
    const { token } = await registerAndLogin(t, 'sara', 'sara-pass-1');
    const code = await newSurvey(t, token);
    const first = await setting(token, {
      code,
      settings: { password: 'open-sesame', deviceFrequency: 3, responseCap: 500, onePerPage: true },
    });
    expect(first.code).toBe('00000');
    expect(first.data).toMatchObject({ version: 2, status: 0, relaunch: false });
    const second = await setting(token, {
      code,
      settings: { responseCap: null, allowBack: false },
      closeTip: 'Thanks, we have enough answers',
    });
    expect(second.data.version).toBe(3);
    const base = (await t.api(projectsApi.surveyBase, { code }, { token })).body;
    expect(base.data.settings).toEqual({
      lang: 'zh',
      password: 'open-sesame',
      deviceFrequency: 3,
      responseCap: null,
      onePerPage: true,
      allowBack: false,
      closeTip: 'Thanks, we have enough answers',
    });
    expect((await t.api(projectsApi.survey, { code }, { token })).body.data.settings.closeTip).toBe(
      'Thanks, we have enough answers',
    );
  });

  it('marks a published survey "modified, not published"', async () => {
    const { token } = await registerAndLogin(t, 'saul', 'saul-pass-1');
    const code = await newSurvey(t, token);
    await t.database.db.update(surveys).set({ status: 1 }).where(eq(surveys.code, code));
    const res = await setting(token, {
      code,
      settings: { showProgress: false },
    });
    expect(res.data).toMatchObject({ status: 1, relaunch: true });
    expect((await stored(code)).relaunch).toBe(true);
  });

  it('checks the start against the stored end (A0301), zones, frequencies and URLs (A0400)', async () => {
    const { token } = await registerAndLogin(t, 'sean', 'sean-pass-1');
    const code = await newSurvey(t, token);
    const ok = await t.api(
      projectsApi.saveBase,
      {
        code,
        settings: {
          startTime: '2026-12-01T00:00:00+08:00',
          endTime: '2026-12-31T00:00:00+08:00',
          timeZone: 'Europe/Paris',
        },
      },
      { token },
    );
    expect(ok.body.code).toBe('00000');
    // The end alone, before the stored start.
    expect(
      (await t.api(projectsApi.saveBase, { code, settings: { endTime: '2026-11-01T00:00:00Z' } }, { token }))
        .body.code,
    ).toBe('A0301');
    expect((await setting(token, { code, settings: { startTime: '2027-01-01T00:00:00Z' } })).code).toBe(
      'A0301',
    );
    const zone = await setting(token, { code, settings: { timeZone: 'Mars/Base' } });
    expect(zone.code).toBe('A0400');
    expect(zone.message).toContain('timeZone');
    expect((await setting(token, { code, settings: { ipFrequency: 10 } })).code).toBe('A0400');
    expect((await setting(token, { code, settings: { redirectUrl: 'javascript:x' } })).code).toBe('A0400');
    expect((await setting(token, { code })).code).toBe('A0400');
    // Nothing of the refused edits was stored.
    expect((await stored(code)).settings).toMatchObject({
      endTime: '2026-12-31T00:00:00+08:00',
      timeZone: 'Europe/Paris',
    });
  });
});

describe('end page', () => {
  it('answers defaults, then the edited page; empty URLs clear them', async () => {
    const { token } = await registerAndLogin(t, 'ella', 'ella-pass-1');
    const code = await newSurvey(t, token);
    expect((await endPage(token, code)).data).toEqual({
      endMessage: '',
      redirectUrl: null,
      redirectPassParams: false,
      screenOutMessage: '',
      screenOutUrl: null,
    });
    const saved = await saveEnd(token, {
      code,
      endMessage: '<p>Thank you!</p>',
      redirectUrl: 'https://panel.example.com/done?src=cairn',
      redirectPassParams: true,
      screenOutMessage: 'Sorry, you do not qualify',
    });
    expect(saved.code).toBe('00000');
    expect(saved.data.version).toBe(2);
    expect((await endPage(token, code)).data).toEqual({
      endMessage: '<p>Thank you!</p>',
      redirectUrl: 'https://panel.example.com/done?src=cairn',
      redirectPassParams: true,
      screenOutMessage: 'Sorry, you do not qualify',
      screenOutUrl: null,
    });
    await saveEnd(token, { code, redirectUrl: '' });
    expect((await endPage(token, code)).data.redirectUrl).toBeNull();
  });

  it('refuses a non-http redirect naming the field', async () => {
    const { token } = await registerAndLogin(t, 'emil', 'emil-pass-1');
    const code = await newSurvey(t, token);
    for (const url of ['javascript:alert(1)', 'ftp://x.example', 'example.com/done']) {
      const res = await saveEnd(token, { code, redirectUrl: url });
      expect(res.code).toBe('A0400');
      expect(res.message).toContain('redirectUrl');
    }
    expect((await saveEnd(token, { code, screenOutUrl: 'data:text/html,x' })).message).toContain(
      'screenOutUrl',
    );
  });
});

describe('who may use the settings calls', () => {
  it('refuses other users: A0403 to read, A5211 to edit, A1100 for unknown or binned surveys', async () => {
    const owner = await registerAndLogin(t, 'olga', 'olga-pass-1');
    const other = await registerAndLogin(t, 'otto', 'otto-pass-1');
    const code = await newSurvey(t, owner.token);
    expect((await endPage(other.token, code)).code).toBe('A0403');
    expect((await setting(other.token, { code, settings: { onePerPage: true } })).code).toBe('A5211');
    expect((await saveEnd(other.token, { code, endMessage: 'x' })).code).toBe('A5211');
    expect((await endPage(owner.token, 'NOPE1234')).code).toBe('A1100');
    expect((await stored(code)).settings).toEqual({ lang: 'zh' });

    // A reader by share may read the end page but not edit.
    await t.api(
      sharesApi.save,
      {
        code,
        target: 'otto',
        edit: false,
        report: true,
        launch: false,
      },
      { token: owner.token },
    );
    expect((await endPage(other.token, code)).code).toBe('00000');
    expect((await setting(other.token, { code, closeTip: 'x' })).code).toBe('A5211');
    const editable = await newSurvey(t, owner.token);
    await t.api(
      sharesApi.save,
      {
        code: editable,
        target: 'otto',
        edit: true,
        report: true,
        launch: false,
      },
      { token: owner.token },
    );
    expect((await setting(other.token, { code: editable, closeTip: 'closed' })).code).toBe('00000');

    await t.api(projectsApi.recycle, { code }, { token: owner.token });
    expect((await setting(owner.token, { code, closeTip: 'y' })).code).toBe('A1100');
  });

  it('needs a token', async () => {
    // An empty body the typed client cannot send: a raw call to the described path.
    expect((await t.call('POST', fullPath(settingsApi.save), { body: {} })).status).toBe(401);
    expect((await t.api(settingsApi.endPage, { code: 'ABCDEFGH' })).status).toBe(401);
  });
});
