import {
  type CrossVariable,
  WEIGHTING_PRESETS,
  type WeightingDefinition,
  type WeightMargin,
} from '@cairn/contract';

/** The editor's scheme: a name and a full definition (the contract's defaults filled in). */
export interface SchemeDraft {
  name: string;
  definition: WeightingDefinition;
}

export const EMPTY_SCHEME: SchemeDraft = {
  name: '',
  definition: {
    method: 'rim',
    targetsAs: 'percent',
    margins: [],
    cellVariables: [],
    cells: [],
    limit: WEIGHTING_PRESETS.strict.limit,
    criterion: WEIGHTING_PRESETS.strict.criterion,
    maxIterations: WEIGHTING_PRESETS.strict.maxIterations,
    caps: null,
  },
};

/** Percent targets must add up to 100 within this (inputs carry two decimals). */
const PERCENT_TOLERANCE = 0.005;

export interface TargetTotals {
  sum: number;
  /** Each target's share of the sum, percent (what count targets mean). */
  shares: (number | null)[];
  /** Percent targets reach 100 %; count targets any positive sum. */
  ok: boolean;
}

export function targetTotals(targets: readonly number[], targetsAs: 'percent' | 'count'): TargetTotals {
  const sum = targets.reduce((a, b) => a + b, 0);
  const shares = targets.map((target) => (sum > 0 ? (target / sum) * 100 : null));
  const ok = targetsAs === 'percent' ? Math.abs(sum - 100) <= PERCENT_TOLERANCE : sum > 0;
  return { sum, shares, ok };
}

/** n targets that add up to 100 with two decimals (the last takes the rounding). */
export function evenPercents(n: number): number[] {
  if (n <= 0) return [];
  const each = Math.floor(10_000 / n) / 100;
  return Array.from({ length: n }, (_, i) =>
    i === n - 1 ? Math.round((100 - each * (n - 1)) * 100) / 100 : each,
  );
}

/** A new margin on a single-response variable: its categories with even percent targets. */
export function marginOf(variable: CrossVariable): WeightMargin {
  const targets = evenPercents(variable.categories.length);
  return {
    variableId: variable.id,
    targets: variable.categories.map((c, i) => ({ value: c.value, target: targets[i] ?? 0 })),
  };
}

/** Every combination of the variables' categories, in order (the cells of cell weighting). */
export function combinations(variables: readonly CrossVariable[]): number[][] {
  return variables.reduce<number[][]>(
    (combos, variable) => combos.flatMap((combo) => variable.categories.map((c) => [...combo, c.value])),
    [[]],
  );
}

/** Cell weighting on new variables: their combinations, keeping targets of combinations kept, else even. */
export function withCellVariables(
  definition: WeightingDefinition,
  variables: readonly CrossVariable[],
): WeightingDefinition {
  if (variables.length === 0) return { ...definition, cellVariables: [], cells: [] };
  const combos = combinations(variables);
  const even = evenPercents(combos.length);
  const old = new Map(definition.cells.map((cell) => [cell.values.join('|'), cell.target]));
  return {
    ...definition,
    cellVariables: variables.map((v) => v.id),
    cells: combos.map((values, i) => ({ values, target: old.get(values.join('|')) ?? even[i] ?? 0 })),
  };
}

/** The grids' targets all reach their total (percent: 100 each margin, or over all cells). */
export function targetsOk(definition: WeightingDefinition): boolean {
  const lists =
    definition.method === 'rim'
      ? definition.margins.map((m) => m.targets.map((t) => t.target))
      : [definition.cells.map((c) => c.target)];
  return (
    lists.length > 0 && lists.every((list) => list.length > 0 && targetTotals(list, definition.targetsAs).ok)
  );
}
