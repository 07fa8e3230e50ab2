import type { CrossVariable } from './types.ts';

/**
 * A variable over rows [start, end) of its arrays: views, not copies, so a table over rows
 * appended since the last one (a dashboard's refresh, added to the cells held in a
 * HistogramMemo) prepares those rows only, not the whole dataset. The categories are kept as
 * they are: a table over the slice has the same shape as one over every row.
 */
export function sliceVariable(variable: CrossVariable, start: number, end: number): CrossVariable {
  if (variable.kind === 'multi')
    return { ...variable, flags: variable.flags.map((flags) => flags.subarray(start, end)) };
  const { coded } = variable;
  if (!coded) return { ...variable, values: variable.values.subarray(start, end) };
  const codes = coded.codes.subarray(start, end);
  // A derived variable's floats may be made on first read (derive.ts): slice them only if read.
  let values: Float64Array | null = null;
  const source = variable;
  return {
    kind: variable.kind,
    key: variable.key,
    label: variable.label,
    ...(variable.kind === 'single' ? { categories: variable.categories } : {}),
    coded: { codes, values: coded.values },
    get values() {
      values ??= source.values.subarray(start, end);
      return values;
    },
  } as CrossVariable;
}
