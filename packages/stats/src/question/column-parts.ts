import type { Dataset } from '../dataset/dataset.ts';
import { isTextColumn } from '../dataset/types.ts';
import type { FrequencyInput } from '../frequency/common.ts';
import { multipleFrequency } from '../frequency/multiple.ts';
import { numericSummary } from '../frequency/numeric.ts';
import { singleFrequency } from '../frequency/single.ts';
import { tagCounts } from '../frequency/tag-counts.ts';
import type { Page } from '../frequency/text-list.ts';
import { fileList, textList } from '../frequency/text-list.ts';
import type { PartReport, QuestionColumn } from './types.ts';

/** One column reported by its own kind; null when the dataset lacks it (a stale description). */
export function columnPart(
  dataset: Dataset,
  column: QuestionColumn,
  input: FrequencyInput,
  page: Page,
  /** The question's column whose answer makes a respondent count (tag lists' base). */
  answeredBy?: QuestionColumn,
): PartReport | null {
  const values = dataset.column(column.key);
  if (!values) return null;
  const labelled = { key: column.key, label: column.label ?? null };
  if (isTextColumn(values) && column.separator !== undefined && values.kind !== 'file') {
    // Counted like a multiple choice; the base is the question's (its first column answered).
    const first = dataset.column(answeredBy?.key ?? '');
    const answered =
      first && !isTextColumn(first) && first.kind !== 'multi-flag'
        ? (row: number) => !Number.isNaN(first.values[row]!)
        : undefined;
    return {
      type: 'multiple',
      keys: [column.key],
      ...tagCounts(values.values, column.separator, input, answered),
    };
  }
  if (isTextColumn(values)) {
    return values.kind === 'file'
      ? {
          type: 'file',
          ...labelled,
          ...fileList(values.values, page, input, values.filled, values.filledFlags),
        }
      : {
          type: 'text',
          ...labelled,
          ...textList(values.values, page, input, values.filled, values.filledFlags),
        };
  }
  if (values.kind === 'multi-flag') {
    const flags = [{ key: column.key, label: column.label, values: values.values }];
    return { type: 'multiple', keys: [column.key], ...multipleFrequency(flags, dataset.length, input) };
  }
  if (values.kind === 'single')
    return {
      type: 'single',
      ...labelled,
      ...singleFrequency(values.values, column.categories ?? [], input, values.coded),
    };
  return { type: 'numeric', ...labelled, ...numericSummary(values.values, input, values.coded) };
}

/** Flag columns with their values, leaving out those the dataset lacks. */
export function flagsOf(dataset: Dataset, columns: readonly QuestionColumn[]) {
  return columns.flatMap((column) => {
    const values = dataset.column(column.key);
    return values?.kind === 'multi-flag'
      ? [{ key: column.key, label: column.label, values: values.values }]
      : [];
  });
}

/** Number (or single) columns with their values (and codes), leaving out those the dataset lacks. */
export function numbersOf(dataset: Dataset, columns: readonly QuestionColumn[]) {
  return columns.flatMap((column) => {
    const values = dataset.column(column.key);
    return values?.kind === 'number' || values?.kind === 'single'
      ? [
          {
            key: column.key,
            label: column.label,
            values: values.values,
            ...(values.coded ? { coded: values.coded } : {}),
          },
        ]
      : [];
  });
}
