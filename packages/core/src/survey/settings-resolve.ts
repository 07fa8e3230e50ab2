import type { z } from 'zod';
import {
  type AnswerFrequencyValue,
  DEFAULT_TIME_ZONE,
  type SurveySettings,
  ZSurveySettings,
} from './settings.ts';

/**
 * Every setting with its default filled in: what the respondent page and the settings screens
 * work from. Stored settings may lack keys (older surveys) or hold null (a cleared value); both
 * mean the default here.
 */
export interface ResolvedSurveySettings {
  description: string;
  welcome: string;
  startTime: string | null;
  endTime: string | null;
  lang: 'zh' | 'en';
  timeZone: string;
  password: string | null;
  inviteCodes: boolean;
  deviceFrequency: AnswerFrequencyValue;
  ipFrequency: AnswerFrequencyValue;
  responseCap: number | null;
  closeTip: string;
  onePerPage: boolean;
  allowBack: boolean;
  showProgress: boolean;
  showNumbers: boolean;
  showOptionCodes: boolean;
  titleLabel: boolean;
  autoNext: boolean;
  logo: string | null;
  headerImage: string | null;
  endMessage: string;
  redirectUrl: string | null;
  redirectPassParams: boolean;
  screenOutMessage: string;
  screenOutUrl: string | null;
}

export const SURVEY_SETTING_DEFAULTS: ResolvedSurveySettings = {
  description: '',
  welcome: '',
  startTime: null,
  endTime: null,
  lang: 'zh',
  timeZone: DEFAULT_TIME_ZONE,
  password: null,
  inviteCodes: false,
  deviceFrequency: 0,
  ipFrequency: 0,
  responseCap: null,
  closeTip: '',
  onePerPage: false,
  allowBack: true,
  showProgress: true,
  showNumbers: true,
  showOptionCodes: false,
  titleLabel: false,
  autoNext: false,
  logo: null,
  headerImage: null,
  endMessage: '',
  redirectUrl: null,
  redirectPassParams: false,
  screenOutMessage: '',
  screenOutUrl: null,
};

export function resolveSurveySettings(stored: SurveySettings | null | undefined): ResolvedSurveySettings {
  const out = { ...SURVEY_SETTING_DEFAULTS } as Record<string, unknown>;
  for (const [key, value] of Object.entries(stored ?? {})) {
    if (key in out && value !== null && value !== undefined) out[key] = value;
  }
  // An empty password means none (a cleared input sends '').
  if (out.password === '') out.password = null;
  return out as unknown as ResolvedSurveySettings;
}

/** Whether the runtime knows this IANA zone (Intl is the zone database the period arithmetic uses). */
export function isValidTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Absolute http(s) URLs only: a javascript: or data: redirect would run in the respondent page. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

export type SettingsIssueCode = 'startNotBeforeEnd' | 'badTimeZone' | 'badUrl';
export interface SettingsIssue {
  key: keyof ResolvedSurveySettings;
  code: SettingsIssueCode;
}

/**
 * The rules one key's schema cannot express. Run on the settings as they will be stored (stored
 * merged with the edit), so an edit of the end time alone is checked against the stored start.
 */
export function settingsIssues(settings: SurveySettings): SettingsIssue[] {
  const issues: SettingsIssue[] = [];
  const { startTime, endTime, timeZone, redirectUrl, screenOutUrl } = settings;
  if (startTime && endTime && Date.parse(startTime) >= Date.parse(endTime)) {
    issues.push({ key: 'endTime', code: 'startNotBeforeEnd' });
  }
  if (timeZone !== undefined && !isValidTimeZone(timeZone))
    issues.push({ key: 'timeZone', code: 'badTimeZone' });
  if (redirectUrl && !isHttpUrl(redirectUrl)) issues.push({ key: 'redirectUrl', code: 'badUrl' });
  if (screenOutUrl && !isHttpUrl(screenOutUrl)) issues.push({ key: 'screenOutUrl', code: 'badUrl' });
  return issues;
}

/**
 * An edit of the settings (merged into the stored ones key by key): each key's own rules, plus the
 * zone and URL checks that need no stored value. Start before end is checked after the merge.
 */
export const ZSurveySettingsEdit = ZSurveySettings.superRefine((value, ctx) => {
  for (const issue of settingsIssues({ ...value, startTime: null })) {
    ctx.addIssue({ code: 'custom', path: [issue.key], message: issue.code });
  }
  if (value.startTime && value.endTime && Date.parse(value.startTime) >= Date.parse(value.endTime)) {
    ctx.addIssue({ code: 'custom', path: ['endTime'], message: 'startNotBeforeEnd' });
  }
});
export type SurveySettingsEdit = z.infer<typeof ZSurveySettingsEdit>;
