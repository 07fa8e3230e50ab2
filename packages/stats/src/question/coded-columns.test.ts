import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildDataset, Dataset } from '../dataset/dataset.ts';
import type { CellValue, ColumnSpec, ColumnValues, DatasetRow } from '../dataset/types.ts';
import { rowsOf } from '../frequency/common.ts';
import { questionFrequency } from './question-frequency.ts';
import type { QuestionDescription, QuestionFrequencyOptions } from './types.ts';

/** The same dataset without the one-byte codes: every part takes the routes over the float values. */
class Uncoded extends Dataset {
  override column(key: string): ColumnValues | undefined {
    const column = super.column(key);
    if (!column || column.kind === 'multi-flag' || !('coded' in column)) return column;
    return { kind: column.kind, values: column.values };
  }
}

const categories = [1, 2, 3, 4].map((value) => ({ value, label: `c${value}` }));
const specs: ColumnSpec[] = [
  { key: 's', kind: 'single', categories },
  { key: 't', kind: 'single', categories },
  { key: 'x', kind: 'number' },
  { key: 'r1', kind: 'number' },
  { key: 'r2', kind: 'number' },
  { key: 'r3', kind: 'number' },
  { key: 'f1', kind: 'multi-flag' },
  { key: 'f2', kind: 'multi-flag' },
];
const questions: QuestionDescription[] = [
  { kind: 'choice', columns: [specs[0]!] },
  { kind: 'matrix', columns: [specs[0]!, specs[1]!] },
  { kind: 'numeric', columns: [specs[2]!] },
  { kind: 'nps', columns: [specs[2]!] },
  { kind: 'rank', columns: [specs[3]!, specs[4]!, specs[5]!] },
  { kind: 'multiple', columns: [specs[6]!, specs[7]!] },
];

// Codes and places, mostly values a histogram key holds (small integers, 2.5, 40), sometimes
// not (33, 41, 2.1, 5000: the routes that sum a weighted base or count places row by row).
const code = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: 1, max: 5 }) },
  { weight: 2, arbitrary: fc.constant(null) },
  { weight: 2, arbitrary: fc.constantFrom(2.5, 40, 0, -3, 33, 2.1, 5000) },
);
const place = fc.oneof(
  { weight: 8, arbitrary: fc.integer({ min: 1, max: 3 }) },
  { weight: 2, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.constantFrom(40, 41) },
);
const score = fc.oneof(fc.integer({ min: 0, max: 10 }), fc.constant(null), fc.constantFrom(7.5, 64, 1e6));
const flag = fc.constantFrom<CellValue>(0, 1, null);
const row = fc.record({
  cells: fc.record({ s: code, t: code, x: score, r1: place, r2: place, r3: place, f1: flag, f2: flag }),
  // Weights whose sums round differently in another order (0.1 + 0.2 + 0.3 ≠ 0.3 + 0.2 + 0.1).
  weight: fc.oneof(
    fc.constant(1),
    fc.constantFrom(0.1, 0.2, 0.3, 0.7, 1 / 3, 1e-3, 1e3),
    fc.double({ min: 0, max: 3, noNaN: true }),
  ),
  keep: fc.oneof(fc.constant(1), fc.constant(0), fc.constant(0)),
});

function report(dataset: Dataset, options: QuestionFrequencyOptions) {
  return questions.map((question) => questionFrequency(question, dataset, options));
}

describe('columns with one-byte codes', () => {
  it('give every figure exactly as their float values do: weights, masks, their rows, empty bases', () => {
    fc.assert(
      fc.property(
        fc.array(row, { maxLength: 90 }),
        fc.constantFrom('none', 'mask', 'rows', 'both'),
        fc.boolean(),
        (data, selection, weighted) => {
          const rows: DatasetRow[] = data.map(({ cells, weight }) => ({
            cells,
            weight,
            status: 1,
            submittedAt: 0,
          }));
          const coded = buildDataset(specs, rows);
          const plain = new Uncoded(specs);
          plain.append(rows);
          expect(coded.column('s')).toHaveProperty('coded');
          const mask = Uint8Array.from(data, (d) => d.keep);
          const options: QuestionFrequencyOptions = {
            weighted,
            ...(selection === 'mask' || selection === 'both' ? { mask } : {}),
            ...(selection === 'rows' || selection === 'both' ? { rows: rowsOf(mask) } : {}),
          };
          expect(report(coded, options)).toEqual(report(plain, options));
        },
      ),
      { numRuns: 400 },
    );
  });
});
