import type { Dataset } from './dataset.ts';
import type { ColumnSpec } from './types.ts';

/**
 * Everything a dataset holds as plain arrays (its columns, the metadata and, with `coded`, the
 * one-byte codes of its number columns), so tests compare two datasets with one `toEqual`. Codes
 * are numbered in the order values are first seen, so they compare only between datasets that
 * were appended the same rows in the same order (a row set in place may number them otherwise).
 */
export function datasetContents(dataset: Dataset, { coded = false } = {}) {
  const specs: readonly ColumnSpec[] = dataset.specs;
  return {
    length: dataset.length,
    columns: specs.map((spec) => Array.from<unknown>(dataset.column(spec.key)?.values ?? [])),
    ...(coded && {
      coded: specs.map((spec) => {
        const column = dataset.column(spec.key);
        const codes = column && 'coded' in column ? column.coded : undefined;
        return codes ? [Array.from(codes.codes), codes.values] : null;
      }),
    }),
    status: Array.from(dataset.status()),
    weight: Array.from(dataset.weights()),
    time: Array.from(dataset.submittedAt()),
    source: Array.from({ length: dataset.length }, (_, i) => dataset.source.valueAt(i)),
    device: Array.from({ length: dataset.length }, (_, i) => dataset.device.valueAt(i)),
  };
}
