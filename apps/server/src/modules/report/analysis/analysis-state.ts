import type {
  CrossDefinition,
  CrossVariable,
  FilterDefinition,
  Lang,
  WeightingDefinition,
  WeightingReport,
} from '@cairn/contract';
import type { SurveyDataset } from '../engine/survey-dataset.ts';
import { type CrossFigures, computeCross, resolveDefinition } from './cross-compute.ts';
import { type ExternalVariable, externalItems } from './external-variables.ts';
import { type Outcome, outcomeOf } from './outcome.ts';
import { reportOf, runScheme } from './scheme-weights.ts';
import { type CatalogueItem, variableCatalogue } from './variable-catalogue.ts';
import { type SchemeRef, WeightsCache } from './weights-cache.ts';

function itemsOf(
  survey: SurveyDataset,
  lang: Lang,
  external?: readonly ExternalVariable[],
): Map<string, CatalogueItem> {
  const items = [...variableCatalogue(survey, lang), ...externalItems(survey, external)];
  return new Map(items.map((item) => [item.entry.id, item]));
}

/** The worker's cross tables and weighting: the variables, tables, runs and the active scheme's weights. */
export class AnalysisState {
  private readonly weights = new WeightsCache();

  clear(surveyId: number): void {
    this.weights.clear(surveyId);
  }

  /** The active scheme's weights (null: no scheme, or one that cannot run on these rows now). */
  weightsFor(
    surveyId: number,
    survey: SurveyDataset,
    scheme: SchemeRef | null | undefined,
  ): Float64Array | null {
    if (!scheme) return null;
    return this.weights.get(surveyId, scheme, () => {
      const run = outcomeOf(() => runScheme(survey, itemsOf(survey, 'en'), scheme.definition, 'en'));
      return run.ok ? run.value.result.weights : null;
    });
  }

  variables(survey: SurveyDataset, lang: Lang): CrossVariable[] {
    return variableCatalogue(survey, lang).map((item) => item.entry);
  }

  cross(
    surveyId: number,
    survey: SurveyDataset,
    request: {
      definition: CrossDefinition;
      filter: FilterDefinition | null;
      scheme: SchemeRef | null;
      lang: Lang;
      offsetMinutes: number;
      external?: ExternalVariable[];
    },
  ): Outcome<CrossFigures & { weighted: boolean }> {
    const weights = this.weightsFor(surveyId, survey, request.scheme);
    return outcomeOf(() => ({
      ...computeCross(survey, itemsOf(survey, request.lang, request.external), { ...request, weights }),
      weighted: weights !== null,
    }));
  }

  check(
    survey: SurveyDataset,
    definition: CrossDefinition,
    lang: Lang,
    external?: ExternalVariable[],
  ): Outcome<null> {
    const context = { survey, items: itemsOf(survey, lang, external), lang, offsetMinutes: 0 };
    return outcomeOf(() => {
      resolveDefinition(context, definition);
      return null;
    });
  }

  run(survey: SurveyDataset, definition: WeightingDefinition, lang: Lang): Outcome<WeightingReport> {
    const items = itemsOf(survey, lang);
    return outcomeOf(
      () => reportOf(runScheme(survey, items, definition, lang), items),
      (id) => items.get(id)?.entry.code ?? id,
    );
  }
}
