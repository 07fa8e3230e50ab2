export * from './common.ts';
export * from './flow-schemas.ts';
export * from './node-schemas.ts';
export * from './option-schemas.ts';
