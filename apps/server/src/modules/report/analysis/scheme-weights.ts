import type { Lang, WeightingDefinition, WeightingReport } from '@cairn/contract';
import { cellWeights, rakeWeights, type WeightingResult, type WeightingVariable } from '@cairn/stats';
import { maskOf } from '../engine/report-compute.ts';
import type { SurveyDataset } from '../engine/survey-dataset.ts';
import { type ResolveContext, resolveVariable, VariableError } from './resolve-variable.ts';
import type { CatalogueItem } from './variable-catalogue.ts';

/** A weighting variable: a single-response variable of the catalogue, as codes per row. */
function weightingVariable(
  context: ResolveContext,
  id: string,
): WeightingVariable & { labels: Map<number, string> } {
  const variable = resolveVariable(context, { id }, 'weight');
  if (variable.kind !== 'single') throw new VariableError(`${id}: not single response`);
  return {
    key: id,
    label: variable.label,
    values: variable.values,
    ...(variable.coded ? { coded: variable.coded } : {}),
    labels: new Map(variable.categories.map((c) => [c.value, c.label])),
  };
}

/**
 * A scheme's weights over the survey's complete responses (the rows every report counts by
 * default; other rows keep 1). Throws VariableError or stats' WeightingError.
 */
export function runScheme(
  survey: SurveyDataset,
  items: ReadonlyMap<string, CatalogueItem>,
  definition: WeightingDefinition,
  lang: Lang,
): { result: WeightingResult; labels: Map<string, Map<number, string>> } {
  const context: ResolveContext = { survey, items, lang, offsetMinutes: 0 };
  const options = {
    targetsAs: definition.targetsAs,
    limit: definition.limit,
    maxIterations: definition.maxIterations,
    criterion: definition.criterion,
    mask: maskOf(survey, null),
    ...(definition.caps
      ? {
          caps: {
            ...(definition.caps.min === null ? {} : { min: definition.caps.min }),
            ...(definition.caps.max === null ? {} : { max: definition.caps.max }),
          },
        }
      : {}),
  };
  const labels = new Map<string, Map<number, string>>();
  const variable = (id: string) => {
    const v = weightingVariable(context, id);
    labels.set(id, v.labels);
    return v;
  };
  const result =
    definition.method === 'rim'
      ? rakeWeights(
          definition.margins.map((m) => ({ variable: variable(m.variableId), targets: m.targets })),
          options,
        )
      : cellWeights(definition.cellVariables.map(variable), definition.cells, options);
  return { result, labels };
}

/** The contract's report of a run. */
export function reportOf(
  { result, labels }: ReturnType<typeof runScheme>,
  items: ReadonlyMap<string, CatalogueItem>,
): WeightingReport {
  const none = result.weightedRows === 0;
  return {
    iterations: result.iterations,
    converged: result.converged,
    maxDifference: result.maxDifference,
    rmsDifference: result.rmsDifference,
    weightedRows: result.weightedRows,
    unweightedRows: result.missingRows,
    min: none ? null : result.minWeight,
    max: none ? null : result.maxWeight,
    mean: none ? null : result.meanWeight,
    efficiency: none ? null : result.efficiency,
    effectiveN: none ? null : result.effectiveN,
    outsideFlagRange: result.flagged.below + result.flagged.above,
    capsMet: result.caps ? result.caps.met : null,
    margins: result.margins.map((margin) => {
      const single = margin.keys.length === 1;
      const key = margin.keys.join(' × ');
      return {
        variableId: key,
        label: margin.keys
          .map((k) => {
            const e = items.get(k)?.entry;
            return e ? `${e.code} ${e.label}`.trim() : k;
          })
          .join(' × '),
        categories: margin.targets.map((t) => ({
          value: single ? (t.values[0] ?? null) : null,
          label: t.values.map((v, i) => labels.get(margin.keys[i]!)?.get(v) ?? String(v)).join(' / '),
          target: t.target,
          achieved: t.achieved,
          unweighted: t.unweighted,
          rows: t.rows,
        })),
      };
    }),
  };
}
