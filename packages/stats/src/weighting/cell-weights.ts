import { buildCells, type CellTable } from './cells.ts';
import { checkLengths, checkValue, settingsOf } from './options.ts';
import {
  CAP_ROUNDS,
  capBounds,
  capsResult,
  outsideCaps,
  rowWeights,
  scaleToRows,
  summarise,
  trim,
} from './summary.ts';
import { checkDistinct, targetShares } from './targets.ts';
import {
  type CapsResult,
  type WeightingCell,
  WeightingError,
  type WeightingOptions,
  type WeightingResult,
  type WeightingVariable,
} from './types.ts';

/**
 * Cell weighting: every row of a combination of the variables' values takes that cell's target
 * share of the weighted rows divided by the cell's rows. Each combination that occurs must have a
 * target. With caps, weights are trimmed and scaled back to mean 1 (the cells' targets then give).
 */
export function cellWeights(
  variables: readonly WeightingVariable[],
  cells: readonly WeightingCell[],
  options: WeightingOptions,
): WeightingResult {
  if (variables.length === 0)
    throw new WeightingError('no-margins', 'Cell weighting needs at least one variable');
  const settings = settingsOf(options, checkLengths(variables));
  const keys = variables.map((variable) => variable.key);
  const valuesOf = (t: number) => [...cells[t]!.values];
  for (const cell of cells) {
    if (cell.values.length !== variables.length)
      throw new WeightingError(
        'invalid-target',
        `A cell of ${keys.join(' × ')} has ${cell.values.length} values, not ${variables.length}`,
        { keys, values: [...cell.values] },
      );
    for (const value of cell.values) checkValue(value, keys);
  }
  checkDistinct(
    cells.map((cell) => cell.values.join(',')),
    keys,
    valuesOf,
  );
  const shares = targetShares(cells, options.targetsAs, keys, valuesOf);
  const categoryValues = variables.map((_, v) => [...new Set(cells.map((cell) => cell.values[v]!))]);
  const table = buildCells(variables, categoryValues, settings.mask);
  const n = table.weightedRows;
  if (n === 0)
    throw new WeightingError('no-rows', 'No row in scope has a value on every weighting variable', { keys });

  const targetOf = targetsOfCells(table, cells, categoryValues, keys);
  const rows = new Float64Array(cells.length);
  for (let c = 0; c < table.cellCount; c++) rows[targetOf[c]!]! += table.rows[c]!;
  cells.forEach((cell, t) => {
    if (shares[t]! > 0 && rows[t] === 0)
      throw new WeightingError(
        'empty-category',
        `${keys.join(' × ')}: no row in scope has ${cell.label ?? cell.values.join(' × ')}, whose target is ${cell.target}`,
        { keys, values: [...cell.values] },
      );
  });
  const weights = new Float64Array(table.cellCount);
  for (let c = 0; c < table.cellCount; c++) {
    const t = targetOf[c]!;
    weights[c] = (shares[t]! * n) / rows[t]!;
  }
  const bounds = capBounds(options);
  let caps: CapsResult | null = null;
  if (bounds !== null) {
    let rounds = 0;
    while (rounds < CAP_ROUNDS && outsideCaps(table.rows, weights, bounds.min, bounds.max) > 0) {
      trim(weights, bounds.min, bounds.max);
      scaleToRows(table.rows, weights, n);
      rounds++;
    }
    caps = capsResult(options, bounds, table.rows, weights);
  }
  scaleToRows(table.rows, weights, n);

  const achieved = new Float64Array(cells.length);
  for (let c = 0; c < table.cellCount; c++) achieved[targetOf[c]!]! += table.rows[c]! * weights[c]!;
  let max = 0;
  let squares = 0;
  for (let t = 0; t < cells.length; t++) {
    const difference = Math.abs(achieved[t]! / n - shares[t]!);
    max = Math.max(max, difference);
    squares += difference * difference;
  }
  const rms = cells.length > 0 ? Math.sqrt(squares / cells.length) : 0;
  const { limit, criterion } = settings;
  return {
    method: 'cell',
    weights: rowWeights(table.cellOfRow, weights),
    iterations: 1,
    converged: (criterion === 'rms' ? rms : max) <= limit,
    maxDifference: max,
    rmsDifference: rms,
    limit,
    criterion,
    margins: [
      {
        keys,
        targets: cells.map((cell, t) => ({
          values: [...cell.values],
          ...(cell.label !== undefined && { label: cell.label }),
          target: shares[t]! * 100,
          achieved: (achieved[t]! / n) * 100,
          unweighted: (rows[t]! / n) * 100,
          rows: rows[t]!,
        })),
      },
    ],
    ...summarise(table.rows, weights, options),
    weightedRows: n,
    unweightedRows: table.cellOfRow.length - n,
    missingRows: table.missingRows,
    caps,
  };
}

/** The listed cell of each combination that occurs; a combination without one is an error. */
function targetsOfCells(
  table: CellTable,
  cells: readonly WeightingCell[],
  categoryValues: readonly (readonly number[])[],
  keys: string[],
): Int32Array {
  const indexOf = categoryValues.map((values) => new Map(values.map((value, index) => [value, index])));
  const listed = new Map<string, number>();
  cells.forEach((cell, t) => {
    listed.set(cell.values.map((value, v) => indexOf[v]!.get(value)).join(','), t);
  });
  const targetOf = new Int32Array(table.cellCount);
  for (let c = 0; c < table.cellCount; c++) {
    const cats = table.categories.map((categories) => categories[c]!);
    const t = listed.get(cats.join(','));
    if (t === undefined) {
      const values = cats.map((cat, v) => categoryValues[v]![cat]!);
      throw new WeightingError(
        'unknown-category',
        `${keys.join(' × ')} has ${table.rows[c]} rows of ${values.join(' × ')}, which has no target`,
        { keys, values, rows: table.rows[c]! },
      );
    }
    targetOf[c] = t;
  }
  return targetOf;
}
