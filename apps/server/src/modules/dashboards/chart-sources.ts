import { type ChartSpec, isChartableVariable, type Lang, ZCrossDefinition } from '@cairn/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { loadSurveyForAction } from '../projects/survey-access.ts';
import { checkDefinition, crossVariables } from '../report-cross/cross-calls.ts';
import { tagColumnList } from '../report-tags/tag-calls.ts';

type Deps = { db: Db; now: () => number };
type Auth = { userId: number };
type Survey = Awaited<ReturnType<typeof loadSurveyForAction>>['survey'];

/** A survey a chart reads: the caller must hold its report right, else A0343 naming it. */
async function reportableSurvey(deps: Deps, auth: Auth, code: string): Promise<Survey> {
  try {
    return (await loadSurveyForAction(deps, auth, code, 'report')).survey;
  } catch (error) {
    if (error instanceof AppError)
      throw new AppError('A0343', `survey ${code}: you may not report on it (${error.code})`);
    throw error;
  }
}

/**
 * Variables a chart can name in a survey: the cross tables' variable ids of its published version
 * (questions, matrix rows, metadata; not codes or tags: isChartableVariable), or for a word cloud
 * its open columns' keys.
 */
async function knownIds(
  deps: Deps,
  auth: Auth,
  code: string,
  wordcloud: boolean,
  lang: Lang,
): Promise<Set<string>> {
  if (wordcloud) return new Set((await tagColumnList(deps, auth, code)).columns.map((c) => c.key));
  const { variables } = await crossVariables(deps, auth, code, lang);
  return new Set(variables.filter(isChartableVariable).map((v) => v.id));
}

/**
 * Checks what a chart reads before it is saved: the report right on every source survey and on
 * every survey a benchmark names (A0343), every variable in its survey's published version
 * (A0320 naming it), and a cross chart's definition (A0400 without one; its stubs and banner
 * resolved by the cross engine, A0320).
 */
export async function validateChartSources(
  deps: Deps,
  auth: Auth,
  spec: ChartSpec,
  lang: Lang,
): Promise<void> {
  const surveys = new Map<string, Survey>();
  const surveyOf = async (code: string) => {
    let survey = surveys.get(code);
    if (!survey) {
      survey = await reportableSurvey(deps, auth, code);
      surveys.set(code, survey);
    }
    return survey;
  };
  for (const source of spec.sources) {
    await surveyOf(source.surveyCode);
    const known = await knownIds(deps, auth, source.surveyCode, spec.type === 'wordcloud', lang);
    const unknown = source.variableIds.find((id) => !known.has(id));
    if (unknown !== undefined)
      throw new AppError(
        'A0320',
        known.size === 0
          ? `survey ${source.surveyCode} has no published version with variables to chart`
          : `variable ${unknown} is not in the published version of survey ${source.surveyCode}`,
      );
  }
  for (const benchmark of spec.benchmarks)
    if (benchmark.kind === 'survey') await surveyOf(benchmark.surveyCode);
  if (spec.type === 'cross') {
    if (!spec.cross) throw new AppError('A0400', 'a cross chart needs cross (its stubs and banner)');
    const first = spec.sources[0]!;
    const refs = [
      ...spec.cross.stubs,
      ...spec.cross.banner,
      ...spec.cross.banner.flatMap((b) => (b.nest ? [b.nest] : [])),
    ];
    const notChartable = refs.find((r) => !isChartableVariable({ id: r.id, group: '' }));
    if (notChartable)
      throw new AppError(
        'A0320',
        `variable ${notChartable.id}: codes and tags cannot be charted on a dashboard yet`,
      );
    const definition = ZCrossDefinition.parse({
      stubs: spec.cross.stubs,
      banner: spec.cross.banner,
      test: spec.cross.test,
    });
    await checkDefinition(deps, await surveyOf(first.surveyCode), definition, lang);
  }
}
