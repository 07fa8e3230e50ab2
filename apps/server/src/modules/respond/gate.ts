import { timingSafeEqual } from 'node:crypto';
import { ProjectType } from '@cairn/contract';
import { AnswerFrequency, type ResolvedSurveySettings, resolveSurveySettings } from '@cairn/core';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { inviteCodeUsable, loadAccessFacts, type Visitor } from './access-facts.ts';
import { type ClosedState, closedState, inviteState, notFound, passwordState } from './access-state.ts';
import { mayGuess, recordMiss } from './guess-limit.ts';
import { loadSurveyTarget, type SurveyTarget } from './survey-target.ts';

export interface Credentials {
  password?: string | undefined;
  inviteCode?: string | undefined;
}

export type GateResult =
  | { open: true; target: SurveyTarget; settings: ResolvedSurveySettings }
  | { open: false; state: ClosedState; target: SurveyTarget | null };

function samePassword(given: string, wanted: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(wanted);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Every access rule of a survey for one visitor, in one place so open, save and submit cannot
 * disagree: existence, questions, time window, the author's end, caps, frequency limits, then
 * the password and the invitation code (`checkInvite: false` for submit, which claims the code
 * in its own transaction instead of checking it here).
 */
export async function passGate(
  db: Db,
  code: string,
  visitor: Visitor,
  credentials: Credentials,
  now: number,
  options: { checkInvite?: boolean; target?: SurveyTarget | null } = {},
): Promise<GateResult> {
  const target = options.target === undefined ? await loadSurveyTarget(db, code) : options.target;
  if (!target) return { open: false, state: notFound('zh'), target: null };
  // Live status and closeTip come from the survey row (the author may end it after publishing).
  // A survey without a chosen page language answers in the language it was written in.
  const settings = resolveSurveySettings({
    lang: target.document.lang,
    ...target.document.settings,
    ...liveKeys(target),
  });
  const live = target.survey.projectType === ProjectType.DISCUSSION ? interviewRules(settings) : settings;
  const facts = await loadAccessFacts(db, target, live, visitor, now);
  const closed = closedState(live, facts);
  if (closed) return { open: false, state: closed, target };
  const title = target.document.title;
  const surveyId = target.survey.id;
  const guessing = Boolean(
    (live.password !== null && credentials.password) || (live.inviteCodes && credentials.inviteCode?.trim()),
  );
  if (guessing && !(await mayGuess(db, visitor.ip, surveyId, now))) throw new AppError('A2032');
  if (live.password !== null) {
    if (!credentials.password) return { open: false, state: passwordState(live.lang, title, false), target };
    if (!samePassword(credentials.password, live.password)) {
      await recordMiss(db, visitor.ip, surveyId, now);
      return { open: false, state: passwordState(live.lang, title, true), target };
    }
  }
  if (live.inviteCodes) {
    const given = credentials.inviteCode?.trim();
    if (!given) return { open: false, state: inviteState(live.lang, title, false), target };
    if (options.checkInvite !== false && !(await inviteCodeUsable(db, surveyId, given))) {
      await recordMiss(db, visitor.ip, surveyId, now);
      return { open: false, state: inviteState(live.lang, title, true), target };
    }
  }
  return { open: true, target, settings: live };
}

/**
 * An interview project's rules. Its target is only ever loaded for a call whose interview ticket
 * was checked (survey-target.ts, discussion/interview-respond.ts), so every answer to it is a
 * host's interview: the checked ticket stands in for the password and the invitation code (the
 * roll is the list of who may answer; an offline file cannot ask for either), and the per-device
 * and per-address limits do not apply (one host answers for many interviewees from one tablet;
 * each interviewee is answered once, interview-respond.ts). Time window, the author's end and the
 * caps still apply. See ARCHITECTURE.md, "Interviews and the answer settings".
 */
function interviewRules(settings: ResolvedSurveySettings): ResolvedSurveySettings {
  return {
    ...settings,
    password: null,
    inviteCodes: false,
    deviceFrequency: AnswerFrequency.Unlimited,
    ipFrequency: AnswerFrequency.Unlimited,
  };
}

/**
 * Answer settings the author may change on a published survey without publishing again
 * (surveys.settings, spec: "POST /v1/surveys/setting also sets closeTip"): they apply at once.
 */
function liveKeys(target: SurveyTarget): Record<string, unknown> {
  const stored = (target.survey.settings ?? {}) as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const key of LIVE_KEYS) if (key in stored) out[key] = stored[key];
  return out;
}
const LIVE_KEYS = [
  'startTime',
  'endTime',
  'password',
  'inviteCodes',
  'deviceFrequency',
  'ipFrequency',
  'responseCap',
  'closeTip',
  'timeZone',
] as const;
