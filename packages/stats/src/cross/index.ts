export { adjustFamily } from './adjust.ts';
export * from './benchmark-tests.ts';
export { crossTable } from './cross-table.ts';
export * from './derive.ts';
export { chiSquareUpper, normalTwoSided, tTwoSided } from './distributions.ts';
export { HistogramMemo } from './histogram-memo.ts';
export { columnLetter } from './letters.ts';
export { sliceVariable } from './slice.ts';
export * from './types.ts';
