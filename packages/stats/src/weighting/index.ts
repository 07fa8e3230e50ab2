export { cellWeights } from './cell-weights.ts';
export { rakeWeights } from './rake.ts';
export { CAP_ROUNDS, CAP_TOLERANCE, FLAG_RANGE } from './summary.ts';
export { PERCENT_TOLERANCE } from './targets.ts';
export * from './types.ts';
