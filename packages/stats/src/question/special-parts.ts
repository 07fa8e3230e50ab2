import type { Dataset } from '../dataset/dataset.ts';
import type { FrequencyInput } from '../frequency/common.ts';
import { multipleGrid, singleGrid } from '../frequency/matrix.ts';
import type { MaxDiffColumns } from '../frequency/max-diff.ts';
import { maxDiffBase, maxDiffResult } from '../frequency/max-diff.ts';
import { multipleFrequency } from '../frequency/multiple.ts';
import { npsFromSummary } from '../frequency/nps.ts';
import { numericSummary } from '../frequency/numeric.ts';
import { rankResult } from '../frequency/rank.ts';
import { flagsOf, numbersOf } from './column-parts.ts';
import type { PartReport, QuestionColumn } from './types.ts';

function groupsOf(columns: readonly QuestionColumn[]): QuestionColumn[][] {
  const groups = new Map<number | string, QuestionColumn[]>();
  for (const column of columns) {
    const id = column.group ?? column.key;
    groups.set(id, [...(groups.get(id) ?? []), column]);
  }
  return [...groups.values()];
}

export function multiplePart(
  dataset: Dataset,
  flags: readonly QuestionColumn[],
  input: FrequencyInput,
): PartReport[] {
  const present = flagsOf(dataset, flags);
  if (present.length === 0) return [];
  return [
    {
      type: 'multiple',
      keys: present.map((flag) => flag.key),
      ...multipleFrequency(present, dataset.length, input),
    },
  ];
}

/** Single rows of a matrix as one grid (they share the matrix's columns as categories). */
export function singleGridPart(
  dataset: Dataset,
  rows: readonly QuestionColumn[],
  input: FrequencyInput,
): PartReport[] {
  const present = numbersOf(dataset, rows);
  if (present.length === 0) return [];
  return [{ type: 'single-grid', ...singleGrid(present, rows[0]?.categories ?? [], input) }];
}

/** Flag columns of a matrix grouped into its rows. */
export function multipleGridPart(
  dataset: Dataset,
  flags: readonly QuestionColumn[],
  input: FrequencyInput,
): PartReport[] {
  const rows = groupsOf(flags)
    .map((group) => ({ label: group[0]?.groupLabel, flags: flagsOf(dataset, group) }))
    .filter((row) => row.flags.length > 0);
  if (rows.length === 0) return [];
  return [{ type: 'multiple-grid', ...multipleGrid(rows, dataset.length, input) }];
}

export function npsPart(dataset: Dataset, column: QuestionColumn, input: FrequencyInput): PartReport[] {
  const [present] = numbersOf(dataset, [column]);
  if (!present) return [];
  const summary = numericSummary(present.values, input, present.coded);
  return [
    { type: 'nps', key: column.key, label: column.label ?? null, nps: npsFromSummary(summary), summary },
  ];
}

export function rankPart(
  dataset: Dataset,
  columns: readonly QuestionColumn[],
  input: FrequencyInput,
): PartReport[] {
  const present = numbersOf(dataset, columns);
  if (present.length === 0) return [];
  return [{ type: 'rank', ...rankResult(present, dataset.length, input) }];
}

/** Max-diff columns paired per item by `group`, told apart by `role`. */
export function maxDiffPart(
  dataset: Dataset,
  columns: readonly QuestionColumn[],
  input: FrequencyInput,
): PartReport[] {
  const items: MaxDiffColumns[] = [];
  for (const group of groupsOf(columns)) {
    const valuesOf = (role: QuestionColumn['role']) => {
      const column = group.find((candidate) => candidate.role === role);
      return column ? numbersOf(dataset, [column])[0] : undefined;
    };
    const best = valuesOf('best');
    const worst = valuesOf('worst');
    if (!best || !worst) continue;
    items.push({
      key: best.key,
      label: group[0]?.groupLabel ?? best.label,
      best: best.values,
      worst: worst.values,
      shown: valuesOf('shown')?.values,
    });
  }
  return items.length === 0
    ? []
    : [{ type: 'max-diff', ...maxDiffBase(items, input), items: maxDiffResult(items, input) }];
}
