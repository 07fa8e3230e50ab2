import type {
  Lang,
  WeightingDefinition,
  WeightingReport,
  WeightingScheme,
  ZWeightingCreateBody,
  ZWeightingUpdateBody,
} from '@cairn/contract';
import { errorMessage } from '@cairn/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { loadSurveyForAction } from '../projects/survey-access.ts';
import type { Outcome } from '../report/analysis/outcome.ts';
import { reportEngineFor } from '../report/engine/report-engine.ts';
import {
  deleteScheme,
  findScheme,
  insertScheme,
  listSchemes,
  setActive,
  updateScheme,
  viewOf,
} from './scheme-store.ts';

type Deps = { db: Db; now: () => number };
type Auth = { userId: number };

async function surveyOf(deps: Deps, auth: Auth, surveyCode: string) {
  return (await loadSurveyForAction(deps, auth, surveyCode, 'report')).survey;
}

/** Runs a definition on the survey's current responses in the report worker. */
async function runOn(
  deps: Deps,
  surveyId: number,
  definition: WeightingDefinition,
  lang: Lang,
): Promise<Outcome<WeightingReport>> {
  const answer = await reportEngineFor(deps).ask(surveyId, { op: 'weights-run', surveyId, definition, lang });
  return answer ? answer.result : { ok: false, code: 'A0320', detail: 'the survey is not published' };
}

function figuresOf<T>(outcome: Outcome<T>): T {
  if (!outcome.ok) throw new AppError(outcome.code, outcome.detail);
  return outcome.value;
}

/** Every variable a definition names must be a single-response variable of the published version. */
async function checkVariables(deps: Deps, surveyId: number, definition: WeightingDefinition): Promise<void> {
  const answer = await reportEngineFor(deps).ask(surveyId, { op: 'cross-variables', surveyId, lang: 'en' });
  const single = new Set((answer?.result ?? []).filter((v) => v.kind === 'single').map((v) => v.id));
  const ids =
    definition.method === 'rim' ? definition.margins.map((m) => m.variableId) : definition.cellVariables;
  for (const id of ids) if (!single.has(id)) throw new AppError('A0320', id);
}

export async function schemeList(deps: Deps, auth: Auth, surveyCode: string): Promise<WeightingScheme[]> {
  return listSchemes(deps.db, (await surveyOf(deps, auth, surveyCode)).id);
}

export async function schemeOne(deps: Deps, auth: Auth, surveyCode: string, id: number, lang: Lang) {
  const survey = await surveyOf(deps, auth, surveyCode);
  const scheme = viewOf(await findScheme(deps.db, survey.id, id));
  const outcome = await runOn(deps, survey.id, scheme.definition, lang);
  return outcome.ok
    ? { ...scheme, report: outcome.value, error: null }
    : { ...scheme, report: null, error: errorMessage(outcome.code, lang, outcome.detail) };
}

export async function schemeCreate(deps: Deps, auth: Auth, body: z.output<typeof ZWeightingCreateBody>) {
  const survey = await surveyOf(deps, auth, body.surveyCode);
  await checkVariables(deps, survey.id, body.definition);
  const row = await insertScheme(deps.db, {
    surveyId: survey.id,
    name: body.name,
    definition: body.definition,
    createdBy: auth.userId,
    now: new Date(deps.now()),
  });
  return viewOf(row);
}

export async function schemeUpdate(deps: Deps, auth: Auth, body: z.output<typeof ZWeightingUpdateBody>) {
  const survey = await surveyOf(deps, auth, body.surveyCode);
  await findScheme(deps.db, survey.id, body.id);
  await checkVariables(deps, survey.id, body.definition);
  const row = await updateScheme(deps.db, survey.id, body.id, {
    name: body.name,
    definition: body.definition,
    now: new Date(deps.now()),
  });
  return viewOf(row);
}

export async function schemeRemove(deps: Deps, auth: Auth, surveyCode: string, id: number): Promise<null> {
  await deleteScheme(deps.db, (await surveyOf(deps, auth, surveyCode)).id, id);
  return null;
}

export async function schemeRun(
  deps: Deps,
  auth: Auth,
  surveyCode: string,
  definition: WeightingDefinition,
  lang: Lang,
) {
  const survey = await surveyOf(deps, auth, surveyCode);
  return figuresOf(await runOn(deps, survey.id, definition, lang));
}

/** A scheme becomes active only if it runs on the current responses (its error otherwise). */
export async function schemeActivate(
  deps: Deps,
  auth: Auth,
  surveyCode: string,
  id: number | null,
  lang: Lang,
) {
  const survey = await surveyOf(deps, auth, surveyCode);
  if (id !== null) {
    const scheme = viewOf(await findScheme(deps.db, survey.id, id));
    figuresOf(await runOn(deps, survey.id, scheme.definition, lang));
  }
  await setActive(deps.db, survey.id, id);
  return { id };
}
