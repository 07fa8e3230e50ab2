import {
  RESPOND_PREVIEW_TTL_MS,
  type RespondOpen,
  type RespondOpenBody,
  type RespondResume,
} from '@cairn/contract';
import type { SurveyDocument } from '@cairn/core';
import { and, eq } from 'drizzle-orm';
import { respondentFiles, responses } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { signDocumentImages } from '../files/sign-document-images.ts';
import { signFileUrl } from '../files/signed-url.ts';
import type { Visitor } from './access-facts.ts';
import { passGate } from './gate.ts';
import { closedQuotaOptions } from './quota-apply.ts';
import type { SurveyTarget } from './survey-target.ts';

/** The document as respondents receive it: the password never leaves the server, images are signed links. */
export function publicDocument(
  deps: Pick<AppDeps, 'signingKey' | 'now'>,
  document: SurveyDocument,
): SurveyDocument {
  const { password: _password, ...settings } = document.settings;
  return signDocumentImages(deps, { ...document, settings });
}

/**
 * The open call (and the inlined answer of the /r/{code} shell): the access state, and when open
 * the published document, the options of full close_option quotas and — when this device holds a
 * partial response with the given id — its answers to resume.
 */
export async function openSurvey(
  deps: Pick<AppDeps, 'db' | 'now' | 'signingKey'>,
  body: RespondOpenBody,
  visitor: Visitor,
  /** The survey already loaded by the caller (the /r/{code} shell reads its settings too). */
  loaded?: SurveyTarget | null,
): Promise<RespondOpen> {
  const gate = await passGate(
    deps.db,
    body.surveyCode,
    visitor,
    body,
    deps.now(),
    loaded === undefined ? {} : { target: loaded },
  );
  if (!gate.open) return gate.state;
  const { target, settings } = gate;
  const [resume, closedOptionIds] = await Promise.all([
    body.responseId && visitor.deviceId
      ? loadResume(deps, target.survey.id, body.responseId, visitor.deviceId)
      : null,
    closedQuotaOptions(deps.db, target.survey.id),
  ]);
  return {
    state: 'open',
    lang: settings.lang,
    document: publicDocument(deps, target.document),
    resume,
    closedOptionIds,
    preview: false,
  };
}

/** A partial response of this device (another device's id, or a finished one, resumes nothing). */
async function loadResume(
  deps: Pick<AppDeps, 'db' | 'now' | 'signingKey'>,
  surveyId: number,
  responseId: string,
  deviceId: string,
): Promise<RespondResume | null> {
  const { db } = deps;
  const [row] = await db
    .select()
    .from(responses)
    .where(
      and(eq(responses.surveyId, surveyId), eq(responses.id, responseId), eq(responses.deviceId, deviceId)),
    );
  if (row?.status !== 'partial') return null;
  // Files uploaded under this id are this page's own: only the page that made the id knows it.
  const files = await db
    .select({ key: respondentFiles.storageKey })
    .from(respondentFiles)
    .where(and(eq(respondentFiles.surveyId, surveyId), eq(respondentFiles.responseId, responseId)));
  return {
    responseId: row.id,
    version: row.version,
    answers: row.answers as Record<string, unknown>,
    durationMs: row.durationMs,
    files: Object.fromEntries(files.map(({ key }) => [key, signFileUrl(deps, key, RESPOND_PREVIEW_TTL_MS)])),
  };
}
