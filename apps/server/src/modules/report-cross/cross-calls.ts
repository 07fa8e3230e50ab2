import type {
  CrossDefinition,
  CrossTable,
  CrossVariableList,
  Lang,
  SavedCrossTable,
  ZCrossBody,
  ZCrossTableCreateBody,
  ZCrossTableUpdateBody,
} from '@cairn/contract';
import { offsetAt } from '@cairn/core';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { loadSurveyForAction } from '../projects/survey-access.ts';
import { reportEngineFor } from '../report/engine/report-engine.ts';
import { resolveFilter } from '../report/filters/resolve-filter.ts';
import { codingCatalogue, codingExternals } from '../report-coding/coding-variable.ts';
import { surveyTimeZone } from '../report-overview/survey-days.ts';
import { columnTags, definitionTags } from '../report-tags/tag-store.ts';
import { activeScheme } from '../report-weighting/scheme-store.ts';
import { deleteTable, insertTable, listTables, updateTable } from './cross-table-store.ts';

type Deps = { db: Db; now: () => number };
type Auth = { userId: number };
type Survey = Awaited<ReturnType<typeof loadSurveyForAction>>['survey'];

async function surveyOf(deps: Deps, auth: Auth, surveyCode: string): Promise<Survey> {
  return (await loadSurveyForAction(deps, auth, surveyCode, 'report')).survey;
}

export async function crossVariables(
  deps: Deps,
  auth: Auth,
  surveyCode: string,
  lang: Lang,
): Promise<CrossVariableList> {
  const survey = await surveyOf(deps, auth, surveyCode);
  const answer = await reportEngineFor(deps).ask(survey.id, {
    op: 'cross-variables',
    surveyId: survey.id,
    lang,
    tags: await columnTags(deps.db, survey.id),
  });
  if (!answer) return { version: null, variables: [] };
  return {
    version: answer.version,
    variables: [...answer.result, ...(await codingCatalogue(deps.db, survey.id))],
  };
}

/**
 * A table's figures (the report worker computes them), over the filter's rows and, when
 * weighted, the active scheme's weights. Never published: A0320 (no variable exists yet).
 */
export async function computeTable(
  deps: Deps,
  survey: Survey,
  userId: number,
  input: {
    definition: CrossDefinition;
    filterId?: number | null | undefined;
    weighted?: boolean | undefined;
  },
  lang: Lang,
): Promise<CrossTable> {
  const [filter, scheme, external, tags] = await Promise.all([
    resolveFilter(deps.db, survey.id, userId, input.filterId),
    input.weighted ? activeScheme(deps.db, survey.id) : null,
    codingExternals(deps.db, survey.id, input.definition),
    definitionTags(deps.db, survey.id, input.definition),
  ]);
  const offsetMinutes = offsetAt(deps.now(), surveyTimeZone(survey.settings)) / 60_000;
  const answer = await reportEngineFor(deps).ask(survey.id, {
    op: 'cross',
    surveyId: survey.id,
    definition: input.definition,
    filter: filter.definition,
    scheme,
    lang,
    offsetMinutes,
    external,
    tags,
  });
  if (!answer) throw new AppError('A0320', 'the survey is not published');
  const outcome = answer.result;
  if (!outcome.ok) throw new AppError(outcome.code, outcome.detail);
  const { weighted, ...figures } = outcome.value;
  return {
    version: answer.version,
    weighted,
    schemeId: weighted ? (scheme?.id ?? null) : null,
    filterId: filter.id,
    ...figures,
  };
}

export async function crossCompute(deps: Deps, auth: Auth, body: z.output<typeof ZCrossBody>, lang: Lang) {
  const survey = await surveyOf(deps, auth, body.surveyCode);
  return computeTable(deps, survey, auth.userId, body, lang);
}

/**
 * A definition is saved or exported only if its variables exist and can go where they are placed
 * (A0320): the worker resolves them without computing the table.
 */
export async function checkDefinition(deps: Deps, survey: Survey, definition: CrossDefinition, lang: Lang) {
  const answer = await reportEngineFor(deps).ask(survey.id, {
    op: 'cross-check',
    surveyId: survey.id,
    definition,
    lang,
    external: await codingExternals(deps.db, survey.id, definition),
    tags: await definitionTags(deps.db, survey.id, definition),
  });
  if (!answer) throw new AppError('A0320', 'the survey is not published');
  if (!answer.result.ok) throw new AppError(answer.result.code, answer.result.detail);
}

export async function crossTableList(deps: Deps, auth: Auth, surveyCode: string): Promise<SavedCrossTable[]> {
  return listTables(deps.db, (await surveyOf(deps, auth, surveyCode)).id);
}

export async function crossTableCreate(
  deps: Deps,
  auth: Auth,
  body: z.output<typeof ZCrossTableCreateBody>,
  lang: Lang,
) {
  const survey = await surveyOf(deps, auth, body.surveyCode);
  await checkDefinition(deps, survey, body.definition, lang);
  return insertTable(deps.db, {
    surveyId: survey.id,
    name: body.name,
    definition: body.definition,
    createdBy: auth.userId,
    now: new Date(deps.now()),
  });
}

export async function crossTableUpdate(
  deps: Deps,
  auth: Auth,
  body: z.output<typeof ZCrossTableUpdateBody>,
  lang: Lang,
) {
  const survey = await surveyOf(deps, auth, body.surveyCode);
  await checkDefinition(deps, survey, body.definition, lang);
  return updateTable(deps.db, survey.id, body.id, {
    name: body.name,
    definition: body.definition,
    now: new Date(deps.now()),
  });
}

export async function crossTableRemove(
  deps: Deps,
  auth: Auth,
  surveyCode: string,
  id: number,
): Promise<null> {
  await deleteTable(deps.db, (await surveyOf(deps, auth, surveyCode)).id, id);
  return null;
}
