import type { ProjectBase, SurveyEndPage, SurveySaved } from '@cairn/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { surveys } from '../src/db/schema/index.ts';
import { newSurvey, V1 } from './support/design.ts';
import { createTestApp, registerAndLogin, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = async <T = unknown>(token: string, path: string, body?: unknown) =>
  (await t.call<T>('POST', `${V1}${path}`, { token, body })).body;
const get = async <T = unknown>(token: string, path: string) =>
  (await t.call<T>('GET', `${V1}${path}`, { token })).body;
const stored = async (code: string) =>
  (await t.database.db.select().from(surveys).where(eq(surveys.code, code)))[0]!;

describe('POST /v1/surveys/setting', () => {
  it('merges answer settings key by key, sets closeTip, raises the version and shows in base info', async () => {
    const { token } = await registerAndLogin(t, 'sara', 'sara-pass-1');
    const code = await newSurvey(t, token);
    const first = await post<SurveySaved>(token, '/surveys/setting', {
      code,
      settings: { password: 'open-sesame', deviceFrequency: 3, responseCap: 500, onePerPage: true },
    });
    expect(first.code).toBe('00000');
    expect(first.data).toMatchObject({ version: 2, status: 0, relaunch: false });
    const second = await post<SurveySaved>(token, '/surveys/setting', {
      code,
      settings: { responseCap: null, allowBack: false },
      closeTip: 'Thanks, we have enough answers',
    });
    expect(second.data.version).toBe(3);
    const base = await get<ProjectBase>(token, `/surveys/base/${code}`);
    expect(base.data.settings).toEqual({
      password: 'open-sesame',
      deviceFrequency: 3,
      responseCap: null,
      onePerPage: true,
      allowBack: false,
      closeTip: 'Thanks, we have enough answers',
    });
    expect((await get<ProjectBase>(token, `/surveys/${code}`)).data.settings.closeTip).toBe(
      'Thanks, we have enough answers',
    );
  });

  it('marks a published survey "modified, not published"', async () => {
    const { token } = await registerAndLogin(t, 'saul', 'saul-pass-1');
    const code = await newSurvey(t, token);
    await t.database.db.update(surveys).set({ status: 1 }).where(eq(surveys.code, code));
    const res = await post<SurveySaved>(token, '/surveys/setting', {
      code,
      settings: { showProgress: false },
    });
    expect(res.data).toMatchObject({ status: 1, relaunch: true });
    expect((await stored(code)).relaunch).toBe(true);
  });

  it('checks the start against the stored end (A0301), zones, frequencies and URLs (A0400)', async () => {
    const { token } = await registerAndLogin(t, 'sean', 'sean-pass-1');
    const code = await newSurvey(t, token);
    const ok = await post(token, '/surveys/base', {
      code,
      settings: {
        startTime: '2026-12-01T00:00:00+08:00',
        endTime: '2026-12-31T00:00:00+08:00',
        timeZone: 'Europe/Paris',
      },
    });
    expect(ok.code).toBe('00000');
    // The end alone, before the stored start.
    expect(
      (await post(token, '/surveys/base', { code, settings: { endTime: '2026-11-01T00:00:00Z' } })).code,
    ).toBe('A0301');
    expect(
      (await post(token, '/surveys/setting', { code, settings: { startTime: '2027-01-01T00:00:00Z' } })).code,
    ).toBe('A0301');
    const zone = await post(token, '/surveys/setting', { code, settings: { timeZone: 'Mars/Base' } });
    expect(zone.code).toBe('A0400');
    expect(zone.message).toContain('timeZone');
    expect((await post(token, '/surveys/setting', { code, settings: { ipFrequency: 10 } })).code).toBe(
      'A0400',
    );
    expect(
      (await post(token, '/surveys/setting', { code, settings: { redirectUrl: 'javascript:x' } })).code,
    ).toBe('A0400');
    expect((await post(token, '/surveys/setting', { code })).code).toBe('A0400');
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
    expect((await get<SurveyEndPage>(token, `/surveys/end/${code}`)).data).toEqual({
      endMessage: '',
      redirectUrl: null,
      redirectPassParams: false,
      screenOutMessage: '',
      screenOutUrl: null,
    });
    const saved = await post<SurveySaved>(token, '/surveys/end', {
      code,
      endMessage: '<p>Thank you!</p>',
      redirectUrl: 'https://panel.example.com/done?src=cairn',
      redirectPassParams: true,
      screenOutMessage: 'Sorry, you do not qualify',
    });
    expect(saved.code).toBe('00000');
    expect(saved.data.version).toBe(2);
    expect((await get<SurveyEndPage>(token, `/surveys/end/${code}`)).data).toEqual({
      endMessage: '<p>Thank you!</p>',
      redirectUrl: 'https://panel.example.com/done?src=cairn',
      redirectPassParams: true,
      screenOutMessage: 'Sorry, you do not qualify',
      screenOutUrl: null,
    });
    await post(token, '/surveys/end', { code, redirectUrl: '' });
    expect((await get<SurveyEndPage>(token, `/surveys/end/${code}`)).data.redirectUrl).toBeNull();
  });

  it('refuses a non-http redirect naming the field', async () => {
    const { token } = await registerAndLogin(t, 'emil', 'emil-pass-1');
    const code = await newSurvey(t, token);
    for (const url of ['javascript:alert(1)', 'ftp://x.example', 'example.com/done']) {
      const res = await post(token, '/surveys/end', { code, redirectUrl: url });
      expect(res.code).toBe('A0400');
      expect(res.message).toContain('redirectUrl');
    }
    expect((await post(token, '/surveys/end', { code, screenOutUrl: 'data:text/html,x' })).message).toContain(
      'screenOutUrl',
    );
  });
});

describe('who may use the settings calls', () => {
  it('refuses other users: A0403 to read, A5211 to edit, A1100 for unknown or binned surveys', async () => {
    const owner = await registerAndLogin(t, 'olga', 'olga-pass-1');
    const other = await registerAndLogin(t, 'otto', 'otto-pass-1');
    const code = await newSurvey(t, owner.token);
    expect((await get(other.token, `/surveys/end/${code}`)).code).toBe('A0403');
    expect((await post(other.token, '/surveys/setting', { code, settings: { onePerPage: true } })).code).toBe(
      'A5211',
    );
    expect((await post(other.token, '/surveys/end', { code, endMessage: 'x' })).code).toBe('A5211');
    expect((await get(owner.token, '/surveys/end/NOPE1234')).code).toBe('A1100');
    expect((await stored(code)).settings).toEqual({});

    // A reader by share may read the end page but not edit.
    await post(owner.token, '/project/share/save', {
      code,
      target: 'otto',
      edit: false,
      report: true,
      launch: false,
    });
    expect((await get(other.token, `/surveys/end/${code}`)).code).toBe('00000');
    expect((await post(other.token, '/surveys/setting', { code, closeTip: 'x' })).code).toBe('A5211');
    const editable = await newSurvey(t, owner.token);
    await post(owner.token, '/project/share/save', {
      code: editable,
      target: 'otto',
      edit: true,
      report: true,
      launch: false,
    });
    expect((await post(other.token, '/surveys/setting', { code: editable, closeTip: 'closed' })).code).toBe(
      '00000',
    );

    await post(owner.token, `/project/deleted/${code}`);
    expect((await post(owner.token, '/surveys/setting', { code, closeTip: 'y' })).code).toBe('A1100');
  });

  it('needs a token', async () => {
    expect((await t.call('POST', `${V1}/surveys/setting`, { body: {} })).status).toBe(401);
    expect((await t.call('GET', `${V1}/surveys/end/ABCDEFGH`)).status).toBe(401);
  });
});
