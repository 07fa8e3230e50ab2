export * from './common.ts';
export * from './flow-calls.ts';
export * from './flow-schemas.ts';
export * from './node-calls.ts';
export * from './node-schemas.ts';
export * from './option-calls.ts';
export * from './option-schemas.ts';
export * from './trash-calls.ts';
