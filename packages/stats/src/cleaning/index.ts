export * from './clean-rows.ts';
export * from './meaningless.ts';
export { evaluateRule, medianDuration } from './rules.ts';
export * from './types.ts';
