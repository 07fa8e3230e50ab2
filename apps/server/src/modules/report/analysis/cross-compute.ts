import type { CrossDefinition, CrossRef, CrossTable, FilterDefinition, Lang } from '@cairn/contract';
import {
  type CrossTableResult,
  type CrossVariable,
  countMask,
  crossTable,
  type HistogramMemo,
  nestVariables,
  sparseRows,
} from '@cairn/stats';
import { maskOf } from '../engine/report-compute.ts';
import type { SurveyDataset } from '../engine/survey-dataset.ts';
import { type ResolveContext, resolveVariable, VariableError } from './resolve-variable.ts';
import type { CatalogueItem } from './variable-catalogue.ts';

export type CrossFigures = Pick<CrossTable, 'total' | 'columns' | 'blocks' | 'legend'>;

const ALPHA = { 90: 0.1, 95: 0.05, 99: 0.01 } as const;

type Choice = Exclude<CrossVariable, { kind: 'numeric' }>;

/** A nested banner's category labels, outer and inner (its columns run outer-major). */
type Nest = { outer: readonly string[]; inner: readonly string[] };

/**
 * A banner variable: categories always (resolveVariable refuses a mean there), nested or not,
 * with a nested one's labels.
 */
function bannerVariable(
  context: ResolveContext,
  ref: CrossDefinition['banner'][number],
): { variable: Choice; nest: Nest | null } {
  const choice = (r: CrossRef): Choice => {
    const variable = resolveVariable(context, r, 'banner');
    if (variable.kind === 'numeric') throw new VariableError(`${r.id}: a mean is a stub only`);
    return variable;
  };
  const outer = choice(ref);
  if (!ref.nest) return { variable: outer, nest: null };
  const inner = choice(ref.nest);
  const labels = (v: Choice) => v.categories.map((c) => c.label);
  return { variable: nestVariables(outer, inner), nest: { outer: labels(outer), inner: labels(inner) } };
}

/** The engine's variables of a definition; throws VariableError for one that cannot be used. */
export function resolveDefinition(context: ResolveContext, definition: CrossDefinition) {
  return {
    stubs: definition.stubs.map((ref) => resolveVariable(context, ref, 'stub')),
    banner: definition.banner.map((ref) => bannerVariable(context, ref)),
  };
}

/** A nested banner's columns say their inner category and, apart, the outer one they sit under. */
function withOuterLabels(
  columns: CrossFigures['columns'],
  nests: readonly (Nest | null)[],
): CrossFigures['columns'] {
  const seen = new Map<number, number>();
  return columns.map((column) => {
    const nest = column.group >= 0 ? nests[column.group] : null;
    if (!nest || nest.inner.length === 0) return column;
    const index = seen.get(column.group) ?? 0;
    seen.set(column.group, index + 1);
    const outer = nest.outer[Math.floor(index / nest.inner.length)];
    const inner = nest.inner[index % nest.inner.length];
    return { ...column, label: inner ?? column.label, outerLabel: outer ?? null };
  });
}

/** The contract's table from the engine's: the same figures, named as screens and exports read them. */
function toContract(result: CrossTableResult): Omit<CrossFigures, 'total'> {
  const tests = (list: { against: string; p: number | null; adjustedP: number | null }[]) =>
    list.flatMap((t) =>
      t.p === null || t.adjustedP === null ? [] : [{ against: t.against, p: t.p, adjustedP: t.adjustedP }],
    );
  return {
    columns: result.columns.map((c) => ({
      variableId: c.variableKey ?? 'total',
      variableLabel: c.variableLabel ?? '',
      label: c.label,
      letter: c.letter,
      group: c.group ?? -1,
    })),
    blocks: result.blocks.map((block) => ({
      variableId: block.key,
      label: block.label,
      kind: block.kind,
      multiple: block.multiple,
      bases: block.bases,
      rows:
        block.kind === 'categorical'
          ? block.rows.map((row) => ({
              label: row.label,
              cells: row.cells.map((cell) => ({
                count: cell.count,
                column: cell.colPercent,
                row: cell.rowPercent,
                total: cell.totalPercent,
                letters: cell.letters,
                tests: tests(cell.tests),
              })),
            }))
          : [],
      mentions: block.kind === 'categorical' ? block.mentions : null,
      means:
        block.kind === 'numeric'
          ? block.cells.map((cell) => ({
              mean: cell.mean,
              sd: cell.sd,
              n: cell.n,
              base: cell.base,
              letters: cell.letters,
              tests: tests(cell.tests),
            }))
          : null,
      chiSquare:
        block.kind === 'categorical'
          ? block.chiSquare.map((chi) =>
              'skipped' in chi
                ? { group: chi.group, statistic: null, df: null, p: null, skipped: chi.skipped }
                : { group: chi.group, statistic: chi.statistic, df: chi.df, p: chi.p, skipped: null },
            )
          : [],
    })),
    legend: {
      level: 0,
      alpha: result.legend.alpha,
      upperAlpha: result.legend.upperAlpha,
      correction: result.legend.correction,
      meanTest: result.legend.meanTest,
      weighted: result.legend.weighted,
      overlap: result.legend.overlap,
    },
  };
}

/** A cross table over the filter's rows, with the given weights (null: unweighted). */
export function computeCross(
  survey: SurveyDataset,
  items: ReadonlyMap<string, CatalogueItem>,
  request: {
    definition: CrossDefinition;
    filter: FilterDefinition | null;
    weights: Float64Array | null;
    lang: Lang;
    offsetMinutes: number;
    /** The rows to count when the caller made the mask (a dashboard chart's filters and period). */
    mask?: Uint8Array;
    /** With `range`: the rows appended since are added to these histograms (`total`: those rows' count). */
    memo?: HistogramMemo;
    /**
     * Count rows [start, end) only (a dashboard chart's appended rows; `mask` then covers those
     * rows): every variable is a view of the range, so nothing is prepared over the rows before.
     */
    range?: { start: number; end: number };
    /** `mask`'s count of kept rows and (when few) their list, when the caller has them already. */
    kept?: { total: number; rows: Int32Array | null };
  },
): CrossFigures {
  const { range } = request;
  const context: ResolveContext = {
    survey,
    items,
    lang: request.lang,
    offsetMinutes: request.offsetMinutes,
    ...(range ? { range } : {}),
  };
  const { definition } = request;
  const { stubs, banner } = resolveDefinition(context, definition);
  const mask = request.mask ?? maskOf(survey, request.filter);
  const total = request.kept?.total ?? countMask(mask, mask.length);
  // A list of rows only when the filter keeps few; else the engine reads the mask, four rows a word.
  const rows = request.kept ? request.kept.rows : sparseRows(mask, total);
  const weights =
    range && request.weights ? request.weights.subarray(range.start, range.end) : request.weights;
  const result = crossTable({
    ...(request.memo ? { memo: request.memo } : {}),
    stubs,
    banner: banner.map((b) => b.variable),
    mask,
    rows,
    weights,
    test: {
      alpha: ALPHA[definition.test.level],
      correction: definition.test.correction,
      meanTest: definition.test.meanTest,
    },
  });
  const figures = toContract(result);
  return {
    total,
    ...figures,
    columns: withOuterLabels(
      figures.columns,
      banner.map((b) => b.nest),
    ),
    legend: { ...figures.legend, level: definition.test.level },
  };
}
