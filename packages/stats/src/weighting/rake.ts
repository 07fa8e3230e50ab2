import { buildCells } from './cells.ts';
import { fitOf, marginSums, type RakeProblem, rakeCells } from './ipf.ts';
import { checkLengths, checkValue, settingsOf } from './options.ts';
import { capBounds, capsResult, rowWeights, scaleToRows, summarise } from './summary.ts';
import { checkDistinct, targetShares } from './targets.ts';
import {
  type MarginResult,
  WeightingError,
  type WeightingMargin,
  type WeightingOptions,
  type WeightingResult,
} from './types.ts';

/**
 * Rim weighting (raking): weights that meet every margin's targets at once, found by iterative
 * proportional fitting on the table of combination cells (cells.ts, ipf.ts). Rows outside the
 * mask or missing a value on a margin's variable keep weight 1 and are not weighted.
 */
export function rakeWeights(margins: readonly WeightingMargin[], options: WeightingOptions): WeightingResult {
  if (margins.length === 0) throw new WeightingError('no-margins', 'Rim weighting needs at least one margin');
  const variables = margins.map((margin) => margin.variable);
  const settings = settingsOf(options, checkLengths(variables));
  const shares = margins.map(({ variable, targets }) => {
    const keys = [variable.key];
    for (const target of targets) checkValue(target.value, keys);
    const valuesOf = (t: number) => [targets[t]!.value];
    checkDistinct(
      targets.map((target) => String(target.value)),
      keys,
      valuesOf,
    );
    return targetShares(targets, options.targetsAs, keys, valuesOf);
  });
  const table = buildCells(
    variables,
    margins.map(({ targets }) => targets.map((target) => target.value)),
    settings.mask,
  );
  if (table.weightedRows === 0)
    throw new WeightingError('no-rows', 'No row in scope has a value on every weighting variable', {
      keys: variables.map((variable) => variable.key),
    });
  const problem: RakeProblem = {
    rows: table.rows,
    categories: table.categories,
    shares,
    total: table.weightedRows,
  };
  const ones = new Float64Array(table.cellCount).fill(1);
  const unweighted = margins.map((_, m) => marginSums(problem, m, ones));
  checkEmpty(margins, shares, unweighted);

  const weights = new Float64Array(table.cellCount).fill(1);
  const { limit, maxIterations, criterion } = settings;
  const bounds = capBounds(options);
  const { iterations } = rakeCells(problem, weights, limit, maxIterations, criterion, bounds);
  scaleToRows(table.rows, weights, table.weightedRows);
  const caps = bounds === null ? null : capsResult(options, bounds, table.rows, weights);
  const fit = fitOf(problem, weights);
  const n = table.weightedRows;
  const marginResults: MarginResult[] = margins.map(({ variable, targets }, m) => {
    const achieved = marginSums(problem, m, weights);
    return {
      keys: [variable.key],
      ...(variable.label !== undefined && { label: variable.label }),
      targets: targets.map((target, a) => ({
        values: [target.value],
        ...(target.label !== undefined && { label: target.label }),
        target: shares[m]![a]! * 100,
        achieved: (achieved[a]! / n) * 100,
        unweighted: (unweighted[m]![a]! / n) * 100,
        rows: unweighted[m]![a]!,
      })),
    };
  });
  return {
    method: 'rim',
    weights: rowWeights(table.cellOfRow, weights),
    iterations,
    converged: (criterion === 'rms' ? fit.rmsDifference : fit.maxDifference) <= limit,
    ...fit,
    limit,
    criterion,
    margins: marginResults,
    ...summarise(table.rows, weights, options),
    weightedRows: n,
    unweightedRows: table.cellOfRow.length - n,
    missingRows: table.missingRows,
    caps,
  };
}

/** A category with a positive target and no rows can never be met. */
function checkEmpty(
  margins: readonly WeightingMargin[],
  shares: readonly Float64Array[],
  unweighted: readonly Float64Array[],
): void {
  margins.forEach(({ variable, targets }, m) => {
    targets.forEach((target, a) => {
      if (shares[m]![a]! > 0 && unweighted[m]![a]! === 0)
        throw new WeightingError(
          'empty-category',
          `${variable.label ?? variable.key}: no row in scope has ${target.label ?? target.value}, whose target is ${target.target}`,
          { keys: [variable.key], values: [target.value] },
        );
    });
  });
}
