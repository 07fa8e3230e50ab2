import { RESPOND_MESSAGES, type RespondMessageKey, type RespondOpen } from '@cairn/contract';
import { inSamePeriod, nextPeriodStart, type ResolvedSurveySettings } from '@cairn/core';

/** A state that refuses the respondent (every open-call state but `open`). */
export type ClosedState = Exclude<RespondOpen, { state: 'open' }>;
type Lang = 'zh' | 'en';

export function text(key: RespondMessageKey, lang: Lang): string {
  return RESPOND_MESSAGES[key][lang];
}

export function notFound(lang: Lang): ClosedState {
  return { state: 'not_found', lang, message: text('notFound', lang) };
}

/** Facts the rules read; the caller looks up only what the settings make necessary. */
export interface AccessFacts {
  now: number;
  /** survey status: 1 published (collecting), 2 ended by the author. */
  status: number;
  hasQuestions: boolean;
  /** Complete responses so far, when a cap applies (null: no cap to check). */
  completeCount: number | null;
  /** The owner is on the free edition (level 0): the free cap applies. */
  freeEdition: boolean;
  freeCap: number;
  /** Newest answer of this device / this IP, epoch ms (null: none). */
  lastByDevice: number | null;
  lastByIp: number | null;
}

/**
 * The rules that close a survey to everyone or to this device, in the order a respondent should
 * hear about them: missing questions, time window, the author's end (closeTip), caps, then the
 * frequency limits. Null: open so far (password and invitation code are checked after).
 */
export function closedState(settings: ResolvedSurveySettings, facts: AccessFacts): ClosedState | null {
  const lang = settings.lang;
  if (!facts.hasQuestions) return { state: 'no_questions', lang, message: text('noQuestions', lang) };
  if (settings.startTime && facts.now < Date.parse(settings.startTime))
    return { state: 'not_started', lang, message: text('notStarted', lang), at: settings.startTime };
  if (settings.endTime && facts.now >= Date.parse(settings.endTime))
    return { state: 'ended', lang, message: text('ended', lang), at: settings.endTime };
  if (facts.status !== 1)
    return { state: 'closed', lang, message: settings.closeTip.trim() || text('closed', lang) };
  if (facts.completeCount !== null) {
    if (settings.responseCap !== null && facts.completeCount >= settings.responseCap)
      return { state: 'full', lang, message: text('full', lang) };
    if (facts.freeEdition && facts.completeCount >= facts.freeCap)
      return { state: 'full', lang, message: text('freeCap', lang) };
  }
  for (const [limit, last] of [
    [settings.deviceFrequency, facts.lastByDevice],
    [settings.ipFrequency, facts.lastByIp],
  ] as const) {
    if (last !== null && inSamePeriod(limit, settings.timeZone, last, facts.now)) {
      const next = nextPeriodStart(limit, settings.timeZone, last);
      return {
        state: 'completed',
        lang,
        message: text('completed', lang),
        at: next === null ? null : new Date(next).toISOString(),
      };
    }
  }
  return null;
}

/** Whether the complete count is needed (a response cap, or the free edition's cap). */
export function needsCount(settings: ResolvedSurveySettings, freeEdition: boolean): boolean {
  return settings.responseCap !== null || freeEdition;
}

export function passwordState(lang: Lang, title: string, error: boolean): ClosedState {
  return {
    state: 'password',
    lang,
    title,
    message: text(error ? 'passwordError' : 'passwordRequired', lang),
    error,
  };
}

export function inviteState(lang: Lang, title: string, error: boolean): ClosedState {
  return {
    state: 'invite',
    lang,
    title,
    message: text(error ? 'inviteError' : 'inviteRequired', lang),
    error,
  };
}
