import { describe, expect, it } from 'vitest';
import {
  isHttpUrl,
  isValidTimeZone,
  resolveSurveySettings,
  SURVEY_SETTING_DEFAULTS,
  settingsIssues,
  ZSurveySettingsEdit,
} from './settings-resolve.ts';

describe('resolveSurveySettings', () => {
  it('fills every default for an empty or missing record', () => {
    expect(resolveSurveySettings({})).toEqual(SURVEY_SETTING_DEFAULTS);
    expect(resolveSurveySettings(null)).toEqual(SURVEY_SETTING_DEFAULTS);
    expect(SURVEY_SETTING_DEFAULTS.timeZone).toBe('Asia/Shanghai');
  });
  it('keeps stored values, treats null and an empty password as the default, ignores unknown keys', () => {
    const r = resolveSurveySettings({ lang: 'en', allowBack: false, logo: null, password: '', later: 1 });
    expect(r).toMatchObject({ lang: 'en', allowBack: false, logo: null, password: null });
    expect(r).not.toHaveProperty('later');
  });
});

describe('settings rules', () => {
  it.each([
    ['Asia/Shanghai', true],
    ['Europe/London', true],
    ['UTC', true],
    ['Mars/Olympus', false],
    ['', false],
  ])('time zone %j valid: %s', (zone, ok) => {
    expect(isValidTimeZone(zone)).toBe(ok);
  });
  it.each([
    ['https://example.com/done?x=1', true],
    ['http://10.0.0.1:8080/', true],
    ['javascript:alert(1)', false],
    ['data:text/html,hi', false],
    ['example.com', false],
    ['ftp://example.com', false],
  ])('url %j allowed: %s', (url, ok) => {
    expect(isHttpUrl(url)).toBe(ok);
  });
  it('wants the start before the end', () => {
    const start = '2026-11-23T08:00:00+08:00';
    expect(settingsIssues({ startTime: start, endTime: '2026-11-23T00:00:00Z' })).toEqual([
      { key: 'endTime', code: 'startNotBeforeEnd' },
    ]);
    expect(settingsIssues({ startTime: start, endTime: '2026-11-23T00:00:01Z' })).toEqual([]);
    expect(settingsIssues({ startTime: start, endTime: null })).toEqual([]);
  });
  it('refuses a bad zone or redirect in an edit, naming the key', () => {
    const bad = ZSurveySettingsEdit.safeParse({ timeZone: 'Nowhere/City', redirectUrl: 'javascript:x' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.path.join('.')).sort()).toEqual(['redirectUrl', 'timeZone']);
    expect(ZSurveySettingsEdit.safeParse({ redirectUrl: null, timeZone: 'UTC' }).success).toBe(true);
  });
});
