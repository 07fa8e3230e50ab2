import type { RespondOpen, RespondOpenBody, RespondPreviewResult, RespondSubmitBody } from '@cairn/contract';
import { buildSurveyDocument, checkResponse, resolveSurveySettings, type SurveyDocument } from '@cairn/core';
import type { Db } from '../../db/client.ts';
import { loadDesignRecords } from '../design/design-records.ts';
import { loadSurveyForAction } from '../projects/survey-access.ts';
import { loadSurveyLogic, loadSurveyTheme } from '../publishing/design-sources.ts';
import { latestVersionNumber } from '../publishing/survey-versions.ts';
import { inviteCodeUsable } from './access-facts.ts';
import { inviteState, passwordState, text } from './access-state.ts';
import { publicDocument } from './open-survey.ts';
import { hasQuestions } from './survey-target.ts';

/**
 * The author's current draft as a document, built the way publishing builds one (launch-survey.ts)
 * from the live records, logic, settings and theme; numbered as the version it would become.
 * Read right on the survey (A0403 otherwise): editors and readers may preview.
 */
async function draftDocument(deps: { db: Db; now: () => number }, auth: { userId: number }, code: string) {
  const { survey } = await loadSurveyForAction(deps, auth, code, 'read');
  const settings = (survey.settings ?? {}) as Record<string, unknown>;
  const [records, logic, theme, latest] = await Promise.all([
    loadDesignRecords(deps.db, survey.id),
    loadSurveyLogic(deps.db, survey.id),
    loadSurveyTheme(deps.db, survey.id),
    latestVersionNumber(deps.db, survey.id),
  ]);
  const document = buildSurveyDocument({
    ...records,
    logic,
    settings,
    theme,
    meta: {
      code: survey.code,
      version: (latest ?? 0) + 1,
      title: survey.title,
      lang: settings.lang === 'en' ? 'en' : 'zh',
      publishedAt: new Date(deps.now()).toISOString(),
    },
  });
  return { surveyId: survey.id, document };
}

/**
 * Preview open: the draft, behind the same password and invitation-code prompts respondents get
 * (the spec: "Preview checks password and invitation code"); the time window, caps and frequency
 * limits are not applied, so an author can look at a survey that is not collecting.
 */
export async function previewOpen(
  deps: { db: Db; now: () => number; signingKey: Uint8Array },
  auth: { userId: number },
  body: RespondOpenBody,
): Promise<RespondOpen> {
  const { surveyId, document } = await draftDocument(deps, auth, body.surveyCode);
  const settings = resolveSurveySettings({ lang: document.lang, ...document.settings });
  const lang = settings.lang;
  if (!hasQuestions(document)) return { state: 'no_questions', lang, message: text('noQuestions', lang) };
  if (settings.password !== null) {
    if (!body.password) return passwordState(lang, document.title, false);
    if (body.password !== settings.password) return passwordState(lang, document.title, true);
  }
  if (settings.inviteCodes) {
    const given = body.inviteCode?.trim();
    if (!given) return inviteState(lang, document.title, false);
    if (!(await inviteCodeUsable(deps.db, surveyId, given))) return inviteState(lang, document.title, true);
  }
  return {
    state: 'open',
    lang,
    document: publicDocument(deps, document),
    resume: null,
    closedOptionIds: [],
    preview: true,
  };
}

/** Preview submit: the server's re-check of the draft, nothing stored, no quota or code used. */
export async function previewSubmit(
  deps: { db: Db; now: () => number },
  auth: { userId: number },
  body: RespondSubmitBody,
): Promise<RespondPreviewResult> {
  const { document } = await draftDocument(deps, auth, body.surveyCode);
  return previewCheck(document, body);
}

export function previewCheck(document: SurveyDocument, body: RespondSubmitBody): RespondPreviewResult {
  const check = checkResponse(document, body.answers, body.responseId);
  return {
    ok: check.ok,
    status: check.ok ? (check.outcome === 'screen_out' ? 'screened_out' : 'complete') : null,
    problems: check.problems.map((p) => ({ key: p.key, code: p.code })),
  };
}
